import { Hono } from 'hono';
import type { ImageUploadResponse } from '../../core/api/uploads';
import type { AppDeps } from '../app-deps';
import { actorOf, recordAudit } from '../audit/service';
import { requireAdminAssurance } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { answer } from '../http/contract';
import { noStore } from '../http/no-store';
import { readUploadedImage, storeUploadedImage } from './uploads';

/** Mounted at /api/admin/images: staff upload a product image (the raw file as the body). */
export function createImageUploadRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use('*', requireAdminAssurance(deps.auth, deps.db))
      .use('*', noStore)
      // The 5 MB limit is the API pipeline's for this path (http/body-limit.ts).
      .post('/', async (c) => {
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        const url = await storeUploadedImage(deps.config.dataDir, bytes);
        await recordAudit(deps.db, actorOf(c), {
          action: 'product.image_upload',
          entityType: 'image',
          entityId: url,
          summary: `Uploaded an image (${Math.ceil(bytes.length / 1024)} KB): ${url}`,
        });
        return answer(c, 'POST /api/admin/images', { url } satisfies ImageUploadResponse, 201);
      })
  );
}

/** Mounted at /uploads: the stored images, cached for a year (a name's bytes never change). */
export function createUploadedImageRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/:name', async (c) => {
    const image = await readUploadedImage(deps.config.dataDir, c.req.param('name'));
    if (!image) return c.text('Not found', 404);
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}
