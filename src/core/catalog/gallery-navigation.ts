/**
 * How the product gallery's lightbox moves between images: arrow keys and buttons step with wrap
 * around (the last image's "next" is the first), a horizontal swipe steps, a touch or click that
 * barely moved is a tap (it toggles the zoom).
 */

/** Pixels a pointer must travel sideways, and more than it travels up or down, to be a swipe. */
export const SWIPE_MIN_DISTANCE = 40;
/** Pixels a pointer may drift and still count as a tap. */
export const TAP_MAX_DISTANCE = 10;

/** The index `delta` images away from `index`, wrapping around `count` images. */
export function stepImageIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

export type PointerGesture = 'next' | 'previous' | 'tap' | null;

/** What a pointer that went down and up `dx`, `dy` pixels apart meant. */
export function readPointerGesture(dx: number, dy: number): PointerGesture {
  if (Math.abs(dx) <= TAP_MAX_DISTANCE && Math.abs(dy) <= TAP_MAX_DISTANCE) return 'tap';
  if (Math.abs(dx) >= SWIPE_MIN_DISTANCE && Math.abs(dx) > Math.abs(dy)) {
    // A finger moving left brings the next image in from the right.
    return dx < 0 ? 'next' : 'previous';
  }
  return null;
}

/** The zoom's transform origin: where the pointer is in the element, in percent (0–100). */
export function zoomOrigin(
  point: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  const clamp = (v: number) => Math.min(100, Math.max(0, v));
  return {
    x: box.width > 0 ? clamp(((point.x - box.left) / box.width) * 100) : 50,
    y: box.height > 0 ? clamp(((point.y - box.top) / box.height) * 100) : 50,
  };
}
