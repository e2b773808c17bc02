import { afterEach } from 'vitest';
import { takeAnswerMisfits } from '../../sandbox/answer-check';

// Integration test setup: an unhandled rejection fails the run instead of passing silently.
process.on('unhandledRejection', (reason) => {
  throw reason;
});

// Every answer of the sandbox store fits Shopify's published schema for the document asked
// (docs/decisions/139-sandbox-answers-fit-the-schema.md): a misfit is answered 500, and, in case
// the shop's code swallowed that, fails the test that caused it here.
afterEach(() => {
  const misfits = takeAnswerMisfits();
  if (misfits.length > 0) {
    throw new Error(
      `The sandbox answered outside Shopify's schema:\n${misfits
        .map((m) => `  ${m.api} ${m.operation}: ${m.problems.join('; ')}`)
        .join('\n')}`,
    );
  }
});
