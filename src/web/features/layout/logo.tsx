import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useStoreConfigOrDefault } from '../../lib/store-config';

/** The brand mark: a honey drop on a botanical-green seal. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={cn('shrink-0', className)}>
      <circle cx="20" cy="20" r="19" fill="var(--color-forest)" />
      <circle
        cx="20"
        cy="20"
        r="16.25"
        fill="none"
        stroke="var(--color-honey)"
        strokeOpacity="0.55"
        strokeWidth="0.75"
      />
      <path
        d="M20 8.5c4.6 6.2 8 10.6 8 15a8 8 0 0 1-16 0c0-4.4 3.4-8.8 8-15Z"
        fill="var(--color-honey)"
      />
      <path
        d="M16.6 24.6a3.6 3.6 0 0 0 3 3"
        fill="none"
        stroke="var(--color-cream)"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The shop name with its ampersand set in honey gold. */
export function Wordmark({ name, className }: { name: string; className?: string }) {
  const parts = name.split('&');
  return (
    <span className={cn('font-display font-medium tracking-[-0.01em]', className)}>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? <span className="px-[0.08em] font-light text-honey">&amp;</span> : null}
          {part}
        </span>
      ))}
    </span>
  );
}

export type LogoProps = {
  /** 'dark' for use on the green footer. */
  tone?: 'light' | 'dark';
  /** Show the 'Natural Apothecary' line under the name: always, from lg up, or never. */
  tagline?: 'always' | 'desktop' | 'never';
  className?: string;
  onClick?: () => void;
};

/** Home link with the brand mark and the configured shop name. */
export function Logo({ tone = 'light', tagline = 'never', className, onClick }: LogoProps) {
  const { shopName } = useStoreConfigOrDefault();
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'group -mx-1.5 inline-flex items-center gap-2 rounded-lg px-1.5 py-1 min-[375px]:gap-2.5',
        tone === 'dark' ? 'text-cream' : 'text-foreground',
        className,
      )}
    >
      <BrandMark className="hidden size-8 transition-transform duration-500 group-hover:rotate-[8deg] min-[360px]:block lg:size-9" />
      <span className="flex flex-col leading-none">
        <Wordmark
          name={shopName}
          className="whitespace-nowrap text-[1.125rem] min-[375px]:text-[1.3125rem] md:text-[1.1875rem] lg:text-[1.4375rem]"
        />
        {tagline !== 'never' ? (
          <span
            aria-hidden="true"
            className={cn(
              'mt-1 font-medium text-[0.625rem] uppercase tracking-[0.22em]',
              tagline === 'desktop' && 'hidden lg:block',
              tone === 'dark' ? 'text-cream/60' : 'text-muted-foreground',
            )}
          >
            Natural Apothecary
          </span>
        ) : null}
      </span>
    </Link>
  );
}
