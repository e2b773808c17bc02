// /bulk-cupping-cups (also /product/cupping-cups-b1-to-b6 and /product/bulk-cupping-cups-wholesale):
// limited-stock banner, the cup builder with its sticky summary, the complete size range and the
// volume pricing grid whose cards scroll to the build-order section.

import { Flame, ShieldCheck, Tags, Truck, Users } from 'lucide-react';
import { CUP_SIZES } from '../../../core/content/cup-sizes';
import {
  CUPS_BADGES,
  CUPS_PAGE_EYEBROW,
  CUPS_PAGE_HEADLINE,
  CUPS_PAGE_LEAD,
  CUPS_PAGE_TITLE,
  CUPS_PRICING_DESCRIPTION,
  CUPS_PRICING_TITLE,
  CUPS_RANGE_DESCRIPTION,
  CUPS_RANGE_TITLE,
  CUPS_STOCK_BANNER,
  CUPS_TRUST_CLAIMS,
} from '../../../core/content/cups-page';
import { formatGBP, multiplyPence } from '../../../core/money';
import { groupThousands } from '../../../core/number-format';
import { CUP_PRICE_TIERS } from '../../../core/pricing/cup-tiers';
import { DeferredHydration } from '../../components/deferred-hydration';
import { Container, Section, SectionHeading } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BUILD_ORDER_SECTION_ID, BUILD_ORDER_TITLE_ID, BulkCupsBuilder } from './bulk-cups-builder';
import { CupImage } from './cup-image';

export { BulkCupsBuilder } from './bulk-cups-builder';

const BADGE_ICONS = [Tags, Truck];

function scrollToBuildOrder() {
  const section = document.getElementById(BUILD_ORDER_SECTION_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

function StockBanner() {
  return (
    <div className="border-accent/30 border-b bg-accent-soft text-accent-strong">
      <Container className="flex flex-col items-center justify-center gap-x-6 gap-y-1 py-2.5 text-center text-sm sm:flex-row">
        <p className="flex items-center gap-2 font-semibold">
          <Flame aria-hidden="true" className="size-4" />
          {CUPS_STOCK_BANNER}
        </p>
      </Container>
    </div>
  );
}

function Hero() {
  return (
    <Section spacing="sm" className="bg-gradient-to-b from-sand to-background">
      <Container className="flex flex-col gap-6">
        <SectionHeading
          level={1}
          eyebrow={CUPS_PAGE_EYEBROW}
          title={CUPS_PAGE_HEADLINE}
          description={CUPS_PAGE_LEAD}
        />
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
          <span className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 text-primary" />
            <strong>{CUPS_TRUST_CLAIMS[0].value}</strong> {CUPS_TRUST_CLAIMS[0].label}
          </span>
          {CUPS_BADGES.map((badge, index) => {
            const Icon = BADGE_ICONS[index] ?? ShieldCheck;
            return (
              <span
                key={badge}
                className="flex items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1"
              >
                <Icon aria-hidden="true" className="size-4 text-primary" />
                {badge}
              </span>
            );
          })}
        </div>
      </Container>
    </Section>
  );
}

function SizeRange() {
  return (
    <Section tone="surface" spacing="md" aria-labelledby="size-range-title">
      <Container className="flex flex-col gap-8">
        <SectionHeading
          id="size-range-title"
          title={CUPS_RANGE_TITLE}
          description={CUPS_RANGE_DESCRIPTION}
        />
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
          {CUP_SIZES.map((cup) => (
            <li
              key={cup.id}
              className="flex flex-col items-center gap-2 rounded-2xl bg-background p-4 text-center"
            >
              <CupImage
                cup={cup}
                size={Math.round(cup.diameterMm * 1.3)}
                alt=""
                className="my-auto"
              />
              <p className="font-display text-lg">{cup.size}</p>
              <p className="font-semibold text-primary text-sm">{cup.diameter}</p>
              <p className="text-muted-foreground text-xs leading-snug">{cup.usage}</p>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}

function PricingGrid() {
  return (
    <Section spacing="md" aria-labelledby="pricing-title">
      <Container className="flex flex-col gap-8">
        <SectionHeading
          id="pricing-title"
          title={CUPS_PRICING_TITLE}
          description={CUPS_PRICING_DESCRIPTION}
        />
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {CUP_PRICE_TIERS.map((tier) => (
            <li key={tier.quantity}>
              <button
                type="button"
                onClick={scrollToBuildOrder}
                // Named by its visible text (label in name); the target section's title says where it goes.
                aria-describedby={BUILD_ORDER_TITLE_ID}
                className="group flex h-full w-full flex-col items-start gap-1 rounded-2xl border border-border bg-surface p-4 text-left transition-[border-color,box-shadow,transform] hover:border-primary/60 hover:shadow-soft focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="font-display text-2xl">{groupThousands(tier.quantity)}</span>
                <span className="text-muted-foreground text-xs uppercase tracking-wide">cups</span>
                <span className="mt-2 font-semibold text-lg text-primary">
                  {formatGBP(tier.pricePerCup)}
                  <span className="font-normal text-muted-foreground text-sm">/cup</span>
                </span>
                <span className="text-muted-foreground text-sm">
                  {formatGBP(multiplyPence(tier.pricePerCup, tier.quantity))} total
                </span>
                {tier.savePercentage ? (
                  <span className="mt-auto rounded-full bg-success-soft px-2 py-0.5 font-semibold text-success text-xs">
                    Save {tier.savePercentage}%
                  </span>
                ) : (
                  <span className="mt-auto rounded-full bg-sand px-2 py-0.5 font-semibold text-xs">
                    Starter
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}

export function Component() {
  useDocumentTitle(CUPS_PAGE_TITLE);
  return (
    <>
      <StockBanner />
      <Hero />
      <Section spacing="md" className="pt-6 sm:pt-8">
        <Container>
          {/* Hydrates in its turn right after the first commit, like the product page's buy box:
              a size tapped before then is kept by the early-taps script and replayed once the
              builder is live (docs/decisions/106-first-paint-taps.md), not lost. */}
          <DeferredHydration when="soon" className="contents">
            <BulkCupsBuilder />
          </DeferredHydration>
        </Container>
      </Section>
      <SizeRange />
      <PricingGrid />
    </>
  );
}
