import type { Auth } from './auth/auth';
import type { CatalogueCache } from './cache/catalogue-cache';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { RateLimitStore } from './http/rate-limit';
import type { BackgroundPace } from './jobs/background-pace';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import type { Mailer } from './mail/mailer';
import type { WebhookInbox } from './webhooks/inbox';

/** What every route module receives. Modules take what they need from it. */
export type AppDeps = {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  /** Public catalogue responses; every catalogue write invalidates it (see cache/catalogue-cache). */
  catalogue: CatalogueCache;
  /** Rendered public pages for visitors (pages/spa.ts), a dependent of `catalogue`; set once the
   * page routes are created. */
  pageCache?: CatalogueCache;
  /** Search results pages (pages/spa.ts): a page cache of their own. */
  searchPageCache?: CatalogueCache;
  /** Business time (renewals, reminders, the sandbox's billing); tests move it forward. */
  clock: Clock;
  /** People's requests to this process, which background work gives way to (jobs/background-pace.ts). */
  backgroundPace: BackgroundPace;
  /** Where webhooks wait during a rush (webhooks/inbox.ts); set once the job queue has started. */
  webhookInbox?: WebhookInbox;
};
