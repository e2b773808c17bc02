// npm run bench:search — server time of GET /api/search with 1,000 products (the goal:
// p95 under 50 ms, so suggestions keep up with typing). Creates a fresh PostgreSQL database (BENCH_DATABASE_URL or TEST_DATABASE_URL,
// else postgres://postgres@127.0.0.1:5432/postgres), migrates it, seeds the catalogue and adds
// synthetic products up to --products=1000 (with variants, tags and collections), then times the
// search route's handler (zod validation, the SQL and the JSON answer; no network) over a mix of
// whole words, prefixes while typing, typos and filters, one request at a time.
// Options: --products=1000 --requests=600 --warmup=60 --db=postgres|pglite
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { createSearchRoutes } from '../src/server/search/routes.ts';
import { seedCatalogueIfEmpty } from '../src/server/seed/seed-catalogue.ts';
import { BENCH_ADMIN_URL, createBenchDatabase, parseArgs } from './lib.mjs';

const opts = parseArgs(process.argv.slice(2), {
  products: 1000,
  requests: 600,
  warmup: 60,
  db: 'postgres',
});
const adminUrl = BENCH_ADMIN_URL;

const WORDS = {
  origin: ['Manuka', 'Sidr', 'Acacia', 'Himalayan', 'Moroccan', 'Egyptian', 'Yemeni', 'Cornish'],
  base: ['Honey', 'Oil', 'Capsules', 'Resin', 'Tea', 'Balm', 'Soap', 'Powder', 'Tincture'],
  extra: ['Black Seed', 'Turmeric', 'Ginger', 'Lemon', 'Rose', 'Ashwagandha', 'Argan', 'Shea'],
  tags: ['Halal', 'Vegan', 'Organic', 'Raw', 'Cold-Pressed', 'Gift', 'Bestseller', 'New'],
};
const pick = (list, i) => list[i % list.length];

async function seedSynthetic(handle, count) {
  const { db } = handle;
  const existing = Number(
    (await db.execute('select count(*)::int as n from products')).rows[0]?.n ?? 0,
  );
  const missing = Math.max(0, count - existing);
  const rows = Array.from({ length: missing }, (_, i) => {
    const title = `${pick(WORDS.origin, i)} ${pick(WORDS.extra, Math.floor(i / 8))} ${pick(WORDS.base, Math.floor(i / 3))} No. ${i + 1}`;
    return {
      handle: `bench-${i + 1}`,
      title,
      description: `A synthetic product for the search benchmark: ${title.toLowerCase()}, packed in Leicester.`,
      type: pick(WORDS.base, i),
      tags: [pick(WORDS.tags, i), pick(WORDS.tags, i + 3), ...(i % 50 === 0 ? ['Wholesale'] : [])],
      price: (3 + (i % 97) + 0.99).toFixed(2),
    };
  });
  const payload = JSON.stringify(rows);
  // One statement: the products, a variant each, and a place in a collection.
  await db.execute(`
    with incoming as (
      select * from json_to_recordset('${payload.replaceAll("'", "''")}'::json)
        as r(handle text, title text, description text, type text, tags text[], price numeric)
    ), inserted as (
      insert into products (handle, title, description, type, tags, published)
      select handle, title, description, type, tags, true from incoming
      returning id, handle
    ), variants as (
      insert into product_variants (product_id, title, price)
      select i.id, 'Default', r.price from inserted i join incoming r using (handle)
    )
    insert into collection_products (collection_id, product_id, position)
    select (select id from collections order by sort_order limit 1), i.id, 100 from inserted i`);
  return missing;
}

const QUERIES = [
  'q=manuka',
  'q=manuca',
  'q=m',
  'q=man',
  'q=manuk',
  'q=black%20seed',
  'q=blak%20sed',
  'q=honey&kind=products',
  'q=ashwaganda',
  'q=oil&diet=vegan',
  'q=capsules&diet=halal',
  'q=turmeric%20ginger',
  'q=shilajt',
  'q=argan%20oil',
  'q=the%20honey',
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const bench = opts.db === 'postgres' ? await createBenchDatabase(adminUrl) : null;
  const handle = await openDatabase(
    bench ? { kind: 'postgres', url: bench.url, poolSize: 4 } : { kind: 'pglite', dir: null },
  );
  try {
    await migrateDatabase(handle);
    await seedCatalogueIfEmpty(handle.db);
    const added = await seedSynthetic(handle, opts.products);
    await handle.db.execute('analyze');
    const total = (await handle.db.execute('select count(*)::int as n from products')).rows[0].n;
    const routes = createSearchRoutes(handle.db);
    const ask = async (query) => {
      const res = await routes.request(`/?${query}`);
      if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const typo = await ask('q=manuca%20263');
    if (!typo.products.some((p) => p.handle === 'manuka-honey-mgo-263')) {
      throw new Error('"manuca 263" did not find Manuka Honey MGO 263+');
    }
    const manuka = await ask('q=manuca&limit=50');
    if (manuka.products.some((p) => p.tags.some((t) => /wholesale/i.test(t)))) {
      throw new Error('a wholesale product was listed');
    }
    for (let i = 0; i < opts.warmup; i++) await ask(pick(QUERIES, i));
    const times = [];
    const byQuery = new Map();
    for (let i = 0; i < opts.requests; i++) {
      const query = pick(QUERIES, i);
      const start = performance.now();
      await ask(query);
      const ms = performance.now() - start;
      times.push(ms);
      const ofQuery = byQuery.get(query);
      if (ofQuery) ofQuery.push(ms);
      else byQuery.set(query, [ms]);
    }
    times.sort((a, b) => a - b);
    const f = (n) => `${n.toFixed(1)} ms`;
    console.log(
      `search on ${handle.kind}: ${total} products (${added} synthetic), ${opts.requests} requests, load average ${loadavg()[0].toFixed(2)}`,
    );
    console.log(
      `p50 ${f(percentile(times, 50))}  p95 ${f(percentile(times, 95))}  p99 ${f(percentile(times, 99))}  max ${f(times.at(-1))}`,
    );
    for (const [query, list] of byQuery) {
      list.sort((a, b) => a - b);
      console.log(
        `  ${query.padEnd(28)} p50 ${f(percentile(list, 50))}  p95 ${f(percentile(list, 95))}`,
      );
    }
  } finally {
    await handle.close();
    await bench?.drop();
  }
}

await main();
