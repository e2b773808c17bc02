import { ArrowRight, Check, Quote } from 'lucide-react';
import type { ProductContent } from '../../../core/content/product-content';
import {
  CLOSING_CTA,
  HEALTHCARE_ENDORSEMENT,
  MARKETING_SECTION_TITLES,
  selectQualityMetrics,
  showsMineralProfile,
} from '../../../core/content/product-marketing';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { MarketingSection, scrollToBuyBox } from './marketing-layout';

// The second half of the marketing sections: evidence, endorsement and the closing call to action.

/** Target areas and the clinical figures. */
export function TargetAreasSection({ content }: { content: ProductContent }) {
  return (
    <MarketingSection
      id="pdp-targets"
      eyebrow="Everyday support"
      title={MARKETING_SECTION_TITLES.targetAreas}
    >
      <ul className="mx-auto flex max-w-4xl flex-wrap justify-center gap-3">
        {content.targetAreas.map((area) => (
          <li
            key={area}
            className="flex items-center gap-2 rounded-full border border-theme/20 bg-theme-light px-5 py-2.5 font-medium text-foreground"
          >
            <Check aria-hidden="true" className="size-4 text-theme" />
            {area}
          </li>
        ))}
      </ul>
      <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 md:grid-cols-4">
        {content.clinicalStats.map((stat) => (
          <div key={stat.label} className="rounded-3xl bg-surface p-5 text-center shadow-soft">
            <dt className="order-2 text-muted-foreground text-sm">{stat.label}</dt>
            <dd className="font-display text-3xl text-theme">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </MarketingSection>
  );
}

/** The mineral profile: shilajit only, and only when the copy lists minerals. */
export function MineralProfileSection({
  handle,
  content,
}: {
  handle: string;
  content: ProductContent;
}) {
  if (!showsMineralProfile(handle) || content.mineralsList.length === 0) return null;
  return (
    <MarketingSection
      id="pdp-minerals"
      eyebrow="Naturally occurring"
      title={MARKETING_SECTION_TITLES.mineralProfile}
      className="bg-theme-gradient text-theme-foreground"
      light
    >
      <ul className="mx-auto grid max-w-4xl grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
        {content.mineralsList.map((mineral) => (
          <li
            key={mineral}
            className="rounded-2xl border border-current/20 bg-white/5 px-4 py-3 text-center font-medium text-sm"
          >
            {mineral}
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}

/** The quality metrics as labelled bars. */
export function QualityMetricsSection({ handle }: { handle: string }) {
  const metrics = selectQualityMetrics(handle);
  return (
    <MarketingSection
      id="pdp-quality"
      eyebrow="Tested, not assumed"
      title={MARKETING_SECTION_TITLES.qualityMetrics}
      size="narrow"
    >
      <ul className="flex flex-col gap-6">
        {metrics.map((metric) => (
          <li key={metric.label} className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between gap-4">
              <span className="font-medium text-foreground">{metric.label}</span>
              <span className="font-semibold text-theme tabular-nums">{metric.value}</span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-theme-light" aria-hidden="true">
              <div
                className="h-full rounded-full bg-theme-gradient"
                style={{ width: `${metric.score}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}

/** A healthcare professional's endorsement. */
export function EndorsementSection() {
  const endorsement = HEALTHCARE_ENDORSEMENT;
  return (
    <section aria-labelledby="pdp-endorsement" className="bg-theme-light py-16 sm:py-24">
      <Container size="narrow">
        <h2 id="pdp-endorsement" className="sr-only">
          {MARKETING_SECTION_TITLES.endorsement}
        </h2>
        <figure className="flex flex-col items-center gap-6 text-center md:flex-row md:text-left">
          <img
            src={endorsement.image}
            alt={endorsement.name}
            width={128}
            height={128}
            loading="lazy"
            className="size-28 shrink-0 rounded-full border-4 border-surface bg-surface object-cover shadow-soft"
          />
          <div className="flex flex-col gap-4">
            <Quote aria-hidden="true" className="size-8 text-theme-accent" />
            <blockquote className="font-display text-foreground text-xl leading-relaxed">
              {endorsement.quote}
            </blockquote>
            <figcaption>
              <span className="block font-semibold text-foreground">
                {endorsement.name}, {endorsement.credentials}
              </span>
              <span className="text-muted-foreground text-sm">{endorsement.role}</span>
            </figcaption>
            <p className="text-muted-foreground text-xs">{endorsement.note}</p>
          </div>
        </figure>
      </Container>
    </section>
  );
}

/** The closing call to action, back to the buy box. */
export function ClosingSection({ buyBoxId }: { buyBoxId: string }) {
  return (
    <section
      aria-labelledby="pdp-closing"
      className="relative overflow-hidden bg-ink py-20 text-cream sm:py-28"
    >
      <div aria-hidden="true" className="absolute inset-0 bg-theme-gradient opacity-60" />
      <Container size="narrow" className="relative flex flex-col items-center gap-6 text-center">
        <h2 id="pdp-closing" className="text-h1 text-cream">
          {CLOSING_CTA.headline}
        </h2>
        <p className="max-w-xl text-cream/85 text-lead">{CLOSING_CTA.body}</p>
        <Button variant="accent" size="xl" onClick={() => scrollToBuyBox(buyBoxId)}>
          {CLOSING_CTA.buttonLabel}
          <ArrowRight />
        </Button>
      </Container>
    </section>
  );
}
