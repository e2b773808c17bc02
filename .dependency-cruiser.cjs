// Import zones inside src/server, checked by `npm test` (scripts/test.mjs runs depcruise).
// docs/decisions/101-server-domain-zones.md and docs/architecture.md "Server domains".
//
// A domain is a folder of src/server that is not in SHARED below. Code outside a domain uses it
// only through its public surface, the domain's service.ts; inside its own folder a domain imports
// what it likes. The rule is per file, resolved by dependency-cruiser (not by the import's text),
// so '../orders/service' and '../../orders/service' are the same module. Files at the root of
// src/server (app.ts, start-server.ts, app-deps.ts with the deps' types,
// config.ts, store-config-routes.ts) belong to no domain and are not checked.

/**
 * Not domains: infrastructure every domain may use, and test support.
 *   db (schema, client, migration state) · lib · http (pipeline, errors, validation, rate limits) · mail
 *   (outbox mailer) · jobs (queue) · cache (catalogue and page caches) · content (content-file
 *   checks) · shopify (the Shopify adapters) ·
 *   test and quality (test helpers and cross-domain quality suites).
 */
const SHARED = '(db|lib|http|mail|jobs|cache|content|shopify|test|quality)';
const SANDBOX = '^src/sandbox/';

/**
 * Tests and their helpers are exempt: a test sets up state across domains (an orders test inserts
 * subscriptions, a privacy test signs up through auth) and reads tables directly.
 */
const TEST_SUPPORT = [
  '\\.test\\.ts$',
  '\\.fixture\\.ts$',
  'fixtures\\.ts$',
  '(^|/|-)test-(helpers|setup|utils)\\.ts$',
  '^src/server/(test|quality)/',
];

/**
 * Public entries besides service.ts, each with its reason. Keep this list short: prefer a
 * re-export from the domain's service.ts. (None today: the webhook claims, the one such entry,
 * moved to shopify/delivery-guard.ts, shared infrastructure beside the signature check.)
 */
const PUBLIC_ENTRIES = [];

/** Entry points that compose the domains (they may import any module): the app, the process, the CLI commands. */
const COMPOSITION_ROOTS = ['^src/server/(app|start-server)\\.ts$', '^src/server/cli/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-through-service',
      comment:
        "A domain uses another only through its service.ts: add what you need to that domain's service.ts (a re-export is fine) instead of importing its inner files.",
      severity: 'error',
      from: {
        path: '^src/server/([^/]+)/',
        pathNot: [...TEST_SUPPORT, ...COMPOSITION_ROOTS, SANDBOX, `^src/server/${SHARED}/`],
      },
      to: {
        path: '^src/server/[^/]+/',
        pathNot: [
          '^src/server/$1/',
          `^src/server/${SHARED}/`,
          '^src/server/[^/]+/service\\.ts$',
          ...PUBLIC_ENTRIES,
        ],
      },
    },
    {
      name: 'shared-not-into-domain-internals',
      comment:
        'Shared infrastructure (db, lib, http, shopify adapters, ...) reaches a domain only through its service.ts, never its inner files.',
      severity: 'error',
      from: { path: `^src/server/${SHARED}/`, pathNot: [...TEST_SUPPORT, SANDBOX] },
      to: {
        path: '^src/server/[^/]+/',
        pathNot: [`^src/server/${SHARED}/`, '^src/server/[^/]+/service\\.ts$', ...PUBLIC_ENTRIES],
      },
    },
    {
      name: 'server-not-into-sandbox',
      comment:
        'Production code does not import the Shopify sandbox (src/sandbox): only tests do; src/main.ts, outside src/server, loads it when it is switched on.',
      severity: 'error',
      from: {
        path: '^src/server/',
        pathNot: TEST_SUPPORT,
      },
      to: { path: SANDBOX },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
