import { afterEach } from 'vitest';
import { takeAnswerMisfits } from '../../sandbox/answer-check';

// Integration test setup: an unhandled rejection fails the run instead of passing silently.
process.on('unhandledRejection', (reason) => {
  throw reason;
});

// node-postgres 8 only warns when a query is sent on a client that is still executing one (a
// `Promise.all` of queries inside a transaction); pg 9 refuses it. The warning is printed once per
// process and each test file is a process, so the test that caused it fails here, with a stack deep
// enough to name the shop's caller.
Error.stackTraceLimit = 50;
const overlappingQueries: string[] = [];
process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query')) {
    overlappingQueries.push(warning.stack ?? warning.message);
  }
});

// Every answer of the sandbox store fits Shopify's published schema for the document asked
// (docs/decisions/139-sandbox-answers-fit-the-schema.md): a misfit is answered 500, and, in case
// the shop's code swallowed that, fails the test that caused it here.
afterEach(() => {
  const overlapping = overlappingQueries.splice(0);
  if (overlapping.length > 0) {
    throw new Error(
      `A query was sent on a database client still executing another (pg 9 refuses this):\n${overlapping.join('\n')}`,
    );
  }
  const misfits = takeAnswerMisfits();
  if (misfits.length > 0) {
    throw new Error(
      `The sandbox answered outside Shopify's schema:\n${misfits
        .map((m) => `  ${m.api} ${m.operation}: ${m.problems.join('; ')}`)
        .join('\n')}`,
    );
  }
});
