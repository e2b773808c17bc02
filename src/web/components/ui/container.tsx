import type { ComponentProps, ElementType, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type ContainerSize = 'page' | 'wide' | 'narrow' | 'prose';

const CONTAINER_SIZES: Record<ContainerSize, string> = {
  page: 'max-w-page',
  wide: 'max-w-wide',
  narrow: 'max-w-narrow',
  prose: 'max-w-prose-wide',
};

export type ContainerProps = ComponentProps<'div'> & {
  size?: ContainerSize;
  as?: ElementType;
};

/** Centred page-width wrapper with responsive side padding. */
export function Container({ size = 'page', as: Tag = 'div', className, ...props }: ContainerProps) {
  return (
    <Tag
      className={cn('mx-auto w-full px-5 sm:px-6 lg:px-8', CONTAINER_SIZES[size], className)}
      {...props}
    />
  );
}

export type SectionTone = 'default' | 'sand' | 'surface' | 'primary' | 'theme-light';
export type SectionSpacing = 'none' | 'sm' | 'md' | 'lg';

const TONES: Record<SectionTone, string> = {
  default: 'bg-background text-foreground',
  sand: 'bg-sand text-foreground',
  surface: 'bg-surface text-foreground',
  primary:
    'bg-primary text-primary-foreground [&_h1]:text-primary-foreground [&_h2]:text-primary-foreground [&_h3]:text-primary-foreground',
  'theme-light': 'bg-theme-light text-foreground',
};

const SPACINGS: Record<SectionSpacing, string> = {
  none: '',
  sm: 'py-10 sm:py-12',
  md: 'py-14 sm:py-20',
  lg: 'py-20 sm:py-28',
};

export type SectionProps = ComponentProps<'section'> & {
  tone?: SectionTone;
  spacing?: SectionSpacing;
};

/** A full-width band of the page with vertical rhythm; put a <Container> inside. */
export function Section({ tone = 'default', spacing = 'md', className, ...props }: SectionProps) {
  return <section className={cn(TONES[tone], SPACINGS[spacing], className)} {...props} />;
}

export type SectionHeadingProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
  /** Heading level (default 2). */
  level?: 1 | 2 | 3;
  id?: string;
  className?: string;
};

/** Eyebrow + serif heading + lead paragraph, the shop's standard section opener. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  align = 'left',
  level = 2,
  id,
  className,
}: SectionHeadingProps) {
  const Heading = `h${level}` as 'h1' | 'h2' | 'h3';
  return (
    <div
      className={cn(
        'flex max-w-2xl flex-col gap-3',
        align === 'center' && 'mx-auto items-center text-center',
        className,
      )}
    >
      {eyebrow ? <p className="text-accent-strong text-eyebrow uppercase">{eyebrow}</p> : null}
      <Heading id={id} className={level === 1 ? 'text-h1' : level === 2 ? 'text-h2' : 'text-h3'}>
        {title}
      </Heading>
      {description ? <p className="text-lead text-muted-foreground">{description}</p> : null}
    </div>
  );
}
