/**
 * The flash-sale mix (docs/decisions/135-flash-sale-bench.md), shared by the bench
 * (bench/flash-sale.mjs, minutes) and its CI test (quality/flash-sale-mix.test.ts, seconds):
 * two shop processes and the sandbox store as a process of its own on one PostgreSQL, behind
 * HAProxy with the repo's configuration (deploy/haproxy/haproxy.cfg); a mix of visitors,
 * signed-in shoppers, drawer pricing, checkouts paid on the sandbox's hosted page, staff and a
 * renewal sweep; and the checks afterwards: every paid checkout is exactly one order, stock is
 * the starting stock minus what was sold, no renewal billed twice, no webhook lost.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as OTPAuth from 'otpauth';
import pg from 'pg';
import type { AdminProductDto } from '../../core/api/admin';
import { productToFormInput } from '../../core/schemas/product';
import { adminGraphql } from '../../core/shopify/graphql-document';
import { findProjectRoot } from '../lib/project-root';
import { INVENTORY_INBOX_QUEUE, ORDER_INBOX_QUEUE } from '../webhooks/inbox';
import { readConfirmationPath } from './confirmation-link';
import { PAY_FORM } from './pay-form';

const VARIANT_STOCK_QUERY = adminGraphql`query variantStock($id: ID!) {
  productVariant(id: $id) { inventoryQuantity inventoryItem { tracked } }
}`;

const ROOT = findProjectRoot();
export const HAPROXY_CONFIG = join(ROOT, 'deploy/haproxy/haproxy.cfg');
const SECRET = 'flash-sale-secret-flash-sale-secret-0123';
const WEBHOOK_SECRET = 'flash-sale-webhook-secret-0123';
/** The sandbox's admin token outside production (config.ts): the processes run NODE_ENV=test. */
const SANDBOX_ADMIN_TOKEN = 'sandbox-admin-token';
const API_VERSION_PATH = '/sandbox/shopify/admin/api/2026-10/graphql.json';

/** Where Debian installs HAProxy; null when it is not installed. */
export function haproxyBinary(): string | null {
  for (const path of ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy']) {
    if (existsSync(path)) return path;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Processes

export type Proc = {
  name: string;
  port: number;
  pid: number;
  output: () => string;
  alive: () => boolean;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  /** What it prints once it serves; null: it prints nothing (HAProxy), so a second alive. */
  ready: RegExp | null,
): Promise<Proc> {
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  // The balancer's request log is long (~70 bytes a request): past 64 MB keep the last 32 MB.
  const append = (d: Buffer) => {
    output += String(d);
    if (output.length > 64_000_000) output = output.slice(-32_000_000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const proc: Proc = {
    name,
    port,
    pid: child.pid ?? 0,
    output: () => output,
    alive: () => !exited,
    kill: async (signal = 'SIGTERM') => {
      if (exited) return;
      child.kill(signal);
      await exit;
    },
  };
  return (async () => {
    if (ready === null) {
      await sleep(1000);
      if (exited) throw new Error(`${name} exited: ${output.slice(-4000)}`);
      return proc;
    }
    const deadline = Date.now() + 240_000;
    while (!ready.test(output)) {
      if (exited) throw new Error(`${name} exited: ${output.slice(-4000)}`);
      if (Date.now() > deadline) {
        await proc.kill('SIGKILL');
        throw new Error(`${name} did not start: ${output.slice(-4000)}`);
      }
      await sleep(100);
    }
    return proc;
  })();
}

export type StackPorts = { balancer: number; shop1: number; shop2: number; sandbox: number };

export type Stack = {
  /** The balancer's address: the shop's PUBLIC_URL, where every request of the mix goes. */
  base: string;
  databaseUrl: string;
  shops: Proc[];
  sandbox: Proc;
  balancer: Proc;
  /** The balancer's request log lines so far (deploy/haproxy/haproxy.cfg's log-format). */
  requestLog: () => string[];
  /** Kills shop process `i` (SIGKILL: no goodbye), and starts it again. */
  killShop: (i: number) => Promise<void>;
  startShop: (i: number) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Starts the two shop processes (src/main.ts), the sandbox store (src/sandbox/main.ts) and HAProxy
 * with deploy/haproxy/haproxy.cfg. The processes run NODE_ENV=test with the test routes (the
 * renewal clock, the sandbox's stock and contracts), as bench/renewals.mjs does.
 */
export async function startStack(options: {
  databaseUrl: string;
  ports: StackPorts;
  env?: Record<string, string>;
  /** The sandbox process's own additions (bench:renewals names its database connections). */
  sandboxEnv?: Record<string, string>;
}): Promise<Stack> {
  const haproxy = haproxyBinary();
  if (!haproxy) {
    throw new Error(
      'HAProxy is not installed (apt-get install haproxy; .ci/run installs it): the flash-sale mix runs behind the real balancer.',
    );
  }
  const { ports, databaseUrl } = options;
  const base = `http://127.0.0.1:${ports.balancer}`;
  const dataDirs: string[] = [];
  const appEnv = (port: number) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-flash-'));
    dataDirs.push(dataDir);
    return {
      NODE_ENV: 'test',
      ENABLE_TEST_ROUTES: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: base,
      TRUST_PROXY: 'true',
      RATE_LIMITS: 'false',
      SHOPIFY_SANDBOX: 'true',
      SEED_DEMO_ADMIN: 'false',
      LOG_LEVEL: 'warn',
      BACKUP_CRON: 'off',
      BETTER_AUTH_SECRET: SECRET,
      SHOPIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...options.env,
    };
  };
  const shopPorts = [ports.shop1, ports.shop2];
  const shopEnvs = shopPorts.map((port) => appEnv(port));
  const startShopProcess = (i: number) =>
    startProcess(
      `shop ${i + 1}`,
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'src/main.ts')],
      shopEnvs[i] as Record<string, string>,
      shopPorts[i] as number,
      /is running on/,
    );
  // Both at once: migrations run under an advisory lock.
  const shops = await Promise.all([startShopProcess(0), startShopProcess(1)]);
  const sandbox = await startProcess(
    'sandbox',
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'src/sandbox/main.ts')],
    { ...appEnv(ports.sandbox), ...options.sandboxEnv },
    ports.sandbox,
    /Sandbox store is running on/,
  );
  const balancer = await startProcess(
    'haproxy',
    haproxy,
    ['-db', '-f', HAPROXY_CONFIG],
    {
      LISTEN: `127.0.0.1:${ports.balancer}`,
      SHOP_1: `127.0.0.1:${ports.shop1}`,
      SHOP_2: `127.0.0.1:${ports.shop2}`,
      SANDBOX: `127.0.0.1:${ports.sandbox}`,
      HAPROXY_LOG: 'stdout',
    },
    ports.balancer,
    null,
  ).catch(async (err) => {
    await Promise.all([...shops, sandbox].map((p) => p.kill('SIGKILL')));
    throw err;
  });
  const stack: Stack = {
    base,
    databaseUrl,
    shops,
    sandbox,
    balancer,
    requestLog: () => balancer.output().split('\n'),
    killShop: async (i) => {
      await shops[i]?.kill('SIGKILL');
    },
    startShop: async (i) => {
      shops[i] = await startShopProcess(i);
    },
    stop: async () => {
      await balancer.kill();
      await Promise.all([...shops, sandbox].map((p) => p.kill()));
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
  // Up once the balancer has seen both shops ready and the sandbox healthy.
  await waitUntil(async () => {
    const checks = await Promise.all(
      ['/api/health/ready', '/api/health/ready', '/sandbox/shopify/not-a-route'].map((path) =>
        fetch(`${base}${path}`)
          .then(async (r) => {
            await r.arrayBuffer();
            return r.status;
          })
          .catch(() => 0),
      ),
    );
    return checks[0] === 200 && checks[1] === 200 && checks[2] === 404;
  }, 60_000);
  return stack;
}

// ---------------------------------------------------------------------------------------------
// Browsers

/** Connections kept open between page views, as a browser keeps them. */
const pageAgent = new Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A page view as a browser asks for it (brotli accepted), its body read to the end but not
 * decompressed: fetch would decompress every page in the load driver, which shares the shop's
 * two cores, so the driver's work would be counted against the shop (a browser does that on
 * the shopper's own machine).
 */
function getPage(url: string, headers: Record<string, string>, retried = false): Promise<Response> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(url, { agent: pageAgent, headers, timeout: 30_000 }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of Array.isArray(value) ? value : [value ?? '']) answer.append(name, one);
        }
        const status = res.statusCode ?? 0;
        const empty = status === 204 || status === 304;
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }));
      });
    });
    req.on('timeout', () => req.destroy(new Error('page view timed out after 30 s')));
    req.on('error', (err: NodeJS.ErrnoException) => {
      // The balancer closed a kept-alive connection as this view was sent on it: a browser sends
      // the GET again on a new one (Node's http docs, request.reusedSocket), once.
      if (!answered && !retried && req.reusedSocket && err.code === 'ECONNRESET') {
        getPage(url, headers, true).then(resolve, reject);
        return;
      }
      reject(err);
    });
    req.end();
  });
}

/** A cookie jar with the Origin and address a browser behind the balancer would send. */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  constructor(readonly base: string) {}
  async request(
    path: string,
    init: { method?: string; json?: unknown; form?: Record<string, string>; html?: boolean } = {},
  ) {
    const headers: Record<string, string> = { origin: this.base };
    if (init.html) {
      headers.accept = 'text/html';
      headers['accept-encoding'] = 'br';
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const url = path.startsWith('http') ? path : `${this.base}${path}`;
    const res = init.html
      ? await getPage(url, headers)
      : await fetch(url, {
          method: init.method ?? (body === undefined ? 'GET' : 'POST'),
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq).trim());
      else this.cookies.set(pair.slice(0, eq).trim(), value);
    }
    return res;
  }
}

async function signUp(stack: Stack, browser: Browser, prefix: string) {
  const email = `${prefix}-${randomBytes(5).toString('hex')}@example.co.uk`;
  const password = 'correct-horse-9-flash';
  const res = await browser.request('/api/auth/sign-up/email', {
    json: { email, password, name: 'Amira Khan', firstName: 'Amira', lastName: 'Khan' },
  });
  if (res.status !== 200) throw new Error(`sign-up ${res.status}: ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string } };
  const confirmed = await browser.request(await readConfirmationPath(stack.databaseUrl, email));
  await confirmed.arrayBuffer();
  if (confirmed.status !== 302) throw new Error(`confirmation answered ${confirmed.status}`);
  return { email, password, userId: user.id };
}

// ---------------------------------------------------------------------------------------------
// The sale's setting

export type Sale = {
  /** The variant on sale (the 100 ml oil): its shop id, Shopify gid and starting stock. */
  flash: { variantId: string; gid: string; startStock: number };
  /** The variant staff set the stock of, and its product (staff edit it). */
  staff: { variantId: string; productId: string; gid: string };
  shoppers: Browser[];
  admin: Browser;
  /** Contracts due today (the renewal sweep bills them). */
  renewals: number;
  pageProducts: string[];
};

async function query<T extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** London's date today (the renewal's due date). */
function londonToday() {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/**
 * Sets the sale up: the flash variant's stock on the sandbox (its inventory webhook brings it to
 * the shop), signed-in shoppers, a member of staff with a second factor, and `renewals` contracts
 * due today.
 */
export async function prepareSale(
  stack: Stack,
  options: { shoppers: number; startStock: number; renewals: number },
): Promise<Sale> {
  const db = stack.databaseUrl;
  const [flashRow] = await query<{ id: string; gid: string }>(
    db,
    `select v.id, v.shopify_gid as gid from product_variants v join products p on p.id = v.product_id
     where p.handle = 'black-seed-oil' and v.title = '100ml'`,
  );
  const [staffRow] = await query<{ id: string; product_id: string; gid: string }>(
    db,
    `select v.id, v.product_id, v.shopify_gid as gid from product_variants v join products p on p.id = v.product_id
     where p.handle <> 'black-seed-oil' and v.shopify_gid is not null and p.published order by p.handle, v.position limit 1`,
  );
  if (!flashRow || !staffRow) throw new Error('the seeded catalogue has no oil or second product');
  const products = await query<{ handle: string }>(
    db,
    `select handle from products where published order by handle limit 6`,
  );
  // Stock on "Shopify"; the sandbox's inventory_levels/update brings it to the shop.
  for (const [gid, quantity] of [
    [flashRow.gid, options.startStock],
    [staffRow.gid, 50],
  ] as const) {
    const res = await fetch(`${stack.base}/sandbox/shopify/test/inventory`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variantGid: gid, quantity }),
    });
    if (res.status !== 200) throw new Error(`sandbox stock ${res.status}: ${await res.text()}`);
  }
  await waitUntil(async () => {
    const rows = await query<{ q: number | null }>(
      db,
      'select inventory_quantity as q from product_variants where id = $1',
      [flashRow.id],
    );
    return rows[0]?.q === options.startStock;
  }, 30_000);

  const shoppers = await Promise.all(
    Array.from({ length: options.shoppers }, async () => {
      const browser = new Browser(stack.base);
      await signUp(stack, browser, 'shopper');
      return browser;
    }),
  );
  const admin = new Browser(stack.base);
  const account = await signUp(stack, admin, 'staff');
  await query(db, `insert into user_roles (user_id, role) values ($1, 'admin')`, [account.userId]);
  await query(db, `insert into staff_roles (user_id, role) values ($1, 'owner')`, [account.userId]);
  const enabled = await admin.request('/api/auth/two-factor/enable', {
    json: { password: account.password },
  });
  if (enabled.status !== 200) throw new Error(`two-factor ${enabled.status}`);
  const totp = OTPAuth.URI.parse(((await enabled.json()) as { totpURI: string }).totpURI);
  const verified = await admin.request('/api/auth/two-factor/verify-totp', {
    json: { code: (totp as OTPAuth.TOTP).generate() },
  });
  if (verified.status !== 200) throw new Error(`two-factor verify ${verified.status}`);

  if (options.renewals > 0) {
    const created = await fetch(`${stack.base}/sandbox/shopify/test/contracts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: options.renewals, emailPrefix: 'flash-renewal' }),
    });
    const { ids } = (await created.json()) as { ids: string[] };
    const today = londonToday();
    const subIds = ids.map(() => randomUUID());
    await query(
      db,
      `insert into subscriptions (id, email, status, frequency_days, next_delivery_date, minimum_end_date, shopify_contract_id, reminder_sent_for)
       select id, 'flash-renewal-' || ord || '@example.co.uk', 'active', 30, $2::date, $2::date, contract, $2::date
       from unnest($1::uuid[], $3::text[]) with ordinality as t(id, contract, ord)`,
      [subIds, today, ids],
    );
    await query(
      db,
      `insert into subscription_items (subscription_id, product_title, variant_title, quantity, price_at_subscribe)
       select id, 'Organic Black Seed Oil', '100ml', 1, 14.24 from unnest($1::uuid[]) as t(id)`,
      [subIds],
    );
  }
  return {
    flash: { variantId: flashRow.id, gid: flashRow.gid, startStock: options.startStock },
    staff: { variantId: staffRow.id, productId: staffRow.product_id, gid: staffRow.gid },
    shoppers,
    admin,
    renewals: options.renewals,
    pageProducts: products.map((p) => p.handle),
  };
}

// ---------------------------------------------------------------------------------------------
// The mix

export type Sample = { kind: string; ms: number; ok: boolean; status: number; at: number };

export class Recorder {
  readonly samples: Sample[] = [];
  /** Paid checkouts: the order number the thank-you page showed, and the units of the sale. */
  readonly paid: { orderNumber: string; units: number }[] = [];
  /** Refused payments (the sale sold out): not errors, not orders. */
  soldOut = 0;
  /** Stock staff last set on their variant. */
  staffStock: number | null = null;
  errors: { kind: string; status: number; detail: string }[] = [];
  add(kind: string, started: number, status: number, ok: boolean, detail = '') {
    const now = performance.now();
    this.samples.push({ kind, ms: now - started, ok, status, at: Date.now() });
    if (!ok && this.errors.length < 50)
      this.errors.push({ kind, status, detail: detail.slice(0, 300) });
  }
}

/** How many workers of each kind run at once (each a loop: one request, then the next). */
export type MixShape = {
  visitors: number;
  signedIn: number;
  search: number;
  drawer: number;
  checkout: number;
  /** Milliseconds between staff's edits (a product edit and a stock set each). */
  staffEveryMs: number;
};

const SEARCH_WORDS = ['oil', 'honey', 'black seed', 'capsules', 'cumin', 'manuka', 'gift', 'tea'];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/**
 * Arrivals a second of each kind, at random (a Poisson process), whatever the shop's answers:
 * an open loop, so a slow answer does not hold the next shopper back, and a latency is measured
 * from when the request was due (a late start counts against the shop).
 */
export type MixRates = {
  /** Page views of anonymous visitors (home, listings, product pages: the cached pages). */
  visitors: number;
  /** Page views of signed-in shoppers, each followed by an account API call. */
  signedIn: number;
  /** Searches (never cached: each query is new). */
  search: number;
  /** Cart drawer prices. */
  drawer: number;
  /** Checkouts begun (each: drawer price, the shop's checkout, the hosted page, the payment). */
  checkout: number;
  staffEveryMs: number;
};

/** Outstanding arrivals of one kind beyond which the driver records a failure, not a request. */
const MAX_OUTSTANDING = 2_000;

async function timed(
  rec: Recorder,
  kind: string,
  fn: () => Promise<Response>,
  ok: (status: number) => boolean = (s) => s >= 200 && s < 400,
  started = performance.now(),
): Promise<Response | null> {
  try {
    const res = await fn();
    const good = ok(res.status);
    if (!good) {
      rec.add(kind, started, res.status, false, await res.text().catch(() => ''));
      return null;
    }
    rec.add(kind, started, res.status, true);
    return res;
  } catch (err) {
    rec.add(kind, started, 0, false, err instanceof Error ? err.message : String(err));
    return null;
  }
}

async function drain(res: Response | null) {
  if (res) await res.arrayBuffer().catch(() => undefined);
}

/** One paid checkout: drawer price, the shop's checkout, the hosted page, the payment. */
async function checkoutOnce(sale: Sale, rec: Recorder, browser: Browser, due?: number) {
  const units = 1 + Math.floor(Math.random() * 2);
  const lines = [
    { kind: 'one-time', variantId: sale.flash.variantId, packSize: 1, quantity: units },
  ];
  const priced = await timed(
    rec,
    'drawer price',
    () => browser.request('/api/cart/price', { json: { lines } }),
    undefined,
    due,
  );
  if (!priced) return;
  const { totalPence } = (await priced.json()) as { totalPence: number };
  const checkout = await timed(rec, 'checkout (shop)', () =>
    browser.request('/api/checkout', { json: { lines, expectedTotalPence: totalPence } }),
  );
  if (!checkout) return;
  const { checkoutUrl } = (await checkout.json()) as { checkoutUrl: string };
  const page = await timed(rec, 'hosted checkout page', () => browser.request(checkoutUrl));
  if (!page) return;
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  if (!action) {
    rec.errors.push({ kind: 'hosted checkout page', status: 200, detail: 'no form' });
    return;
  }
  const started = performance.now();
  let paid: Response;
  try {
    paid = await browser.request(action, { form: PAY_FORM });
  } catch (err) {
    rec.add('payment', started, 0, false, String(err));
    return;
  }
  if (paid.status === 409) {
    // Sold out: the card was not charged (decision 112).
    await drain(paid);
    rec.soldOut += 1;
    rec.add('payment', started, 409, true);
    return;
  }
  if (paid.status !== 303) {
    rec.add('payment', started, paid.status, false, await paid.text().catch(() => ''));
    return;
  }
  await drain(paid);
  rec.add('payment', started, 303, true);
  const thanks = await timed(rec, 'hosted checkout page', () =>
    browser.request(paid.headers.get('location') ?? ''),
  );
  if (!thanks) return;
  const orderNumber = /Order <strong>#(\d+)<\/strong>/.exec(await thanks.text())?.[1];
  if (!orderNumber) {
    rec.errors.push({ kind: 'payment', status: 200, detail: 'thank-you page without a number' });
    return;
  }
  rec.paid.push({ orderNumber, units });
}

/** Staff: edit the product's description, and set the stock of its variant. */
async function staffOnce(sale: Sale, rec: Recorder, round: number) {
  const got = await timed(rec, 'staff', () =>
    sale.admin.request(`/api/admin/products/${sale.staff.productId}`),
  );
  if (!got) return;
  const { product } = (await got.json()) as { product: AdminProductDto };
  const form = productToFormInput(product);
  form.body_html = `<p>Cold-pressed, edited ${round} times during the sale.</p>`;
  await drain(
    await timed(rec, 'staff', () =>
      sale.admin.request(`/api/admin/products/${sale.staff.productId}`, {
        method: 'PUT',
        json: form,
      }),
    ),
  );
  const variant = product.variants.find((v) => v.id === sale.staff.variantId);
  const quantity = 40 + (round % 20);
  const set = await timed(
    rec,
    'staff',
    () =>
      sale.admin.request(`/api/admin/inventory/variants/${sale.staff.variantId}`, {
        method: 'PUT',
        json: { quantity, expected: variant?.inventoryQuantity ?? null },
      }),
    // A stale figure (the inventory webhook of the last set not in yet) is refused, as designed.
    (s) => s === 200 || s === 409,
  );
  if (set?.status === 200) rec.staffStock = quantity;
  await drain(set);
}

/**
 * Runs the mix for `seconds`: with `shape`, each kind a set of looping workers (a closed loop:
 * the load follows the shop's speed); with `rates`, arrivals at those rates (an open loop: the
 * load is set, and latency is measured against it). `events` run at their second (the renewal
 * sweep, a killed process). Resolves when every request begun has ended.
 */
export async function runMix(
  stack: Stack,
  sale: Sale,
  options: {
    seconds: number;
    events?: { atSecond: number; name: string; run: () => Promise<void> }[];
  } & ({ shape: MixShape; rates?: undefined } | { rates: MixRates; shape?: undefined }),
): Promise<Recorder> {
  const rec = new Recorder();
  const until = Date.now() + options.seconds * 1000;
  const running = () => Date.now() < until;
  const visitor = new Browser(stack.base);
  const products = sale.pageProducts;
  const visitorPaths = () =>
    pick(['/', '/shop', '/shop?collection=black-seed', `/product/${pick(products)}`]);
  const shopperOf = (i: number) => sale.shoppers[i % sale.shoppers.length] as Browser;

  // Each kind's work for its i-th worker or arrival, `due` when it was to start (open loop).
  const visit = async (_i: number, due?: number) =>
    drain(
      await timed(
        rec,
        'page (visitor)',
        () => visitor.request(visitorPaths(), { html: true }),
        undefined,
        due,
      ),
    );
  const search = async (_i: number, due?: number) => {
    const q = encodeURIComponent(`${pick(SEARCH_WORDS)} ${randomBytes(2).toString('hex')}`);
    await drain(
      await timed(
        rec,
        'page (search)',
        () => visitor.request(`/search?q=${q}`, { html: true }),
        undefined,
        due,
      ),
    );
  };
  const signedIn = async (i: number, due?: number) => {
    const shopper = shopperOf(i);
    const path = pick(['/', '/shop', `/product/${pick(products)}`, '/account']);
    await drain(
      await timed(
        rec,
        'page (signed in)',
        () => shopper.request(path, { html: true }),
        undefined,
        due,
      ),
    );
    await drain(
      await timed(rec, 'account api', () =>
        shopper.request(pick(['/api/me', '/api/account/orders'])),
      ),
    );
  };
  const drawer = async (i: number, due?: number) => {
    const lines = [
      { kind: 'one-time', variantId: sale.flash.variantId, packSize: 1, quantity: 1 + (i % 3) },
    ];
    await drain(
      await timed(
        rec,
        'drawer price',
        () => shopperOf(i).request('/api/cart/price', { json: { lines } }),
        undefined,
        due,
      ),
    );
  };
  // Half signed in, half guests.
  const checkout = (i: number, due?: number) =>
    checkoutOnce(sale, rec, i % 2 === 0 ? shopperOf(i) : new Browser(stack.base), due);

  const loops: Promise<void>[] = [];
  const loop = (count: number, body: (i: number) => Promise<void>) => {
    for (let i = 0; i < count; i += 1) {
      loops.push(
        (async () => {
          while (running()) await body(i);
        })(),
      );
    }
  };
  const arrivals = (kind: string, perSecond: number, body: typeof visit) => {
    if (perSecond <= 0) return;
    loops.push(
      (async () => {
        const outstanding = new Set<Promise<void>>();
        let due = performance.now();
        for (let i = 0; running(); i += 1) {
          due += -Math.log(1 - Math.random()) * (1000 / perSecond);
          const wait = due - performance.now();
          if (wait >= 1) await sleep(wait);
          if (outstanding.size >= MAX_OUTSTANDING) {
            rec.add(kind, due, 0, false, `${MAX_OUTSTANDING} requests of this kind outstanding`);
            continue;
          }
          const work = body(i, due).finally(() => outstanding.delete(work));
          outstanding.add(work);
        }
        await Promise.all(outstanding);
      })(),
    );
  };
  const staffEveryMs = (options.shape ?? options.rates).staffEveryMs;
  if (options.shape) {
    loop(options.shape.visitors, visit);
    loop(options.shape.search, search);
    loop(options.shape.signedIn, signedIn);
    loop(options.shape.drawer, drawer);
    loop(options.shape.checkout, checkout);
  } else {
    arrivals('page (visitor)', options.rates.visitors, visit);
    arrivals('page (search)', options.rates.search, search);
    arrivals('page (signed in)', options.rates.signedIn, signedIn);
    arrivals('drawer price', options.rates.drawer, drawer);
    arrivals('drawer price', options.rates.checkout, checkout);
  }
  let round = 0;
  loop(1, async () => {
    round += 1;
    await staffOnce(sale, rec, round);
    await sleep(Math.min(staffEveryMs, until - Date.now()));
  });
  const started = Date.now();
  const events = (options.events ?? []).map(async (event) => {
    await sleep(event.atSecond * 1000 - (Date.now() - started));
    const t0 = performance.now();
    await event.run();
    rec.samples.push({
      kind: `event: ${event.name}`,
      ms: performance.now() - t0,
      ok: true,
      status: 0,
      at: Date.now(),
    });
  });
  await Promise.all([...loops, ...events]);
  return rec;
}

/** Asks every shop process to sweep due renewals now (the per-minute cron would, within a minute). */
export async function sweepRenewals(stack: Stack) {
  await Promise.all(
    stack.shops.map((shop) =>
      fetch(`http://127.0.0.1:${shop.port}/api/test/clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"days":0}',
      }).then((r) => r.arrayBuffer()),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Figures

export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
}

export type KindFigures = {
  kind: string;
  count: number;
  perSecond: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  errors: number;
};

/** A kind's figures from its answer times (ms, in any order) over `seconds`. */
function figuresOf(kind: string, times: number[], errors: number, seconds: number): KindFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    kind,
    count: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
  };
}

export function figuresByKind(samples: Sample[], seconds: number): KindFigures[] {
  const kinds = new Map<string, Sample[]>();
  for (const s of samples) {
    const list = kinds.get(s.kind);
    if (list) list.push(s);
    else kinds.set(s.kind, [s]);
  }
  return [...kinds].map(([kind, list]) =>
    figuresOf(
      kind,
      list.map((s) => s.ms),
      list.filter((s) => !s.ok).length,
      seconds,
    ),
  );
}

/** The webhooks the balancer passed to the shop: their answer times (Ta) and statuses, in all and by path. */
export function webhookFigures(
  logLines: string[],
  seconds: number,
): KindFigures & { statuses: Record<string, number>; byPath: Record<string, KindFigures> } {
  const ms: number[] = [];
  const msByPath = new Map<string, number[]>();
  const statuses: Record<string, number> = {};
  for (const line of logLines) {
    const m = / POST (\/api\/webhooks\/\S+) (\d{3}) Ta=(-?\d+)/.exec(line);
    if (!m) continue;
    statuses[m[2] as string] = (statuses[m[2] as string] ?? 0) + 1;
    ms.push(Number(m[3]));
    const path = (m[1] as string).replace(/\?.*$/, '');
    const times = msByPath.get(path);
    if (times) times.push(Number(m[3]));
    else msByPath.set(path, [Number(m[3])]);
  }
  // 409: the event's claim is held by a delivery still at work (decision 125), so Shopify
  // delivers it again later: a retry, not a failure. Anything else not 2xx is an error.
  const errors = Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2') && status !== '409')
    .reduce((n, [, c]) => n + c, 0);
  return {
    ...figuresOf('webhook acked (balancer log)', ms, errors, seconds),
    statuses,
    byPath: Object.fromEntries(
      [...msByPath].map(([path, times]) => [path, figuresOf(`webhook ${path}`, times, 0, seconds)]),
    ),
  };
}

/** CPU seconds (user + system) a process has used so far; 0 where /proc cannot tell. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of each part: shops, sandbox, balancer, this driver, PostgreSQL's backends. */
export async function cpuByPart(stack: Stack): Promise<Record<string, number>> {
  const backends = await query<{ pid: number }>(
    stack.databaseUrl,
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  ).catch(() => []);
  return {
    'shop processes': stack.shops.reduce((n, p) => n + cpuSeconds(p.pid), 0),
    sandbox: cpuSeconds(stack.sandbox.pid),
    haproxy: cpuSeconds(stack.balancer.pid),
    'load driver': process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
    postgresql: backends.reduce((n, b) => n + cpuSeconds(b.pid), 0),
  };
}

export function machineFacts() {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
  };
}

// ---------------------------------------------------------------------------------------------
// The checks

export type Checks = {
  paidCheckouts: number;
  /** Paid checkouts stored as exactly one order each. */
  exactlyOneOrder: number;
  missingOrders: string[];
  duplicateOrders: string[];
  sandboxOrders: number;
  /** Sandbox orders (checkouts and renewals) with no order in the shop: lost webhooks. */
  lostWebhooks: number;
  /** Units of the flash variant in Shopify's (the sandbox's) orders: what Shopify sold. */
  unitsSold: number;
  /** Units in the payments the shoppers saw succeed (the load driver's count). */
  unitsSeenPaid: number;
  /** Payments Shopify took while the shopper saw an error (orders beyond those seen paid). */
  paidUnseen: number;
  /** How long after the mix the shop's stock reached Shopify's (ms), or null if it never did. */
  stockSettledMs: number | null;
  startStock: number;
  sandboxStock: number | null;
  shopStock: number | null;
  renewalsDue: number;
  renewalsBilled: number;
  billedTwice: number;
  renewalOrders: number;
  staffStockSet: number | null;
  staffStockOnShopify: number | null;
  /** Deliveries answered on receipt in a rush and worked on by the inbox (decision 162). */
  queuedWebhooks: { orders: number; inventory: number };
  /** Inbox jobs not done once settled (should be 0). */
  inboxPending: number;
  ok: boolean;
  failures: string[];
};

async function sandboxStock(stack: Stack, gid: string): Promise<number | null> {
  const res = await fetch(`${stack.base}${API_VERSION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Shopify-Access-Token': SANDBOX_ADMIN_TOKEN },
    body: JSON.stringify({
      query: VARIANT_STOCK_QUERY,
      variables: { id: gid },
    }),
  });
  const body = (await res.json()) as {
    data?: { productVariant?: { inventoryQuantity: number | null } | null };
  };
  return body.data?.productVariant?.inventoryQuantity ?? null;
}

/**
 * Waits for the webhooks to settle (the shop's orders stop changing and cover the sandbox's),
 * then checks: every paid checkout one order; the sandbox's and the shop's stock the starting
 * stock minus the units sold; every renewal billed once; every sandbox order in the shop.
 */
export async function checkSale(
  stack: Stack,
  sale: Sale,
  rec: Recorder,
  settleMs = 60_000,
): Promise<Checks> {
  const db = stack.databaseUrl;
  const sandboxOrderCount = async () =>
    Number(
      (
        await query<{ n: string }>(
          db,
          `select count(*) as n from sandbox_documents where kind = 'order'`,
        )
      )[0]?.n ?? 0,
    );
  const lostCount = async () =>
    Number(
      (
        await query<{ n: string }>(
          db,
          `select count(*) as n from sandbox_documents d
           where d.kind = 'order' and not exists (
             select 1 from orders o where o.shopify_order_id = d.id or o.order_number = ltrim(d.doc->>'name', '#'))`,
        )
      )[0]?.n ?? 0,
    );
  const billedCount = async () =>
    Number(
      (
        await query<{ n: string }>(
          db,
          `select count(*) as n from subscription_billing_attempts where status = 'succeeded'`,
        )
      )[0]?.n ?? 0,
    );
  const shopStockNow = async () =>
    (
      await query<{ q: number | null }>(
        db,
        'select inventory_quantity as q from product_variants where id = $1',
        [sale.flash.variantId],
      )
    )[0]?.q ?? null;
  // Settled: every sandbox order (checkouts) is in the shop, every renewal due is billed and the
  // shop's stock is Shopify's, or `settleMs` passed. (A webhook whose first delivery died with its
  // process waits for its claim to lapse, SHOPIFY_WEBHOOK_CLAIM_LEASE_SECONDS, and Shopify's next
  // retry: about a minute. The shop stores Shopify's stock as read after each sale, so its figure
  // arrives with the last read-back or inventory webhook.)
  const settleStart = Date.now();
  const deadline = settleStart + settleMs;
  let stockSettledMs: number | null = null;
  while (Date.now() < deadline) {
    const [lostNow, billed, shopNow, shopifyNow] = await Promise.all([
      lostCount(),
      billedCount(),
      shopStockNow(),
      sandboxStock(stack, sale.flash.gid),
    ]);
    if (stockSettledMs === null && shopNow === shopifyNow)
      stockSettledMs = Date.now() - settleStart;
    if (stockSettledMs !== null && shopNow !== shopifyNow) stockSettledMs = null;
    if (lostNow === 0 && billed >= sale.renewals && stockSettledMs !== null) break;
    await sleep(1000);
  }
  const numbers = rec.paid.map((p) => p.orderNumber);
  const perNumber = await query<{ order_number: string; n: string }>(
    db,
    'select order_number, count(*) as n from orders where order_number = any($1::text[]) group by order_number',
    [numbers],
  );
  const counts = new Map(perNumber.map((r) => [r.order_number, Number(r.n)]));
  const missingOrders = numbers.filter((n) => !counts.has(n));
  const duplicateOrders = numbers.filter((n) => (counts.get(n) ?? 0) > 1);
  const sandboxOrders = await sandboxOrderCount();
  const lost = await lostCount();
  const unitsSeenPaid = rec.paid.reduce((n, p) => n + p.units, 0);
  const flashNumericId = sale.flash.gid.split('/').pop() as string;
  const [sold] = await query<{ units: string; orders: string }>(
    db,
    `select coalesce(sum((li->>'quantity')::int), 0) as units, count(distinct d.id) as orders
     from sandbox_documents d, jsonb_array_elements(d.doc->'payload'->'line_items') li
     where d.kind = 'order' and li->>'variant_id' = $1`,
    [flashNumericId],
  );
  const unitsSold = Number(sold?.units ?? 0);
  const [billing] = await query<{ billed: string; twice: string; renewal_orders: string }>(
    db,
    `select
       (select count(distinct subscription_id) from subscription_billing_attempts where status = 'succeeded') as billed,
       (select count(*) from (select subscription_id from subscription_billing_attempts group by subscription_id having count(*) > 1) d) as twice,
       (select count(*) from orders o join subscriptions s on s.email = o.email where s.email like 'flash-renewal-%') as renewal_orders`,
  );
  const [inbox] = await query<{ orders: number; inventory: number; pending: number }>(
    db,
    `select count(*) filter (where name = $1)::int as orders,
            count(*) filter (where name = $2)::int as inventory,
            count(*) filter (where state in ('created', 'retry', 'active'))::int as pending
     from pgboss.job where name in ($1, $2)`,
    [ORDER_INBOX_QUEUE, INVENTORY_INBOX_QUEUE],
  );
  const checks: Checks = {
    paidCheckouts: numbers.length,
    exactlyOneOrder: numbers.filter((n) => counts.get(n) === 1).length,
    missingOrders,
    duplicateOrders,
    sandboxOrders,
    lostWebhooks: lost,
    unitsSold,
    unitsSeenPaid,
    paidUnseen: Math.max(0, Number(sold?.orders ?? 0) - numbers.length),
    stockSettledMs,
    startStock: sale.flash.startStock,
    sandboxStock: await sandboxStock(stack, sale.flash.gid),
    shopStock: await shopStockNow(),
    renewalsDue: sale.renewals,
    renewalsBilled: Number(billing?.billed ?? 0),
    billedTwice: Number(billing?.twice ?? 0),
    renewalOrders: Number(billing?.renewal_orders ?? 0),
    staffStockSet: rec.staffStock,
    staffStockOnShopify: await sandboxStock(stack, sale.staff.gid),
    queuedWebhooks: { orders: inbox?.orders ?? 0, inventory: inbox?.inventory ?? 0 },
    inboxPending: inbox?.pending ?? 0,
    ok: false,
    failures: [],
  };
  const expected = checks.startStock - unitsSold;
  const f = checks.failures;
  if (missingOrders.length > 0) f.push(`${missingOrders.length} paid checkouts have no order`);
  if (duplicateOrders.length > 0) f.push(`${duplicateOrders.length} paid checkouts have 2+ orders`);
  if (checks.lostWebhooks > 0)
    f.push(`${checks.lostWebhooks} sandbox orders never reached the shop`);
  if (checks.inboxPending > 0) f.push(`${checks.inboxPending} queued webhooks still not done`);
  if (checks.sandboxStock !== expected)
    f.push(
      `Shopify's stock is ${checks.sandboxStock}, not ${checks.startStock} − ${unitsSold} = ${expected}`,
    );
  if (checks.shopStock !== expected)
    f.push(`the shop's stock is ${checks.shopStock}, not ${expected}`);
  if (unitsSeenPaid > unitsSold)
    f.push(`shoppers saw ${unitsSeenPaid} units paid, Shopify's orders hold ${unitsSold}`);
  if (checks.renewalsBilled !== checks.renewalsDue)
    f.push(`${checks.renewalsBilled} of ${checks.renewalsDue} renewals billed`);
  if (checks.billedTwice > 0) f.push(`${checks.billedTwice} renewals billed twice`);
  if (checks.staffStockSet !== null && checks.staffStockOnShopify !== checks.staffStockSet)
    f.push(`staff set ${checks.staffStockSet} but Shopify has ${checks.staffStockOnShopify}`);
  checks.ok = f.length === 0;
  return checks;
}

// ---------------------------------------------------------------------------------------------

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await sleep(250);
  }
}
