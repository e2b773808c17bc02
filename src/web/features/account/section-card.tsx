import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The account area's card: a title, optional description and action, then content. */
export function SectionCard({
  title,
  description,
  action,
  children,
  className,
  titleId,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  titleId?: string;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'rounded-3xl border border-border/70 bg-surface p-5 shadow-soft sm:p-8',
        className,
      )}
    >
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={titleId} className="font-display text-h3">
            {title}
          </h2>
          {description ? <p className="mt-1 text-muted-foreground text-sm">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A friendly empty state inside a card. */
export function EmptyState({
  icon,
  title,
  text,
}: {
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-background/60 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        {icon}
      </span>
      <p className="font-display text-lg">{title}</p>
      <p className="max-w-sm text-muted-foreground text-sm">{text}</p>
    </div>
  );
}
