import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { TestClient } from '../test/harness';
import type { Target } from './bad-input-targets';

// The bad bodies the bad-input test sends to each route, and how it sends and judges them.

export const SQL = "x'); drop table users; --";
export const HTML = '<script>alert(1)</script><img src=x onerror=alert(1)>';
const ONE_MB = 'a'.repeat(1024 * 1024);

/** Rows per table, except the ones every request may touch (sessions, rate limits). */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const result = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: table } of result.rows) {
    if (['rate_limits', 'sessions', 'verifications', '__drizzle_migrations'].includes(table)) {
      continue;
    }
    const r = (await db.execute(
      sql.raw(`select count(*)::int as n from "${table}"`),
    )) as unknown as { rows: { n: number }[] };
    counts[table] = Number(r.rows[0]?.n ?? 0);
  }
  return counts;
}

export type Case = { name: string; body: BodyInit; contentType?: string; allowed: number[] };

export function casesFor(target: Target): Case[] {
  const json = (value: unknown) => JSON.stringify(value);
  const valid = target.valid ?? {};
  let n = 0;
  const fresh = () =>
    target.unique
      ? { ...valid, [target.unique]: `bad-input-${Date.now()}-${n++}@example.co.uk` }
      : valid;
  const fields = Object.keys(valid);
  const cases: Case[] = [
    { name: 'empty object (missing fields)', body: '{}', allowed: [400] },
    { name: 'array instead of object', body: '[]', allowed: [400] },
    { name: 'a bare number', body: '42', allowed: [400] },
    { name: 'null', body: 'null', allowed: [400] },
    { name: 'truncated JSON', body: '{"email": "a@', allowed: [400] },
    { name: 'not JSON', body: 'email=a@b.c', allowed: [400, 415] },
    {
      name: 'form content type',
      body: 'email=a@b.c',
      contentType: 'text/plain',
      allowed: [400, 415],
    },
    {
      name: 'invalid UTF-8',
      body: new Uint8Array([
        0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d,
      ]),
      allowed: [400],
    },
    { name: '1 MB body', body: json({ ...fresh(), filler: ONE_MB }), allowed: [413] },
    { name: 'deeply nested', body: `${'['.repeat(5000)}${']'.repeat(5000)}`, allowed: [400] },
  ];
  if (fields.length > 0) {
    if (!target.ignoresUnknownFields) {
      cases.push({
        name: 'unknown field',
        body: json({ ...fresh(), isAdmin: true, role: 'admin' }),
        allowed: [400],
      });
    }
    for (const field of fields.filter((f) => !target.unchecked?.includes(f))) {
      cases.push({
        name: `${field}: wrong type`,
        body: json({ ...fresh(), [field]: { $ne: 1 } }),
        allowed: [400],
      });
      if (!target.optional?.includes(field)) {
        cases.push({
          name: `${field}: missing`,
          body: json({ ...fresh(), [field]: undefined }),
          allowed: [400],
        });
      }
    }
    // Injection payloads in fields with a format (email, enum): rejected, not stored. Free text
    // (names, addresses, messages) is stored as typed and escaped on output.
    for (const field of target.idFields ?? []) {
      for (const [name, payload] of [
        ['SQL', SQL],
        ['HTML', HTML],
      ]) {
        cases.push({
          name: `${field}: ${name}`,
          body: json({ ...fresh(), [field]: payload }),
          allowed: [400, 404, 409],
        });
      }
    }
    for (const field of fields.filter(
      (f) => /email|status|type/i.test(f) || target.formatted?.includes(f),
    )) {
      cases.push({
        name: `${field}: SQL`,
        body: json({ ...fresh(), [field]: SQL }),
        allowed: [400],
      });
      cases.push({
        name: `${field}: HTML`,
        body: json({ ...fresh(), [field]: HTML }),
        allowed: [400],
      });
    }
  } else {
    cases.push({
      name: 'unknown fields only',
      body: json({ isAdmin: true, [SQL]: HTML }),
      allowed: [400],
    });
  }
  return cases;
}

const isBetterAuth = (path: string) => path.startsWith('/api/auth/');

export function hasErrorShape(text: string, path: string) {
  let body: { error?: { code?: unknown; message?: unknown }; code?: unknown; message?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  // better-auth answers its own shape { code, message }; every other route { error: { code, message } }.
  const error = isBetterAuth(path) && !body.error ? body : body.error;
  return typeof error?.code === 'string' && typeof error?.message === 'string';
}

/**
 * Sends over a raw socket, which (unlike fetch or node:http) still reads an early answer, such
 * as a 413 sent before the server has read a 1 MB body and then closes the connection.
 */
export function send(
  client: TestClient,
  target: Target,
  c: Case,
): Promise<{ status: number; text: string }> {
  const body = typeof c.body === 'string' ? Buffer.from(c.body) : Buffer.from(c.body as Uint8Array);
  const url = new URL(`${client.baseUrl}${target.path}`);
  const lines = [
    `${target.method} ${url.pathname}${url.search} HTTP/1.1`,
    `host: ${url.host}`,
    `origin: ${client.baseUrl}`,
    `content-type: ${c.contentType ?? 'application/json'}`,
    `content-length: ${body.length}`,
    'connection: close',
  ];
  if (client.cookies.size > 0) lines.push(`cookie: ${client.cookieHeader()}`);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // EPIPE/ECONNRESET after an early answer; judged on close
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      if (!status) reject(new Error(`no answer from ${target.path}`));
      const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
      let text = raw.slice(raw.indexOf('\r\n\r\n') + 4);
      if (/transfer-encoding: chunked/i.test(head)) {
        let out = '';
        let rest = text;
        for (;;) {
          const eol = rest.indexOf('\r\n');
          const size = Number.parseInt(rest.slice(0, eol), 16);
          if (!size) break;
          out += rest.slice(eol + 2, eol + 2 + size);
          rest = rest.slice(eol + 2 + size + 2);
        }
        text = out;
      }
      resolve({ status, text });
    });
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    socket.write(body);
  });
}
