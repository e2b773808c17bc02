import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { gunzipSync, inflateSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, lazyChildLogger } from '../lib/logger';
import { startTestApp, type TestApp } from '../test/harness';
import { pipelineConfig } from '../test/pipeline-config';
import type { AppEnv } from './app-env';
import { COMPRESSION_THRESHOLD } from './compression';
import { createHttpPipeline } from './pipeline';

// The middleware every request goes through (request id, logger, client address, security
// headers, compression, body limit), over real HTTP on @hono/node-server.

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** node:http, which (unlike fetch) sends no Accept-Encoding unless told and never decodes. */
function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: Buffer,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const env = pipelineConfig;

const bigItems = Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Black seed oil ${i}` }));
const logLines: Record<string, unknown>[] = [];

let base = '';
let close: () => Promise<void>;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const logger = createLogger('info', sink);
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    createHttpPipeline({ config: env(), logger, apiBodyLimit: 1000, webhookBodyLimit: 5000 }),
  );
  app.get('/api/small', (c) => c.json({ pong: true }));
  app.get('/api/big', (c) => c.json({ items: bigItems }));
  app.get('/api/etag', (c) => c.json({ items: bigItems }, 200, { ETag: '"v1"' }));
  app.get('/api/no-transform', (c) =>
    c.json({ items: bigItems }, 200, { 'Cache-Control': 'no-store, no-transform' }),
  );
  app.get('/api/vary', (c) => c.json({ items: bigItems }, 200, { Vary: 'Origin' }));
  app.get('/api/own-header', (c) =>
    c.json({ ok: true }, 200, { 'Cross-Origin-Resource-Policy': 'cross-origin' }),
  );
  app.get('/embeddable', (c) => c.html('<p>map</p>', 200, { 'X-Frame-Options': 'SAMEORIGIN' }));
  app.get('/api/stream', (c) => {
    const line = new TextEncoder().encode(`${'x'.repeat(99)}\n`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 30) controller.enqueue(line);
        else controller.close();
      },
    });
    return c.body(body, 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  });
  app.get('/api/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  app.get('/api/logs', (c) => {
    c.get('logger').info({ user: { password: 'hunter2' } }, 'handled');
    return c.json({ id: c.get('requestId'), ip: c.get('clientIp') });
  });
  app.post('/api/echo', async (c) => c.json({ length: (await c.req.text()).length }));
  app.post('/api/webhooks/echo', async (c) => c.json({ length: (await c.req.text()).length }));
  app.get('/page', (c) => c.html(`<!doctype html><p>${'Honey '.repeat(400)}</p>`));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => {
    if (server.listening) resolve();
    else server.once('listening', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close?.());

describe('request context', () => {
  it('gives every response a request id, keeps a valid caller id and replaces a bad one', async () => {
    const fresh = await get(base, '/api/small');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await get(base, '/api/small', { 'X-Request-Id': 'edge-42=abc' });
    expect(kept.headers['x-request-id']).toBe('edge-42=abc');
    const replaced = await get(base, '/api/small', { 'X-Request-Id': 'bad id; drop table' });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await get(base, '/api/small', { 'X-Request-Id': 'a'.repeat(256) });
    expect(tooLong.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs with the request id (redaction kept) and records the client address', async () => {
    const res = await get(base, '/api/logs', { 'X-Request-Id': 'log-test-1' });
    const body = JSON.parse(res.body.toString()) as { id: string; ip: string };
    expect(body).toEqual({ id: 'log-test-1', ip: '127.0.0.1' });
    const line = logLines.find((l) => l.msg === 'handled');
    expect(line?.requestId).toBe('log-test-1');
    expect(line?.user).toEqual({ password: '[Redacted]' });
  });

  it('builds the child logger only when the request logs', () => {
    const lines: Record<string, unknown>[] = [];
    const parent = createLogger(
      'info',
      new Writable({
        write(chunk, _enc, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    const childOf = vi.spyOn(parent, 'child');
    lazyChildLogger(parent, { requestId: 'unused' });
    expect(childOf).not.toHaveBeenCalled();
    const lazy = lazyChildLogger(parent, { requestId: 'r-1' });
    lazy.warn({ token: 'abc' }, 'signed in');
    expect(childOf).toHaveBeenCalledTimes(1);
    lazy.warn('again');
    expect(childOf).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ requestId: 'r-1', msg: 'signed in' }),
      expect.objectContaining({ requestId: 'r-1', msg: 'again' }),
    ]);
    expect(lazy.isLevelEnabled('info')).toBe(true);
    expect(lazy.child({ step: 2 }).bindings()).toEqual({ requestId: 'r-1', step: 2 });
  });
});

describe('security headers', () => {
  it('sends the API policy on /api responses', async () => {
    const res = await get(base, '/api/small');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Document-only headers come with pages, not with JSON.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json');
    expect(JSON.parse(res.body.toString())).toEqual({ pong: true });
  });

  it('sends the document policy (full CSP) on pages', async () => {
    const res = await get(base, '/page');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'self'; object-src 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets a route set one of the headers itself', async () => {
    const api = await get(base, '/api/own-header');
    expect(api.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const page = await get(base, '/embeddable');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('compression', () => {
  it('picks gzip or deflate from Accept-Encoding (highest q, gzip first on a tie)', async () => {
    const encodingFor = async (accept?: string) =>
      (await get(base, '/api/big', accept === undefined ? {} : { 'Accept-Encoding': accept }))
        .headers['content-encoding'];
    expect(await encodingFor(undefined)).toBeUndefined();
    expect(await encodingFor('br')).toBeUndefined();
    expect(await encodingFor('gzip, deflate, br')).toBe('gzip');
    expect(await encodingFor('deflate;q=1, gzip;q=0.5')).toBe('deflate');
    expect(await encodingFor('gzip;q=0, *')).toBe('deflate');
    expect(await encodingFor('identity')).toBeUndefined();
  });

  it('compresses a large JSON answer when the client accepts gzip or deflate', async () => {
    const json = JSON.stringify({ items: bigItems });
    expect(json.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    const gz = await get(base, '/api/big', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gz.body).toString()).toBe(json);
    expect(gz.headers['x-content-type-options']).toBe('nosniff');
    expect(gz.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const deflated = await get(base, '/api/big', { 'Accept-Encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflated.body).toString()).toBe(json);
  });

  it('sends it as it is without Accept-Encoding (pages still say Vary)', async () => {
    const plain = await get(base, '/api/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(JSON.stringify({ items: bigItems }));
    const page = await get(base, '/page');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers.vary).toBe('Accept-Encoding');
  });

  it('leaves a small answer uncompressed, with its length', async () => {
    const res = await get(base, '/api/small', { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-length']).toBe(String('{"pong":true}'.length));
    expect(res.body.toString()).toBe('{"pong":true}');
  });

  it('compresses pages and streams of unknown length', async () => {
    const page = await get(base, '/page', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('Honey Honey');
    const stream = await get(base, '/api/stream', { 'Accept-Encoding': 'gzip' });
    expect(stream.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(stream.body).toString()).toBe(`${'x'.repeat(99)}\n`.repeat(30));
  });

  it('weakens a strong ETag, keeps the route’s Vary, and skips no-transform, images and HEAD', async () => {
    const etag = await get(base, '/api/etag', { 'Accept-Encoding': 'gzip' });
    expect(etag.headers['content-encoding']).toBe('gzip');
    expect(etag.headers.etag).toBe('W/"v1"');
    const vary = await get(base, '/api/vary', { 'Accept-Encoding': 'gzip' });
    expect(vary.headers['content-encoding']).toBe('gzip');
    expect(vary.headers.vary).toBe('Origin, Accept-Encoding');
    const noTransform = await get(base, '/api/no-transform', { 'Accept-Encoding': 'gzip' });
    expect(noTransform.headers['content-encoding']).toBeUndefined();
    const image = await get(base, '/api/image', { 'Accept-Encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);
    const head = await get(base, '/api/big', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});

describe('body limit', () => {
  // JSON bodies: the API refuses any other type (415) before the limit is looked at.
  it('passes bodies under the limit and refuses larger ones with 413, chunked or not', async () => {
    const ok = await get(
      base,
      '/api/echo',
      { 'Content-Type': 'application/json' },
      'POST',
      Buffer.alloc(900, 'a'),
    );
    expect(JSON.parse(ok.body.toString())).toEqual({ length: 900 });
    const large = await get(
      base,
      '/api/echo',
      { 'Content-Type': 'application/json' },
      'POST',
      Buffer.alloc(1001, 'a'),
    );
    expect(large.status).toBe(413);
    expect(large.headers.connection).toBe('close');
    expect(JSON.parse(large.body.toString()).error.code).toBe('payload_too_large');
    const chunked = await get(
      base,
      '/api/echo',
      { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      'POST',
      Buffer.alloc(1001, 'a'),
    );
    expect(chunked.status).toBe(413);
    const chunkedOk = await get(
      base,
      '/api/echo',
      { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      'POST',
      Buffer.alloc(900, 'a'),
    );
    expect(JSON.parse(chunkedOk.body.toString())).toEqual({ length: 900 });
  });

  it('allows webhooks their own, larger limit', async () => {
    const body = Buffer.alloc(4000, 'a');
    const res = await get(
      base,
      '/api/webhooks/echo',
      { 'Content-Type': 'text/plain' },
      'POST',
      body,
    );
    expect(JSON.parse(res.body.toString())).toEqual({ length: 4000 });
  });
});

describe('the app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('answers /api/ping through the whole stack with a request id and the API headers', async () => {
    const res = await get(app.baseUrl, '/api/ping');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ pong: true });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    const gz = await get(app.baseUrl, '/api/ping', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gz.body.toString())).toEqual({ pong: true });
  });

  it('compresses a large catalogue answer and a page for a client that accepts gzip', async () => {
    const path = '/api/store/collections/black-seed/products';
    const plain = await get(app.baseUrl, path);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await get(app.baseUrl, path, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(gz.headers['x-content-type-options']).toBe('nosniff');
    expect(gz.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const page = await get(app.baseUrl, '/', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toMatch(/<html/i);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
