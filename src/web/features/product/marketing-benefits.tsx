import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import type { ProductContent } from '../../../core/content/product-content';
import {
  MARKETING_SECTION_TITLES,
  SCIENCE_CTA_LABEL,
  selectHeroCopy,
  selectHowItWorks,
  selectIngredientCards,
  selectScienceBenefits,
  selectWhyBenefits,
} from '../../../core/content/product-marketing';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { cn } from '../../lib/cn';
import { ContentIcon } from './content-icon';
import { MarketingSection, scrollToBuyBox } from './marketing-layout';

// The first half of the marketing sections: what the product is and what it does.

/** The hero band: eyebrow, headline and the ingredient chips. */
export function HeroSection({ handle }: { handle: string }) {
  const hero = selectHeroCopy(handle);
  return (
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

/** The ingredient cards, with their purity. */
export function IngredientsSection({ handle }: { handle: string }) {
  const ingredients = selectIngredientCards(handle);
  return (
    <MarketingSection
      id="pdp-ingredients"
      eyebrow="Ingredients"
      title={MARKETING_SECTION_TITLES.ingredients}
    >
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
    </MarketingSection>
  );
}

/** Why choose it: four benefits with icons. */
export function WhySection({ handle, content }: { handle: string; content: ProductContent }) {
  const why = selectWhyBenefits(handle);
  return (
    <MarketingSection
      id="pdp-why"
      eyebrow={content.whyChoose.title}
      title={MARKETING_SECTION_TITLES.why}
      className="bg-theme-light"
    >
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
            <p className="text-muted-foreground text-sm leading-relaxed">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}

/** The science benefits, numbered, and a button back to the buy box. */
export function ScienceSection({ handle, buyBoxId }: { handle: string; buyBoxId: string }) {
  const science = selectScienceBenefits(handle);
  return (
    <MarketingSection
      id="pdp-science"
      eyebrow="Backed by care"
      title={MARKETING_SECTION_TITLES.science}
    >
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
    </MarketingSection>
  );
}

/** How it works, in three steps. */
export function HowItWorksSection({ handle }: { handle: string }) {
  const steps = selectHowItWorks(handle);
  return (
    <MarketingSection
      id="pdp-how"
      eyebrow="Simple routine"
      title={MARKETING_SECTION_TITLES.howItWorks}
      className="bg-sand"
    >
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
    </MarketingSection>
  );
}
