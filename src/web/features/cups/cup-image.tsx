import { useState } from 'react';
import type { CupSize } from '../../../core/content/cup-sizes';
import { cn } from '../../lib/cn';

/**
 * A cup size's picture (/media/cups/{size}.svg). If the file cannot load, a drawn cup scaled to
 * the size's diameter stands in, so the page never shows a broken image.
 */
export function CupImage({
  cup,
  size,
  alt,
  className,
}: {
  cup: CupSize;
  size: number;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    const radius = 14 + (cup.diameterMm / 60) * 20;
    return (
      <svg
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        width={size}
        height={size}
        viewBox="0 0 80 80"
        className={className}
      >
        <ellipse cx="40" cy="62" rx={radius} ry="6" fill="#e6dccb" />
        <path
          d={`M${40 - radius} 60 Q${40 - radius} ${60 - radius * 1.3} 40 ${60 - radius * 1.35} Q${40 + radius} ${60 - radius * 1.3} ${40 + radius} 60 Z`}
          fill="#dbe9f0"
          stroke="#1f4d3a"
          strokeWidth="1.5"
          opacity="0.9"
        />
        <rect x="36" y={52 - radius * 1.35} width="8" height="9" rx="2" fill="#1f4d3a" />
      </svg>
    );
  }
  return (
    <img
      src={cup.imageUrl}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn('object-contain', className)}
    />
  );
}
