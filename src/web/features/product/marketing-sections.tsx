import { ArrowRight, Check, Quote, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ProductContent } from '../../../core/content/product-content';
import {
  buildComparisonTable,
  CLOSING_CTA,
  HEALTHCARE_ENDORSEMENT,
  MARKETING_SECTION_TITLES,
  SCIENCE_CTA_LABEL,
  selectHeroCopy,
  selectHowItWorks,
  selectIngredientCards,
  selectQualityMetrics,
  selectScienceBenefits,
  selectWhyBenefits,
  showsMineralProfile,
  TESTIMONIALS_BLOCK,
} from '../../../core/content/product-marketing';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { cn } from '../../lib/cn';
import { ContentIcon } from './content-icon';

export type MarketingSectionsProps = {
  handle: string;
  content: ProductContent;
  shopName: string;
  buyBoxId: string;
};

function scrollToBuyBox(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
}

function SectionTitle({
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

function IngredientImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="relative flex size-28 items-center justify-center rounded-full bg-theme-light ring-8 ring-theme-light/50">
      <span
        aria-hidden="true"
        className="absolute inset-3 rounded-full bg-theme-gradient opacity-15"
      />
      {failed ? null : (
        <img
          src={src}
          alt={alt}
          width={112}
          height={112}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="relative size-24 rounded-full object-cover"
        />
      )}
    </span>
  );
}

function TestimonialsBlock({ content }: { content: ProductContent }) {
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

/** Marketing sections of a consumable product, in the spec's order. A lazily loaded chunk. */
export default function MarketingSections({
  handle,
  content,
  shopName,
  buyBoxId,
}: MarketingSectionsProps) {
  const hero = selectHeroCopy(handle);
  const ingredients = selectIngredientCards(handle);
  const why = selectWhyBenefits(handle);
  const science = selectScienceBenefits(handle);
  const steps = selectHowItWorks(handle);
  const metrics = selectQualityMetrics(handle);
  const comparison = buildComparisonTable(shopName);
  const endorsement = HEALTHCARE_ENDORSEMENT;

  return (
    <div className="mt-20 flex flex-col">
      {/* Hero */}
      <section
        aria-labelledby="pdp-hero"
        className="relative overflow-hidden bg-theme-gradient py-20 text-theme-foreground sm:py-28"
      >
        <div
          aria-hidden="true"
          className="-right-24 -top-24 absolute size-96 rounded-full bg-theme-accent opacity-25 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="-bottom-32 -left-20 absolute size-80 rounded-full bg-white opacity-10 blur-3xl"
        />
        <Container size="narrow" className="relative flex flex-col items-center gap-6 text-center">
          <p className="font-semibold text-eyebrow uppercase opacity-85">{hero.eyebrow}</p>
          <h2 id="pdp-hero" className="text-display text-theme-foreground">
            {hero.headline}
          </h2>
          <p className="max-w-2xl text-lead opacity-90">{hero.subheadline}</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {hero.ingredients.map((name) => (
              <li
                key={name}
                className="rounded-full border border-current/30 px-4 py-1.5 font-medium text-sm"
              >
                {name}
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {/* Ingredient cards */}
      <section aria-labelledby="pdp-ingredients" className="py-16 sm:py-24">
        <Container>
          <SectionTitle
            eyebrow="Ingredients"
            title={MARKETING_SECTION_TITLES.ingredients}
            id="pdp-ingredients"
          />
          <ul
            className={cn(
              'mx-auto grid max-w-5xl gap-6',
              ingredients.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2',
            )}
          >
            {ingredients.map((card) => (
              <li
                key={card.name}
                className="flex flex-col items-center gap-4 rounded-3xl border border-border bg-surface p-8 text-center shadow-soft"
              >
                <IngredientImage src={card.image} alt={card.name} />
                <h3 className="text-h4">{card.name}</h3>
                <p className="rounded-full bg-theme px-4 py-1 font-semibold text-sm text-theme-foreground tabular-nums">
                  {card.purity} <span className="font-normal opacity-85">purity</span>
                </p>
                <p className="text-muted-foreground">{card.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {/* Why */}
      <section aria-labelledby="pdp-why" className="bg-theme-light py-16 sm:py-24">
        <Container>
          <SectionTitle
            eyebrow={content.whyChoose.title}
            title={MARKETING_SECTION_TITLES.why}
            id="pdp-why"
          />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {why.map((benefit) => (
              <li
                key={benefit.title}
                className="flex flex-col gap-3 rounded-3xl bg-surface p-6 shadow-soft"
              >
                <span className="flex size-12 items-center justify-center rounded-2xl bg-theme-gradient text-theme-foreground">
                  <ContentIcon name={benefit.icon} className="size-6" />
                </span>
                <h3 className="text-h4">{benefit.title}</h3>
                <p className="text-muted-foreground text-sm leading-relaxed">
                  {benefit.description}
                </p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {/* Science */}
      <section aria-labelledby="pdp-science" className="py-16 sm:py-24">
        <Container>
          <SectionTitle
            eyebrow="Backed by care"
            title={MARKETING_SECTION_TITLES.science}
            id="pdp-science"
          />
          <ol className="grid gap-8 md:grid-cols-3">
            {science.map((benefit, i) => (
              <li
                key={benefit.title}
                className="relative flex flex-col gap-3 border-theme/20 border-t-2 pt-6"
              >
                {/* A decorative numeral, drawn by CSS so it is not text (no contrast rule applies). */}
                <span
                  className="font-display text-5xl text-theme/20 tabular-nums before:content-[attr(data-step)]"
                  data-step={`0${i + 1}`}
                  aria-hidden="true"
                />
                <h3 className="flex items-center gap-2 text-h4">
                  <ContentIcon name={benefit.icon} className="size-5 text-theme" />
                  {benefit.title}
                </h3>
                <p className="text-muted-foreground leading-relaxed">{benefit.description}</p>
              </li>
            ))}
          </ol>
          <div className="mt-12 flex justify-center">
            <Button variant="theme" size="lg" onClick={() => scrollToBuyBox(buyBoxId)}>
              {SCIENCE_CTA_LABEL}
              <ArrowRight />
            </Button>
          </div>
        </Container>
      </section>

      {/* How It Works */}
      <section aria-labelledby="pdp-how" className="bg-sand py-16 sm:py-24">
        <Container>
          <SectionTitle
            eyebrow="Simple routine"
            title={MARKETING_SECTION_TITLES.howItWorks}
            id="pdp-how"
          />
          <ol className="grid gap-6 md:grid-cols-3">
            {steps.map((step) => (
              <li key={step.step} className="flex flex-col items-center gap-3 text-center">
                <span className="relative flex size-16 items-center justify-center rounded-full bg-surface text-theme shadow-soft">
                  <ContentIcon name={step.icon} className="size-7" />
                  <span className="-right-1 -top-1 absolute flex size-6 items-center justify-center rounded-full bg-theme font-semibold text-theme-foreground text-xs">
                    {step.step}
                  </span>
                </span>
                <h3 className="text-h4">{step.title}</h3>
                <p className="max-w-xs text-muted-foreground text-sm">{step.description}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      {/* Target areas */}
      <section aria-labelledby="pdp-targets" className="py-16 sm:py-24">
        <Container>
          <SectionTitle
            eyebrow="Everyday support"
            title={MARKETING_SECTION_TITLES.targetAreas}
            id="pdp-targets"
          />
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
        </Container>
      </section>

      {/* Mineral profile (shilajit only) */}
      {showsMineralProfile(handle) && content.mineralsList.length > 0 ? (
        <section
          aria-labelledby="pdp-minerals"
          className="bg-theme-gradient py-16 text-theme-foreground sm:py-24"
        >
          <Container>
            <SectionTitle
              eyebrow="Naturally occurring"
              title={MARKETING_SECTION_TITLES.mineralProfile}
              id="pdp-minerals"
              light
            />
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
          </Container>
        </section>
      ) : null}

      {/* Quality metrics */}
      <section aria-labelledby="pdp-quality" className="py-16 sm:py-24">
        <Container size="narrow">
          <SectionTitle
            eyebrow="Tested, not assumed"
            title={MARKETING_SECTION_TITLES.qualityMetrics}
            id="pdp-quality"
          />
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
        </Container>
      </section>

      <TestimonialsBlock content={content} />

      {/* Comparison */}
      <section aria-labelledby="pdp-compare" className="py-16 sm:py-24">
        <Container size="narrow">
          <SectionTitle eyebrow="The difference" title={comparison.title} id="pdp-compare" />
          {/* The three columns fit a 375 px phone (fixed layout, text wraps): no column hides behind
              a sideways scroll (issue 19 defect 9). Still focusable, in case a long word overflows;
              a named group, not a second landmark with the section's name. */}
          {/* biome-ignore lint/a11y/useSemanticElements: a scroll container, not a form fieldset */}
          <div
            role="group"
            aria-labelledby="pdp-compare"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
            tabIndex={0}
            className="overflow-x-auto rounded-3xl border border-border bg-surface shadow-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <table className="w-full table-fixed text-left text-xs sm:text-sm">
              <thead>
                <tr className="border-border border-b">
                  <th scope="col" className="p-3 sm:p-4 font-semibold text-muted-foreground">
                    {comparison.columns.feature}
                  </th>
                  <th
                    scope="col"
                    className="bg-theme p-3 sm:p-4 font-semibold text-theme-foreground"
                  >
                    {comparison.columns.ours}
                  </th>
                  <th scope="col" className="p-3 sm:p-4 font-semibold text-muted-foreground">
                    {comparison.columns.standard}
                  </th>
                </tr>
              </thead>
              <tbody>
                {comparison.rows.map((row) => (
                  <tr key={row.feature} className="border-border/70 border-b last:border-0">
                    <th scope="row" className="p-3 sm:p-4 font-medium text-foreground">
                      {row.feature}
                    </th>
                    <td className="bg-theme-light/60 p-3 sm:p-4 text-foreground">
                      <span className="flex items-start gap-1.5 sm:items-center sm:gap-2">
                        <Check
                          aria-hidden="true"
                          className="mt-px size-4 shrink-0 text-theme sm:mt-0"
                        />
                        {row.ours}
                      </span>
                    </td>
                    <td className="p-3 sm:p-4 text-muted-foreground">
                      <span className="flex items-start gap-1.5 sm:items-center sm:gap-2">
                        <X
                          aria-hidden="true"
                          className="mt-px size-4 shrink-0 text-destructive/70 sm:mt-0"
                        />
                        {row.standard}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Container>
      </section>

      {/* Endorsement */}
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

      {/* Closing call to action */}
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
    </div>
  );
}
