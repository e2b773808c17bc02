// Preloaded into a server process (NODE_OPTIONS=--import=<this file>) by tests that need to know
// which modules the process loaded: every module URL the process resolves is appended, one a
// line, to the file named by LOADED_MODULES_FILE. Node's module customization hooks
// (https://nodejs.org/api/module.html#customization-hooks) see each resolution, after tsx's.
import { register } from 'node:module';

register('./record-loaded-modules-hooks.mjs', import.meta.url, {
  data: { file: process.env.LOADED_MODULES_FILE },
});
