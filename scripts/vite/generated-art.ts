import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

type ShopMedia = typeof import('../art/shop-media.ts');

/**
 * The generated art's files, path under /media → SVG (scripts/art/shop-media.ts). Loaded through
 * tsx at build time rather than imported by the Vite config, which would then load every drawing
 * module (and the seed catalogue) whenever Vite starts.
 */
export async function loadShopMediaFiles(): Promise<Map<string, string>> {
  const media: ShopMedia = await tsImport('../art/shop-media.ts', import.meta.url);
  return media.renderShopMediaFiles();
}

/**
 * Renders the shop's SVG illustrations (scripts/art) once per build into dist/web/media, where
 * the server serves them as static files (src/server/media/routes.ts) and precompress-assets.ts
 * writes their brotli and gzip copies; `vite` in development answers /media from the same
 * renderers. The output is a pure function of the sources, so every build writes the same bytes
 * (docs/decisions/098-art-rendered-at-build.md).
 */
export function generatedArt(): Plugin {
  return {
    name: 'generated-art',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      for (const [path, svg] of await loadShopMediaFiles()) {
        this.emitFile({ type: 'asset', fileName: `media/${path}`, source: svg });
      }
    },
    configureServer(server) {
      let files: Promise<Map<string, string>> | null = null;
      server.middlewares.use('/media', (req, res, next) => {
        files ??= loadShopMediaFiles();
        files.then((all) => {
          const svg = all.get((req.url ?? '').replace(/^\/|\?.*$/g, ''));
          if (svg === undefined) return next();
          res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
          res.end(svg);
        }, next);
      });
    },
  };
}
