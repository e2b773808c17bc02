import { useEffect, useState } from 'react';
import type { ProductContent } from '../../../core/content/product-content';
import { TESTIMONIALS_BLOCK } from '../../../core/content/product-marketing';
import { Container } from '../../components/ui/container';
import { cn } from '../../lib/cn';
import { SectionTitle } from './marketing-layout';

/** Customer testimonials, cycling unless the visitor prefers reduced motion. */
export function TestimonialsBlock({ content }: { content: ProductContent }) {
  const [active, setActive] = useState(0);
  const count = TESTIMONIALS_BLOCK.avatars.length;
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % count), TESTIMONIALS_BLOCK.cycleMs);
    return () => clearInterval(timer);
  }, [count]);
  const testimonial = content.testimonials[active % content.testimonials.length];

  return (
    <section aria-labelledby="pdp-testimonials" className="bg-sand py-16 sm:py-24">
      <Container size="narrow" className="flex flex-col items-center text-center">
        <SectionTitle
          eyebrow={TESTIMONIALS_BLOCK.subtitle}
          title={TESTIMONIALS_BLOCK.title}
          id="pdp-testimonials"
        />
        <div className="-space-x-3 mb-6 flex">
          {TESTIMONIALS_BLOCK.avatars.map((src, i) => (
            <img
              key={src}
              src={src}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className={cn(
                'size-14 rounded-full border-4 border-sand bg-surface object-cover transition-transform duration-500',
                i === active ? 'z-10 scale-110 ring-2 ring-theme' : 'opacity-70',
              )}
            />
          ))}
        </div>
        {testimonial ? (
          <figure
            key={testimonial.name}
            className="flex animate-fade-in flex-col items-center gap-5"
          >
            <blockquote className="max-w-2xl font-display text-foreground text-xl leading-relaxed sm:text-2xl">
              “{testimonial.text}”
            </blockquote>
            <figcaption className="text-muted-foreground text-sm">
              <span className="font-semibold text-foreground">{testimonial.name}</span> ·{' '}
              {testimonial.role}
            </figcaption>
          </figure>
        ) : null}
        {/* Each dot sits in a 24 px target (WCAG 2.5.8); the margins keep the row where it was. */}
        <fieldset className="-mb-2 mt-4 flex">
          <legend className="sr-only">Choose a testimonial</legend>
          {content.testimonials.map((t, i) => (
            <button
              key={t.name}
              type="button"
              aria-label={`Show testimonial by ${t.name}`}
              aria-pressed={i === active}
              onClick={() => setActive(i)}
              className="flex h-6 items-center px-2"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2 rounded-full transition-[width,background-color]',
                  i === active ? 'w-8 bg-theme' : 'w-2 bg-border-strong',
                )}
              />
            </button>
          ))}
        </fieldset>
      </Container>
    </section>
  );
}
