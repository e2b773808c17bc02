import { Expand, ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import {
  clampImageIndex,
  type GalleryImage,
  selectThumbnails,
} from '../../../core/catalog/product-page';
import { ProductImage } from '../../components/product-image';
import { cn } from '../../lib/cn';

const IMAGE_SIZE = 800;
const THUMBNAIL_SIZE = 200;
/** The main image's rendered width: full width on phones, half the page from lg. */
const MAIN_IMAGE_SIZES = '(min-width: 1024px) 40rem, 100vw';

/** The full-screen viewer is loaded on the first open (or when the pointer or focus nears it). */
const loadLightbox = () => import('./image-lightbox');
const ImageLightbox = lazy(loadLightbox);

/**
 * Main image plus up to 4 thumbnails; a thumbnail button selects its image. The main image is a
 * button that opens every image full screen (image-lightbox.tsx). The server renders the closed
 * gallery only, so the first client render matches it.
 */
export function ProductGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [selectedIndex, setSelectedIndex] = useState(0);
  // The first image appears at once: a fade-in from opacity 0 would hold the page's Largest
  // Contentful Paint until the main thread is free to run the animation (after the scripts).
  // Images the shopper switches to fade in.
  const [switched, setSwitched] = useState(false);
  const selectImage = (next: number) => {
    setSwitched(true);
    setSelectedIndex(next);
  };
  const [lightboxOpen, setLightboxOpen] = useState(false);
  // Mounted from the first open on, so closing can animate and reopening needs no new load.
  const [lightboxUsed, setLightboxUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const thumbnails = selectThumbnails(images);
  const index = clampImageIndex(selectedIndex, images.length);
  const main = images[index];

  return (
    <div className="flex flex-col gap-4">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-theme-light shadow-soft ring-1 ring-border/60">
        <div
          aria-hidden="true"
          className="absolute inset-x-[12%] bottom-[6%] h-[18%] rounded-[50%] bg-theme/10 blur-2xl"
        />
        {main ? (
          <button
            ref={triggerRef}
            type="button"
            aria-haspopup="dialog"
            aria-label={`View image ${index + 1} of ${images.length} full screen: ${main.alt}`}
            data-testid="open-lightbox"
            onPointerEnter={() => void loadLightbox()}
            onFocus={() => void loadLightbox()}
            onClick={() => {
              setLightboxUsed(true);
              setLightboxOpen(true);
            }}
            className="group relative block size-full cursor-zoom-in rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <ProductImage
              key={main.src}
              src={main.src}
              alt={main.alt}
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              sizes={MAIN_IMAGE_SIZES}
              priority={index === 0}
              loading="eager"
              data-testid="product-main-image"
              className={cn('relative size-full object-contain', switched && 'animate-fade-in')}
            />
            <span
              aria-hidden="true"
              className="absolute right-3 bottom-3 flex size-10 items-center justify-center rounded-full bg-surface/90 text-foreground shadow-soft ring-1 ring-border/60 transition-transform group-hover:scale-105"
            >
              <Expand className="size-4" />
            </span>
          </button>
        ) : (
          <div className="flex size-full items-center justify-center text-theme/50">
            <ShoppingBag aria-hidden="true" className="size-20" />
            <span className="sr-only">{title}</span>
          </div>
        )}
      </div>
      {thumbnails.length > 0 ? (
        <ul className="grid grid-cols-4 gap-3" aria-label="Product images">
          {thumbnails.map((image, i) => {
            const selected = i === index;
            return (
              <li key={image.src}>
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-label={`Show image ${i + 1} of ${images.length}: ${image.alt}`}
                  onClick={() => selectImage(i)}
                  className={cn(
                    'block aspect-square w-full overflow-hidden rounded-2xl bg-theme-light ring-1 ring-border/70 transition-[box-shadow,transform,opacity] duration-200 hover:opacity-100',
                    selected ? 'opacity-100 ring-2 ring-theme' : 'opacity-75',
                  )}
                >
                  <ProductImage
                    src={image.src}
                    alt=""
                    width={THUMBNAIL_SIZE}
                    height={THUMBNAIL_SIZE}
                    sizes="(min-width: 1024px) 8rem, 22vw"
                    className="size-full object-contain p-1"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {lightboxUsed ? (
        <Suspense fallback={null}>
          <ImageLightbox
            images={images}
            title={title}
            index={index}
            open={lightboxOpen}
            onOpenChange={setLightboxOpen}
            onIndexChange={selectImage}
            returnFocusRef={triggerRef}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
