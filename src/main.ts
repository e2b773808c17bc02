// The server process's entry point (`npm start`, docs/deployment.md). It starts the shop's server
// (src/server/start-server.ts) and, only when config.shopify.sandbox is on, loads the Shopify
// sandbox store (src/sandbox) with a dynamic import and mounts it at /sandbox/shopify. The sandbox
// is a layer of its own that no module of src/server imports, so a process without it never
// loads its code (docs/decisions/100-sandbox-module.md; src/sandbox/not-loaded.test.ts).
import { startServer } from './server/start-server';

startServer({
  loadOptionalRoutes: async (config) =>
    config.shopify.sandbox ? (await import('./sandbox/routes')).mountSandbox : undefined,
}).catch((err) => {
  console.error('Failed to start:', err);
  process.exit(1);
});
