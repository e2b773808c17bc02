import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_EMPTY_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_UPLOAD_BYTES,
} from '../../core/api/uploads';
import { JSON_ONLY_MESSAGE } from '../http/csrf';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await app.adminClient()).client;
}, 120_000);
afterAll(() => app?.close());

// The smallest files of each kind whose first bytes are the format's signature.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(24, 2),
]);

const upload = (body: Uint8Array | string, type: string, client = admin) =>
  client.request('/api/admin/images', {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });

async function refusal(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

const uploadsDir = () => join(app.config.dataDir, 'uploads');

describe('product image upload', () => {
  it('stores JPEG, PNG and WebP under a content name and serves them cached for a year', async () => {
    for (const [bytes, type, extension] of [
      [PNG, 'image/png', 'png'],
      [JPEG, 'image/jpeg', 'jpg'],
      [WEBP, 'image/webp', 'webp'],
    ] as const) {
      const res = await upload(bytes, type);
      expect(res.status).toBe(201);
      const { url } = (await res.json()) as { url: string };
      expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${extension}$`));
      const name = url.slice('/uploads/'.length);
      expect(readFileSync(join(uploadsDir(), name))).toEqual(bytes);
      const served = await app.fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
    }
    // The type is the bytes' own: a PNG sent as JPEG is stored and served as PNG.
    const mislabelled = await upload(PNG, 'application/octet-stream');
    expect(((await mislabelled.json()) as { url: string }).url).toMatch(/\.png$/);
    expect(readdirSync(uploadsDir()).sort()).toHaveLength(3);
  });

  it('refuses SVG, HTML and other files whatever they claim to be', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const html = '<!doctype html><script>alert(1)</script>';
    for (const [body, type] of [
      [svg, 'image/png'],
      [html, 'image/jpeg'],
      [Buffer.from('GIF89a-----'), 'image/webp'],
      [Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]), 'image/webp'],
    ] as const) {
      const res = await upload(body, type);
      expect(res.status).toBe(415);
      expect(await refusal(res)).toEqual({
        code: 'unsupported_media_type',
        message: IMAGE_TYPE_MESSAGE,
      });
    }
    // Types a foreign page could send without asking (forms, text/plain) never reach the upload.
    for (const type of [
      'image/svg+xml',
      'text/html',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await upload(PNG, type);
      expect(res.status).toBe(415);
      expect((await refusal(res)).message).toBe(JSON_ONLY_MESSAGE);
    }
  });

  it('refuses an empty file and one over 5 MB', async () => {
    const empty = await upload(Buffer.alloc(0), 'image/png');
    expect(empty.status).toBe(400);
    expect((await refusal(empty)).message).toBe(IMAGE_EMPTY_MESSAGE);
    const big = Buffer.concat([JPEG, Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES)]);
    const res = await upload(big, 'image/jpeg');
    expect(res.status).toBe(413);
    expect((await refusal(res)).message).toBe(IMAGE_TOO_LARGE_MESSAGE);
  });

  it('is for staff only, from the shop itself, and serves nothing outside its folder', async () => {
    expect((await upload(PNG, 'image/png', app.client())).status).toBe(401);
    const customer = app.client();
    await customer.signUp({ verify: true });
    expect((await upload(PNG, 'image/png', customer)).status).toBe(403);
    const foreign = await app.fetch('/api/admin/images', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(foreign.status).toBe(403);

    for (const path of [
      '/uploads/..%2fsecrets.json',
      '/uploads/%2e%2e%2fsecrets.json',
      '/uploads/secrets.json',
      `/uploads/${'a'.repeat(32)}.svg`,
      `/uploads/${'a'.repeat(32)}.png`,
    ]) {
      expect((await app.fetch(path)).status).toBe(404);
    }
  });
});
