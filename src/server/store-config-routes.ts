import { Hono } from 'hono';
import type { Config } from './config';
import type { AppEnv } from './http/app-env';
import { answer } from './http/contract';
import { buildStoreConfig } from './store-config';

/** GET /api/store/config: the browser's public configuration (store-config.ts). */
export function createStoreConfigRoutes(config: Config) {
  const body = buildStoreConfig(config);
  return new Hono<AppEnv>().get('/config', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return answer(c, 'GET /api/store/config', body);
  });
}
