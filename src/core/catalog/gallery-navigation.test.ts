import { describe, expect, it } from 'vitest';
import { readPointerGesture, stepImageIndex, zoomOrigin } from './gallery-navigation';

describe('stepImageIndex', () => {
  it('steps forwards and backwards, wrapping at both ends', () => {
    expect(stepImageIndex(0, 1, 5)).toBe(1);
    expect(stepImageIndex(4, 1, 5)).toBe(0);
    expect(stepImageIndex(0, -1, 5)).toBe(4);
    expect(stepImageIndex(2, -1, 5)).toBe(1);
    expect(stepImageIndex(0, 1, 1)).toBe(0);
    expect(stepImageIndex(3, 1, 0)).toBe(0);
  });
});

describe('readPointerGesture', () => {
  it('reads a short movement as a tap', () => {
    expect(readPointerGesture(0, 0)).toBe('tap');
    expect(readPointerGesture(-10, 10)).toBe('tap');
  });
  it('reads a sideways movement of 40 px or more as a swipe', () => {
    expect(readPointerGesture(-40, 0)).toBe('next');
    expect(readPointerGesture(-120, 30)).toBe('next');
    expect(readPointerGesture(60, -20)).toBe('previous');
  });
  it('ignores short or mostly vertical movements', () => {
    expect(readPointerGesture(-39, 0)).toBeNull();
    expect(readPointerGesture(-50, 80)).toBeNull();
    expect(readPointerGesture(0, 100)).toBeNull();
  });
});

describe('zoomOrigin', () => {
  it('is the pointer’s place in the box, in percent, kept inside it', () => {
    const box = { left: 100, top: 50, width: 200, height: 100 };
    expect(zoomOrigin({ x: 150, y: 75 }, box)).toEqual({ x: 25, y: 25 });
    expect(zoomOrigin({ x: 0, y: 500 }, box)).toEqual({ x: 0, y: 100 });
    expect(zoomOrigin({ x: 5, y: 5 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({
      x: 50,
      y: 50,
    });
  });
});
