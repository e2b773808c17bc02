import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_IMAGE_HOSTS } from '../core/schemas/product';
import { DEFAULT_SHOPIFY_API_VERSION, isQuarterlyApiVersion } from '../core/shopify/api-version';
import { DEFAULT_SHOP_NAME_FALLBACK } from './lib/brand-defaults';

/** HMRC's own example of a valid UK VAT number: a placeholder until the shop sets VAT_NUMBER. */
export const DEFAULT_VAT_NUMBER = 'GB 999 9999 73';

/** The sandbox admin token outside production (tests and the local export use it). */
const SANDBOX_ADMIN_TOKEN_DEV = 'sandbox-admin-token';
/** The sandbox's private Storefront token outside production (the server's own calls). */
export const SANDBOX_STOREFRONT_PRIVATE_TOKEN_DEV = 'sandbox-storefront-private-token';

/**
 * Minutes between scheduled inventory syncs from Shopify: steps that divide an hour or a day evenly,
 * so the cron schedule (stock/sync-job.ts) runs at even intervals; 0 is off.
 */
export const INVENTORY_SYNC_MINUTE_CHOICES = [
  0, 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60, 120, 180, 240, 360, 480, 720, 1440,
];

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.url().optional();

/**
 * Every environment variable the shop reads. README.md documents each one; keep them in step.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  CATALOGUE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(10_000).default(200),
  DATA_DIR: z.string().min(1).default('./data'),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SHOPIFY_STORE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/, 'must look like your-store.myshopify.com')
    .optional(),
  SHOPIFY_STOREFRONT_TOKEN: z.string().min(1).optional(),
  /** The server's Storefront token (Shopify-Storefront-Private-Token), never sent to browsers. */
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN: z.string().min(1).optional(),
  SHOPIFY_ADMIN_TOKEN: z.string().min(1).optional(),
  SHOPIFY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How long a webhook event's claim holds while its handler runs; after it, a redelivery takes
   * the claim over (its claimant died). Fault tests shorten it. */
  SHOPIFY_WEBHOOK_CLAIM_LEASE_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
  SHOPIFY_SANDBOX: booleanFromEnv.optional(),
  SHOPIFY_SANDBOX_ADMIN_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS: booleanFromEnv.default(true),
  /** The Shopify plan whose Admin API rate limit the sandbox applies (decision 154). */
  SHOPIFY_SANDBOX_PLAN: z.enum(['standard', 'advanced', 'plus', 'enterprise']).default('standard'),
  /** Shrinks the sandbox's webhook redelivery schedule (5 s, 15 s, 45 s… × this) for tests that
   * wait on redeliveries; 1 is Shopify's own schedule. */
  SHOPIFY_SANDBOX_WEBHOOK_RETRY_SCALE: z.coerce.number().min(0.001).max(1).default(1),
  SHOPIFY_API_VERSION: z
    .string()
    .refine(isQuarterlyApiVersion, 'must be a quarterly Shopify version such as 2026-10')
    .default(DEFAULT_SHOPIFY_API_VERSION),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SHOP_NAME: z.string().min(1).max(60).default(DEFAULT_SHOP_NAME_FALLBACK),
  SUPPORT_EMAIL: z.email().default('hello@habbaandhoney.example'),
  // The largest refund (pence) a member of staff may give; above it only an owner may
  // (docs/decisions/092-staff-roles.md). £100 unless set.
  STAFF_REFUND_LIMIT_PENCE: z.coerce.number().int().min(0).max(100_000_000).default(10_000),
  /** The seller's VAT registration number on invoices (docs/decisions/027-uk-vat-invoices-in-pdf.md). */
  VAT_NUMBER: z
    .string()
    .regex(/^GB ?\d{3} ?\d{4} ?\d{2}( ?\d{3})?$/, 'must look like GB 123 4567 89')
    .default(DEFAULT_VAT_NUMBER),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SOCIAL_PROOF_ENABLED: booleanFromEnv.default(true),
  SOCIAL_WIDGET_ID: z.string().min(1).optional(),
  MAP_EMBED_URL: optionalUrl,
  RATE_LIMITS: booleanFromEnv.optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  IMAGE_HOSTS: z
    .string()
    .regex(
      /^\s*[a-z0-9.-]+(\s*,\s*[a-z0-9.-]+)*\s*$/i,
      'must be host names separated by commas, e.g. cdn.shopify.com,images.example.com',
    )
    .optional(),
  DEV_OUTBOX: booleanFromEnv.default(false),
  ENABLE_TEST_ROUTES: booleanFromEnv.default(false),
  SEED_DEMO_ADMIN: booleanFromEnv.optional(),
  INVENTORY_SYNC_MINUTES: z.coerce
    .number()
    .int()
    .refine((n) => INVENTORY_SYNC_MINUTE_CHOICES.includes(n), {
      message: `must be one of ${INVENTORY_SYNC_MINUTE_CHOICES.join(', ')} (0 turns the sync off)`,
    })
    .optional(),
  BACKUP_DIR: z.string().min(1).default('./backups'),
  /** pg-boss cron of the scheduled backup (UTC); `off` turns it off. */
  BACKUP_CRON: z
    .string()
    .regex(
      /^(off|(\S+\s+){4}\S+)$/,
      'must be a cron expression of five fields (e.g. 0 3 * * *) or off',
    )
    .default('0 3 * * *'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** Encrypts and authenticates every backup (decision 124); else DATA_DIR/backup-key.txt. */
  BACKUP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Folder (bucket and prefix) of S3-compatible storage each backup is copied to, path-style. */
  BACKUP_S3_URL: z.url({ protocol: /^https?$/ }).optional(),
  BACKUP_S3_REGION: z.string().min(1).default('us-east-1'),
  BACKUP_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  BACKUP_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Folder of pg_dump and pg_restore when they are not on PATH. */
  PG_BIN: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  ALERT_EMAIL: z.email().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

/** A real Shopify store needs all four (else the built-in sandbox stands in). */
const SHOPIFY_STORE_KEYS =
  'SHOPIFY_STORE_DOMAIN, SHOPIFY_STOREFRONT_TOKEN, SHOPIFY_STOREFRONT_PRIVATE_TOKEN and SHOPIFY_ADMIN_TOKEN';

export type Config = {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dir: string };
  dataDir: string;
  /** Entries the in-process catalogue cache keeps; 0 keeps none (every read goes to the database). */
  catalogueCacheEntries: number;
  /** Rendered pages the page cache keeps; 0 keeps none (every page is rendered: bench's cache-miss rate). */
  pageCacheEntries: number;
  authSecret: string;
  shopName: string;
  supportEmail: string;
  /** Refunds above this (pence) need the owner role. */
  staffRefundLimitPence: number;
  /** Printed on VAT invoices; HMRC's example number until the shop sets VAT_NUMBER. */
  vatNumber: string;
  mail: { smtpUrl: string | null; from: string };
  redisUrl: string | null;
  shopify: {
    apiVersion: string;
    /** null: the sandbox storefront in this server is used. */
    store: {
      domain: string;
      storefrontToken: string;
      /** The server's Storefront calls use it, with the buyer's address
       * (docs/decisions/051-storefront-buyer-ip.md). */
      storefrontPrivateToken: string;
      adminToken: string;
    } | null;
    webhookSecret: string;
    /** A webhook event's claim is taken over by a redelivery after this long without its work
     * being stored (src/server/shopify/delivery-guard.ts). */
    webhookClaimLeaseMs: number;
    /**
     * The built-in sandbox store (mounted at /sandbox/shopify) when no real store is configured:
     * on by default except in production with DATABASE_URL, where SHOPIFY_SANDBOX=true is needed.
     * Its admin token is a constant only outside production.
     */
    sandbox: {
      adminToken: string;
      /** The sandbox Storefront API's private token (the server's calls); a constant only
       * outside production. */
      storefrontPrivateToken: string;
      /** The sandbox sends inventory_levels/update when a quantity changes, as Shopify does;
       * tests of the pull sync alone turn it off (SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS=false). */
      inventoryWebhooks: boolean;
      /** Multiplies the sandbox's webhook redelivery delays (1: Shopify's schedule). */
      webhookRetryScale: number;
      /** The plan whose Admin API leaky bucket the sandbox applies to every request. */
      plan: 'standard' | 'advanced' | 'plus' | 'enterprise';
      /** Each answer is executed against Shopify's published schema and a misfit answered 500
       * (src/sandbox/answer-check.ts): under NODE_ENV=test only, never in production. */
      checkAnswers: boolean;
    } | null;
  };
  /** Origins whose state-changing API requests are accepted (CSRF): PUBLIC_URL's, plus both
   * loopback origins on the embedded default without PUBLIC_URL. */
  trustedOrigins: string[];
  /** Hosts an admin image URL may point at over https (besides the shop's own origin). */
  imageHosts: string[];
  socialProofEnabled: boolean;
  socialWidgetId: string | null;
  mapEmbedUrl: string | null;
  rateLimitsEnabled: boolean;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Proxies in front of the app (TRUST_PROXY_HOPS); 0 when TRUST_PROXY is off. The client
   * address is the X-Forwarded-For entry this many hops from the right. */
  trustProxyHops: number;
  devOutbox: boolean;
  enableTestRoutes: boolean;
  seedDemoAdmin: boolean;
  /** Minutes between scheduled inventory syncs from Shopify; 0: off (the default under tests). */
  inventorySyncMinutes: number;
  logLevel: Env['LOG_LEVEL'];
  backup: {
    /** Where `npm run backup` and the scheduled backup write (BACKUP_DIR, resolved). */
    dir: string;
    /** pg-boss cron of the scheduled backup; null: off. */
    cron: string | null;
    /** Scheduled backups kept; older ones are deleted after each new one. */
    keep: number;
    /** Folder of pg_dump/pg_restore; null: PATH. */
    pgBin: string | null;
    /** BACKUP_KEY; null: the key generated in DATA_DIR/backup-key.txt (ops/backup/encryption.ts). */
    key: string | null;
    /** Where each backup is also copied (S3-compatible); null: nowhere. */
    s3: { url: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
  };
  /** GET /metrics needs this bearer token; null: /metrics is off (404). */
  metricsToken: string | null;
  /** Who operational alerts go to (ALERT_EMAIL, else SUPPORT_EMAIL). */
  alertEmail: string;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const embedded = !env.DATABASE_URL;
  // Test routes move the clock and set order statuses without signing in: never in production,
  // whatever the database. Journeys and process tests that need them run the production build
  // with NODE_ENV=test (docs/decisions/061-test-routes-never-in-production.md).
  if (isProduction && env.ENABLE_TEST_ROUTES) {
    throw new ConfigError(
      'Invalid environment configuration:\n  ENABLE_TEST_ROUTES: refused in production (NODE_ENV=production); test servers run with NODE_ENV=test',
    );
  }
  // The development outbox lists every email sent, reset and sign-in links too, to anyone who
  // asks: like the test routes, never in production, whatever the database.
  if (isProduction && env.DEV_OUTBOX) {
    throw new ConfigError(
      'Invalid environment configuration:\n  DEV_OUTBOX: refused in production (NODE_ENV=production): it lists every email sent, reset links too, to anyone',
    );
  }
  const dataDir = resolve(env.DATA_DIR);

  const shopifyKeys = [
    env.SHOPIFY_STORE_DOMAIN,
    env.SHOPIFY_STOREFRONT_TOKEN,
    env.SHOPIFY_STOREFRONT_PRIVATE_TOKEN,
    env.SHOPIFY_ADMIN_TOKEN,
  ].filter(Boolean).length;
  if (shopifyKeys !== 0 && shopifyKeys !== 4) {
    throw new ConfigError(
      `Invalid environment configuration:\n  ${SHOPIFY_STORE_KEYS} must be set together`,
    );
  }

  if (env.BACKUP_S3_URL && !(env.BACKUP_S3_ACCESS_KEY_ID && env.BACKUP_S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  BACKUP_S3_URL needs BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY',
    );
  }

  // A real deployment (PostgreSQL) must bring its own secrets; the embedded default keeps
  // generated development secrets in its data folder so restarts keep sessions valid.
  const requireSecret = (name: 'BETTER_AUTH_SECRET' | 'SHOPIFY_WEBHOOK_SECRET') => {
    const value = env[name];
    if (value) return value;
    if (!embedded && isProduction) {
      throw new ConfigError(
        `Invalid environment configuration:\n  ${name}: required in production with DATABASE_URL`,
      );
    }
    return readOrCreateLocalSecret(dataDir, name);
  };

  const port = env.PORT;
  const authSecret = requireSecret('BETTER_AUTH_SECRET');
  const store =
    env.SHOPIFY_STORE_DOMAIN &&
    env.SHOPIFY_STOREFRONT_TOKEN &&
    env.SHOPIFY_STOREFRONT_PRIVATE_TOKEN &&
    env.SHOPIFY_ADMIN_TOKEN
      ? {
          domain: env.SHOPIFY_STORE_DOMAIN,
          storefrontToken: env.SHOPIFY_STOREFRONT_TOKEN,
          storefrontPrivateToken: env.SHOPIFY_STOREFRONT_PRIVATE_TOKEN,
          adminToken: env.SHOPIFY_ADMIN_TOKEN,
        }
      : null;
  // The sandbox takes test-card "payments": never on by accident in a real deployment.
  const sandboxEnabled = !store && (env.SHOPIFY_SANDBOX ?? !(isProduction && !embedded));
  if (!store && !sandboxEnabled) {
    throw new ConfigError(
      `Invalid environment configuration:\n  ${
        env.SHOPIFY_SANDBOX === false ? 'SHOPIFY_SANDBOX=false' : 'production with DATABASE_URL'
      } needs a Shopify store: set ${SHOPIFY_STORE_KEYS}, or SHOPIFY_SANDBOX=true to run the built-in test store (test card payments, no real money)`,
    );
  }
  const derivedToken = (purpose: string) =>
    createHmac('sha256', authSecret).update(purpose).digest('hex');
  const sandbox = sandboxEnabled
    ? {
        adminToken:
          env.SHOPIFY_SANDBOX_ADMIN_TOKEN ??
          (isProduction ? derivedToken('shopify-sandbox-admin-token') : SANDBOX_ADMIN_TOKEN_DEV),
        storefrontPrivateToken: isProduction
          ? derivedToken('shopify-sandbox-storefront-private-token')
          : SANDBOX_STOREFRONT_PRIVATE_TOKEN_DEV,
        inventoryWebhooks: env.SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS,
        webhookRetryScale: env.SHOPIFY_SANDBOX_WEBHOOK_RETRY_SCALE,
        plan: env.SHOPIFY_SANDBOX_PLAN,
        checkAnswers: env.NODE_ENV === 'test',
      }
    : null;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const trustedOrigins = env.PUBLIC_URL
    ? [new URL(publicUrl).origin]
    : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return {
    env: env.NODE_ENV,
    isProduction,
    port,
    host: env.HOST,
    publicUrl,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dir: join(dataDir, 'pglite') },
    dataDir,
    catalogueCacheEntries: env.CATALOGUE_CACHE_ENTRIES,
    pageCacheEntries: env.PAGE_CACHE_ENTRIES,
    authSecret,
    shopName: env.SHOP_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    staffRefundLimitPence: env.STAFF_REFUND_LIMIT_PENCE,
    vatNumber: env.VAT_NUMBER,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? `${env.SHOP_NAME} <${env.SUPPORT_EMAIL}>`,
    },
    redisUrl: env.REDIS_URL ?? null,
    shopify: {
      apiVersion: env.SHOPIFY_API_VERSION,
      store,
      webhookSecret: requireSecret('SHOPIFY_WEBHOOK_SECRET'),
      webhookClaimLeaseMs: Math.round(env.SHOPIFY_WEBHOOK_CLAIM_LEASE_SECONDS * 1000),
      sandbox,
    },
    trustedOrigins,
    imageHosts: env.IMAGE_HOSTS
      ? env.IMAGE_HOSTS.split(',').map((host) => host.trim().toLowerCase())
      : [...DEFAULT_IMAGE_HOSTS],
    socialProofEnabled: env.SOCIAL_PROOF_ENABLED,
    socialWidgetId: env.SOCIAL_WIDGET_ID ?? null,
    mapEmbedUrl: env.MAP_EMBED_URL ?? null,
    rateLimitsEnabled: env.RATE_LIMITS ?? isProduction,
    trustProxy: env.TRUST_PROXY,
    trustProxyHops: env.TRUST_PROXY ? env.TRUST_PROXY_HOPS : 0,
    devOutbox: env.DEV_OUTBOX,
    enableTestRoutes: env.ENABLE_TEST_ROUTES,
    seedDemoAdmin: env.SEED_DEMO_ADMIN ?? embedded,
    // Off under tests unless asked for: a background sync would overwrite stock a test has set.
    inventorySyncMinutes: env.INVENTORY_SYNC_MINUTES ?? (env.NODE_ENV === 'test' ? 0 : 15),
    logLevel: env.LOG_LEVEL,
    backup: {
      dir: resolve(env.BACKUP_DIR),
      cron: env.BACKUP_CRON === 'off' ? null : env.BACKUP_CRON,
      keep: env.BACKUP_KEEP,
      pgBin: env.PG_BIN ?? null,
      key: env.BACKUP_KEY ?? null,
      s3: env.BACKUP_S3_URL
        ? {
            url: env.BACKUP_S3_URL,
            region: env.BACKUP_S3_REGION,
            accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY ?? '',
          }
        : null,
    },
    metricsToken: env.METRICS_TOKEN ?? null,
    alertEmail: env.ALERT_EMAIL ?? env.SUPPORT_EMAIL,
  };
}

/** The secrets the embedded default generates and keeps in DATA_DIR/secrets.json. */
const LOCAL_SECRETS = {
  BETTER_AUTH_SECRET: EnvSchema.shape.BETTER_AUTH_SECRET,
  SHOPIFY_WEBHOOK_SECRET: EnvSchema.shape.SHOPIFY_WEBHOOK_SECRET,
} as const;
type LocalSecretName = keyof typeof LOCAL_SECRETS;

/**
 * Parses the text of a secrets.json and checks each secret as its environment variable is
 * checked (length); throws an Error naming every problem. Start-up reads DATA_DIR/secrets.json
 * through it, and a restore checks a backup's before installing it (ops/backup/restore.ts).
 */
export function parseLocalSecrets(text: string): Partial<Record<LocalSecretName, string>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('it is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('it is not a JSON object of secrets');
  }
  const problems: string[] = [];
  for (const [name, secret] of Object.entries(value)) {
    if (!(name in LOCAL_SECRETS)) {
      problems.push(`${name}: not a secret the shop keeps`);
      continue;
    }
    const checked = LOCAL_SECRETS[name as LocalSecretName].safeParse(secret);
    if (!checked.success || typeof secret !== 'string') {
      problems.push(
        `${name}: ${checked.success ? 'must be text' : (checked.error.issues[0]?.message ?? 'invalid')}`,
      );
    }
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return value as Partial<Record<LocalSecretName, string>>;
}

function readOrCreateLocalSecret(dataDir: string, name: LocalSecretName): string {
  const file = join(dataDir, 'secrets.json');
  let secrets: Partial<Record<LocalSecretName, string>> = {};
  if (existsSync(file)) {
    try {
      secrets = parseLocalSecrets(readFileSync(file, 'utf8'));
    } catch (err) {
      // Replacing it would sign everyone out and void every webhook secret: say so instead.
      throw new ConfigError(
        `Invalid environment configuration:\n  ${file} is not one the shop would start with: ${(err as Error).message}`,
      );
    }
  }
  const existing = secrets[name];
  if (existing) return existing;
  const value = randomBytes(32).toString('base64url');
  secrets[name] = value;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return value;
}
