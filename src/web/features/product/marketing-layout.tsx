import type { ReactNode } from 'react';
import { Container, type ContainerSize } from '../../components/ui/container';
import { cn } from '../../lib/cn';

/** Scrolls to the buy box and focuses its first control (no smooth scroll under reduced motion). */
export function scrollToBuyBox(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
}

/** Eyebrow, heading and accent rule: the opener of every marketing section. */
export function SectionTitle({
  eyebrow,
  title,
  id,
  light = false,
}: {
  eyebrow?: string;
  title: string;
  id: string;
  light?: boolean;
}) {
  return (
    <div className="mx-auto mb-10 flex max-w-2xl flex-col items-center gap-3 text-center sm:mb-14">
      {eyebrow ? (
        <p
          className={cn(
            'font-semibold text-eyebrow uppercase',
            light ? 'text-theme-foreground/80' : 'text-theme',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={cn('text-h2', light && 'text-theme-foreground')}>
        {title}
      </h2>
      <span
        aria-hidden="true"
        className={cn(
          'h-0.5 w-14 rounded-full',
          light ? 'bg-theme-foreground/50' : 'bg-theme-accent',
        )}
      />
    </div>
  );
}

/** A marketing band: the section, its container and its title; the section is named by the title. */
export function MarketingSection({
  id,
  eyebrow,
  title,
  className,
  size,
  light = false,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  className?: string;
  size?: ContainerSize;
  light?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn('py-16 sm:py-24', className)}>
      <Container size={size}>
        <SectionTitle eyebrow={eyebrow} title={title} id={id} light={light} />
        {children}
      </Container>
    </section>
  );
}
