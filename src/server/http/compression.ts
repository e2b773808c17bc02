import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Bodies smaller than this are sent as they are: gzip saves little and costs a stream each. */
export const COMPRESSION_THRESHOLD = 1024;

const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * hono/compress: gzip or deflate as the client's Accept-Encoding prefers, for a compressible
 * type (text, JSON, JS, SVG…) that is not already encoded (the page cache's and the catalogue's
 * stored brotli/gzip copies, precompressed assets), not `no-transform`, not partial, not HEAD;
 * a strong ETag is weakened and `Vary: Accept-Encoding` added.
 *
 * hono/compress leaves a body under the threshold alone only when it knows its length, and
 * `c.json()`/`c.html()` answers carry none. So, for a client that accepts an encoding, the step
 * inside it (`measureSmallBody`) reads up to `threshold` bytes of such an answer; when that is the
 * whole body it gets its Content-Length (and the Vary compress would have added) and leaves
 * uncompressed, instead of as a gzip stream larger than itself.
 */
export function createCompression(threshold = COMPRESSION_THRESHOLD): MiddlewareHandler {
  const stock = compress({ threshold });
  return (c, next) => {
    if (c.req.method === 'HEAD' || !c.req.header('Accept-Encoding')) return stock(c, next);
    return stock(c, async () => {
      await next();
      await measureSmallBody(c, threshold);
    });
  };
}

async function measureSmallBody(c: Context, threshold: number): Promise<void> {
  const res = c.res;
  const headers = res.headers;
  // Headers first, the body last: reading `res.body` turns @hono/node-server's light Response
  // (a Uint8Array or string it writes to the socket as it is) into a web Response that copies the
  // bytes and is streamed, so an answer this step leaves alone (a cached page: Content-Encoding
  // br) must never touch it.
  if (headers.has('Content-Length') || headers.has('Content-Encoding')) return;
  if (headers.has('Transfer-Encoding')) return;
  const type = headers.get('Content-Type');
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
  if (!res.body) return;

  const reader = res.body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  let ended = false;
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
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    headers.set('Content-Length', String(size));
    replaceResponse(c, new Response(concat(head, size), { status: res.status, headers }));
    return;
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      if (ended) controller.close();
    },
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  replaceResponse(c, new Response(body, { status: res.status, headers }));
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
