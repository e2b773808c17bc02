import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type PointerEvent, type RefObject, useRef, useState } from 'react';
import {
  readPointerGesture,
  stepImageIndex,
  zoomOrigin,
} from '../../../core/catalog/gallery-navigation';
import type { GalleryImage } from '../../../core/catalog/product-page';
import { ProductImage } from '../../components/product-image';
import { cn } from '../../lib/cn';
import { PageOverlayMark } from '../../lib/page-overlay';

const LIGHTBOX_IMAGE_SIZE = 1200;
const ZOOM_SCALE = 2;

const TOOL_SHAPE =
  'inline-flex size-11 items-center justify-center rounded-full text-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40 [&_svg]:size-5';
const TOOL_BUTTON = `${TOOL_SHAPE} bg-white/10 hover:bg-white/20`;
/** Over the image on phones: dark enough to see on a light photo. */
const SIDE_BUTTON = `${TOOL_SHAPE} absolute z-10 bg-ink/60 hover:bg-ink/80 sm:static sm:bg-white/10 sm:hover:bg-white/20`;

/**
 * The product images full screen (its own chunk: loaded on the first open). A modal dialog named
 * after the product: focus stays inside, Esc closes, ←/→ and the side buttons move through every
 * image (wrapping), a swipe moves on touch screens, a tap or the zoom button magnifies the image
 * around the tapped point and moving the pointer pans it. Closing puts focus back on `returnFocusRef`
 * (the gallery's main image) and the gallery shows the image last viewed (`onIndexChange`).
 */
export default function ImageLightbox({
  images,
  title,
  index,
  open,
  onOpenChange,
  onIndexChange,
  returnFocusRef,
}: {
  images: readonly GalleryImage[];
  title: string;
  index: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onIndexChange: (index: number) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const count = images.length;
  const image = images[index];
  const many = count > 1;

  const go = (delta: number) => {
    setZoomed(false);
    onIndexChange(stepImageIndex(index, delta, count));
  };

  const originAt = (event: PointerEvent<HTMLElement>) =>
    zoomOrigin({ x: event.clientX, y: event.clientY }, event.currentTarget.getBoundingClientRect());

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    // Zoomed: the magnified point follows the pointer (a mouse hovering, a finger dragging).
    if (zoomed && event.isPrimary) setOrigin(originAt(event));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const gesture = readPointerGesture(event.clientX - from.x, event.clientY - from.y);
    if (gesture === 'tap') {
      setOrigin(originAt(event));
      setZoomed((z) => !z);
    } else if (gesture !== null && !zoomed && many) {
      go(gesture === 'next' ? 1 : -1);
    }
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          data-testid="image-lightbox"
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none data-[state=open]:animate-fade-in"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          onKeyDown={(event) => {
            if (!many) return;
            if (event.key === 'ArrowRight') go(1);
            else if (event.key === 'ArrowLeft') go(-1);
          }}
        >
          <PageOverlayMark />
          <div className="flex items-center justify-between gap-3 px-4 pt-4 sm:px-6">
            <DialogPrimitive.Title className="min-w-0 truncate font-medium font-sans text-sm text-white sm:text-base">
              {title}
            </DialogPrimitive.Title>
            <div className="flex shrink-0 items-center gap-2">
              <p aria-live="polite" className="mr-1 text-sm text-white/80 tabular-nums">
                Image {index + 1} of {count}
              </p>
              <button
                type="button"
                className={TOOL_BUTTON}
                aria-pressed={zoomed}
                aria-label="Zoom"
                onClick={() => {
                  setOrigin({ x: 50, y: 50 });
                  setZoomed((z) => !z);
                }}
              >
                {zoomed ? <ZoomOut aria-hidden="true" /> : <ZoomIn aria-hidden="true" />}
              </button>
              <DialogPrimitive.Close className={TOOL_BUTTON} aria-label="Close">
                <X aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>
          </div>
          <DialogPrimitive.Description className="sr-only">
            Use the left and right arrow keys to move between images, or swipe on a touch screen.
          </DialogPrimitive.Description>
          <div className="relative flex min-h-0 flex-1 items-center justify-center gap-2 px-2 py-4 sm:px-6">
            {many ? (
              <button
                type="button"
                className={cn(SIDE_BUTTON, 'left-2')}
                aria-label="Previous image"
                onClick={() => go(-1)}
              >
                <ChevronLeft aria-hidden="true" />
              </button>
            ) : null}
            <div
              data-testid="lightbox-stage"
              className={cn(
                'relative size-full max-w-[min(100%,80dvh)] touch-pinch-zoom overflow-hidden rounded-2xl bg-white/5 select-none',
                zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in',
              )}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={() => {
                start.current = null;
              }}
            >
              {image ? (
                <ProductImage
                  key={image.src}
                  src={image.src}
                  alt={image.alt}
                  width={LIGHTBOX_IMAGE_SIZE}
                  height={LIGHTBOX_IMAGE_SIZE}
                  sizes="100vw"
                  loading="eager"
                  draggable={false}
                  data-testid="lightbox-image"
                  className="size-full animate-fade-in object-contain transition-transform duration-200 ease-out"
                  style={{
                    transform: zoomed ? `scale(${ZOOM_SCALE})` : undefined,
                    transformOrigin: `${origin.x}% ${origin.y}%`,
                  }}
                />
              ) : null}
            </div>
            {many ? (
              <button
                type="button"
                className={cn(SIDE_BUTTON, 'right-2')}
                aria-label="Next image"
                onClick={() => go(1)}
              >
                <ChevronRight aria-hidden="true" />
              </button>
            ) : null}
          </div>
          {many ? (
            <ul
              className="flex justify-center gap-2 overflow-x-auto px-4 pb-4"
              aria-label="All images"
            >
              {images.map((thumb, i) => (
                <li key={thumb.src} className="shrink-0">
                  <button
                    type="button"
                    aria-current={i === index ? 'true' : undefined}
                    aria-label={`Image ${i + 1} of ${count}: ${thumb.alt}`}
                    onClick={() => {
                      setZoomed(false);
                      onIndexChange(i);
                    }}
                    className={cn(
                      'block size-12 overflow-hidden rounded-xl bg-white/10 ring-1 ring-white/20 transition-opacity focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:size-16',
                      i === index
                        ? 'opacity-100 ring-2 ring-white'
                        : 'opacity-60 hover:opacity-100',
                    )}
                  >
                    <ProductImage
                      src={thumb.src}
                      alt=""
                      width={128}
                      height={128}
                      sizes="4rem"
                      className="size-full object-contain p-1"
                    />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
