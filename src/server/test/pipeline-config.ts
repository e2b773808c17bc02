import { loadConfig } from '../config';

/** A production configuration for the HTTP pipeline's tests (no database is opened). */
export const pipelineConfig = (extra: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: '/nonexistent-pipeline-test',
    BETTER_AUTH_SECRET: 'pipeline-secret-pipeline-secret-0123456',
    SHOPIFY_WEBHOOK_SECRET: 'pipeline-webhook-secret-0123456789',
    ...extra,
  });
