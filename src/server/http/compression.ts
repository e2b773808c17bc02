import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { presetHeader, requestHeader } from './preset-headers';

type Encoding = 'gzip' | 'deflate';

/** Bodies smaller than this are sent as they are: gzip saves little and costs a stream each. */
export const COMPRESSION_THRESHOLD = 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * gzip or deflate from an Accept-Encoding header, chosen as hono/compress does: the highest q
 * wins, gzip first on a tie, `*` counts for both, q=0 refuses.
 */
export function selectEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ['gzip', 'deflate'] as const) {
    const explicit = accepts.find((a) => a.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcard ?? 0);
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Every response may be compressed for some client: say so to caches. */
export function presetVary(c: Context): void {
  presetHeader(c, 'Vary', 'Accept-Encoding');
}

/** The encoding to compress this response with, if the client accepts one (never for HEAD). */
export function acceptedEncoding(c: Context): Encoding | undefined {
  if (c.req.method === 'HEAD') return undefined;
  return selectEncoding(requestHeader(c, 'accept-encoding'));
}

/**
 * Compresses the handler's response when it is worth it: a compressible type (text, JSON, JS,
 * SVG…) of at least `threshold` bytes, not already encoded, not `no-transform`, not partial. Only
 * called when the client accepts `encoding`; a request without Accept-Encoding costs nothing.
 */
export async function compressResponse(
  c: Context,
  encoding: Encoding,
  threshold = COMPRESSION_THRESHOLD,
): Promise<void> {
  const res = c.res;
  const status = res.status;
  if (status === 204 || status === 206 || status === 304) return;
  const headers = res.headers;
  if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return;
  const type = headers.get('Content-Type');
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
  if (NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')) return;
  // The response's own Vary replaces the preset one when the head is written: keep both.
  const vary = headers.get('Vary');
  if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  const length = headers.get('Content-Length');
  if ((length !== null && Number(length) < threshold) || !res.body) return;

  // Unknown length (a string body, a stream): read up to the threshold to decide.
  const reader = res.body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  if (length === null) {
    while (size < threshold) {
      const chunk = await reader.read();
      if (chunk.done) {
        ended = true;
        break;
      }
      head.push(chunk.value);
      size += chunk.value.byteLength;
    }
    if (ended && size < threshold) {
      replaceResponse(c, new Response(concat(head, size), { status, headers: res.headers }));
      return;
    }
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (ended) controller.close();
    },
    async pull(controller) {
      if (ended) return;
      const chunk = await reader.read();
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  const compressedHeaders = new Headers(res.headers);
  compressedHeaders.delete('Content-Length');
  compressedHeaders.set('Content-Encoding', encoding);
  const etag = compressedHeaders.get('ETag');
  if (etag && !etag.startsWith('W/')) compressedHeaders.set('ETag', `W/${etag}`);
  const stream = new CompressionStream(encoding) as unknown as TransformStream<
    Uint8Array,
    Uint8Array
  >;
  replaceResponse(
    c,
    new Response(body.pipeThrough(stream), { status, headers: compressedHeaders }),
  );
}

/**
 * `c.res = res` without Hono copying the old response's headers onto (and so rebuilding) the new
 * one: `res` already carries them.
 */
function replaceResponse(c: Context, res: Response) {
  c.res = undefined;
  c.res = res;
}
function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
