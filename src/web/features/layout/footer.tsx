import { Leaf, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ACCEPTED_PAYMENT_MARKS,
  FREE_UK_SHIPPING_CLAIM,
  GUARANTEE_CLAIM,
  NATURAL_CLAIM,
} from '../../../core/content/brand';
import { buildCopyright, FOOTER, FOOTER_COLUMNS } from '../../../core/content/home';
import { useStoreConfigOrDefault } from '../../lib/store-config';
import { ServerMarkupCache } from '../../ssr/markup-cache';
import { Logo } from './logo';

const TRUST_MARKS: { label: string; icon: ReactNode }[] = [
  { label: NATURAL_CLAIM, icon: <Leaf aria-hidden="true" className="size-4" /> },
  { label: GUARANTEE_CLAIM, icon: <ShieldCheck aria-hidden="true" className="size-4" /> },
  { label: FREE_UK_SHIPPING_CLAIM, icon: <Truck aria-hidden="true" className="size-4" /> },
];

/** Site footer (docs/spec/storefront.md §2 footer links), on deep botanical green. */
export function Footer() {
  const { shopName, supportEmail } = useStoreConfigOrDefault();
  const year = new Date().getFullYear();

  // The same markup on every page for a shop name, support address and year (the rest is the
  // build's copy): the server renders it once.
  return (
    <ServerMarkupCache cacheKey={`footer:${shopName}:${supportEmail}:${year}`}>
      <FooterMarkup shopName={shopName} supportEmail={supportEmail} year={year} />
    </ServerMarkupCache>
  );
}

function FooterMarkup({
  shopName,
  supportEmail,
  year,
}: {
  shopName: string;
  supportEmail: string;
  year: number;
}) {
  return (
    <footer className="relative overflow-hidden bg-forest-deep text-cream">
      <FooterBotanical />
      <div className="container-page relative pt-16 pb-10 md:pt-20">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,22rem)_1fr] lg:gap-16">
          <div className="flex flex-col gap-5">
            <Logo tone="dark" tagline="always" />
            <p className="max-w-sm text-cream/75 text-sm leading-relaxed">{FOOTER.blurb}</p>
            <p className="text-cream/75 text-sm">
              <a
                href={`mailto:${supportEmail}`}
                className="text-cream underline decoration-honey/60 underline-offset-4 transition-colors hover:decoration-honey"
              >
                {supportEmail}
              </a>
            </p>
            <ul aria-label="Our promises" className="flex flex-wrap gap-2">
              {TRUST_MARKS.map((mark) => (
                <li
                  key={mark.label}
                  className="inline-flex items-center gap-1.5 rounded-full border border-cream/15 bg-cream/5 px-3 py-1 text-cream/90 text-xs"
                >
                  <span className="text-honey">{mark.icon}</span>
                  {mark.label}
                </li>
              ))}
            </ul>
          </div>

          <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4">
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.heading} aria-label={column.heading}>
                <h2 className="font-sans font-semibold text-eyebrow text-honey uppercase">
                  {column.heading}
                </h2>
                <ul className="mt-4 flex flex-col gap-2.5">
                  {column.links.map((link) => (
                    <li key={`${link.label}-${link.href}`}>
                      <Link
                        to={link.href}
                        className="rounded-sm text-cream/80 text-sm transition-colors hover:text-cream hover:underline hover:decoration-honey/70 hover:underline-offset-4"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <p className="mt-14 max-w-3xl text-cream/70 text-xs leading-relaxed">
          {FOOTER.supplementNotice}
        </p>

        <div className="mt-6 flex flex-col-reverse gap-6 border-cream/15 border-t pt-6 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-1">
            <p className="text-cream/70 text-xs">{buildCopyright(year, shopName)}</p>
            <p className="text-cream/70 text-xs">{FOOTER.paymentNote}</p>
          </div>
          <PaymentMarks />
        </div>
      </div>
    </footer>
  );
}

function PaymentMarks() {
  const marks = ACCEPTED_PAYMENT_MARKS;
  return (
    <ul aria-label="Accepted payment methods" className="flex flex-wrap items-center gap-1.5">
      {marks.map((mark) => (
        <li
          key={mark}
          className="inline-flex h-7 min-w-11 items-center justify-center gap-1 rounded-md bg-cream px-2 font-semibold text-[0.625rem] text-ink tracking-wide"
        >
          {mark === 'Mastercard' ? (
            <>
              <svg aria-hidden="true" viewBox="0 0 24 16" className="h-3.5 w-5">
                <circle cx="9" cy="8" r="6" fill="#eb001b" />
                <circle cx="15" cy="8" r="6" fill="#f79e1b" fillOpacity="0.85" />
              </svg>
              <span className="sr-only">{mark}</span>
            </>
          ) : mark === 'Visa' ? (
            <span className="font-bold text-[#1a1f71] text-[0.6875rem] italic tracking-tight">
              VISA
              <span className="sr-only"> (Visa)</span>
            </span>
          ) : (
            mark
          )}
        </li>
      ))}
    </ul>
  );
}

function FooterBotanical() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 400"
      className="pointer-events-none absolute -top-24 -right-24 h-[28rem] w-[28rem] text-cream opacity-[0.05]"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M200 380C200 260 200 140 200 20" />
      <path d="M200 300c-40-10-80-40-100-90 50 0 90 30 100 90Z" />
      <path d="M200 300c40-10 80-40 100-90-50 0-90 30-100 90Z" />
      <path d="M200 220c-35-10-70-35-85-80 45 0 78 28 85 80Z" />
      <path d="M200 220c35-10 70-35 85-80-45 0-78 28-85 80Z" />
      <path d="M200 140c-28-8-55-28-66-64 36 0 62 22 66 64Z" />
      <path d="M200 140c28-8 55-28 66-64-36 0-62 22-66 64Z" />
      <path d="M200 70c-16-6-30-20-34-40 20 2 32 16 34 40Z" />
      <path d="M200 70c16-6 30-20 34-40-20 2-32 16-34 40Z" />
    </svg>
  );
}
