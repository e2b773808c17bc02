import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Check, Leaf, ShieldCheck, Truck } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductSummaryDto } from '../../../core/api/store-types';
import { ARTICLE_SUMMARIES } from '../../../core/content/article-summaries';
import {
  FREE_UK_SHIPPING_CLAIM,
  GUARANTEE_CLAIM,
  NATURAL_CLAIM,
} from '../../../core/content/brand';
import {
  HOME_FEATURED_MANUKA,
  HOME_FOUNDER_STORY,
  HOME_HERO,
  HOME_JOURNAL_TEASER,
  HOME_META,
} from '../../../core/content/home';
import { ArticleCard } from '../../components/article-card';
import { DeferredHydration } from '../../components/deferred-hydration';
import { ProductLinkCard } from '../../components/product-card';
import { buttonVariants } from '../../components/ui/button';
import { Container, SectionHeading } from '../../components/ui/container';
import { Skeleton } from '../../components/ui/skeleton';
import { formatPrice } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { collectionProductsQuery } from './api';
import { CommunitySection } from './community-section';
import { NewsletterSection } from './newsletter-section';
import { ReviewsSection } from './reviews-carousel';
import { buildProductHref } from './shop-card';

/**
 * Home (docs/spec/storefront.md §2 "Home page"): hero, featured Manuka honey, founder story (#about), reviews
 * (#reviews), journal teaser, community (#community), newsletter (#newsletter); footer in layout.
 */
export function Component() {
  useDocumentTitle(HOME_META.title);
  return (
    <>
      <Hero />
      <FeaturedManuka />
      {/* Below the fold: hydrated when the shopper nears them (the newsletter form at once). */}
      <DeferredHydration>
        <FounderStory />
      </DeferredHydration>
      <DeferredHydration>
        <ReviewsSection />
      </DeferredHydration>
      <DeferredHydration>
        <JournalTeaser />
      </DeferredHydration>
      <DeferredHydration>
        <CommunitySection />
      </DeferredHydration>
      <NewsletterSection />
    </>
  );
}

const BADGE_ICONS: Record<string, ReactNode> = {
  [NATURAL_CLAIM]: <Leaf aria-hidden="true" className="size-4" />,
  [GUARANTEE_CLAIM]: <ShieldCheck aria-hidden="true" className="size-4" />,
  [FREE_UK_SHIPPING_CLAIM]: <Truck aria-hidden="true" className="size-4" />,
};

function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>, href: string) {
  const target = document.getElementById(href.replace(/^#/, ''));
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(null, '', href);
}

function Hero() {
  const { image } = HOME_HERO;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand via-background to-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-accent/10 blur-3xl"
      />
      <Container className="relative grid items-center gap-10 pt-10 pb-16 sm:pt-14 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:pt-20 lg:pb-24">
        <div className="flex flex-col items-start">
          <p className="inline-flex items-center gap-2 rounded-full border border-accent/30 bg-accent-soft/70 px-3.5 py-1 text-accent-strong text-eyebrow uppercase">
            {HOME_HERO.eyebrow}
          </p>
          <h1 className="mt-6 text-display text-foreground">{HOME_HERO.headline}</h1>
          <p className="mt-6 max-w-xl text-lead text-muted-foreground">{HOME_HERO.subheading}</p>
          <div className="mt-9 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to={HOME_HERO.primaryCta.href} className={buttonVariants({ size: 'xl' })}>
              {HOME_HERO.primaryCta.label}
              <ArrowRight aria-hidden="true" />
            </Link>
            <a
              href={HOME_HERO.secondaryCta.href}
              onClick={(event) => scrollToAnchor(event, HOME_HERO.secondaryCta.href)}
              className={buttonVariants({ size: 'xl', variant: 'outline' })}
            >
              {HOME_HERO.secondaryCta.label}
            </a>
          </div>
          <ul aria-label="Our standards" className="mt-9 flex flex-wrap gap-x-6 gap-y-3">
            {HOME_HERO.trustBadges.map((badge) => (
              <li
                key={badge}
                className="inline-flex items-center gap-2 font-medium text-foreground text-sm"
              >
                <span className="flex size-8 items-center justify-center rounded-full bg-primary-soft text-primary">
                  {BADGE_ICONS[badge]}
                </span>
                {badge}
              </li>
            ))}
          </ul>
        </div>

        <div className="relative">
          <div className="relative overflow-hidden rounded-[2rem] bg-sand shadow-lifted">
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="eager"
              fetchPriority="high"
              decoding="async"
              className="aspect-[4/3] size-full object-cover"
            />
          </div>
          <dl className="relative z-10 mx-4 -mt-10 grid grid-cols-3 divide-x divide-border rounded-2xl border border-border/70 bg-surface/95 px-2 py-4 shadow-lifted backdrop-blur sm:mx-10">
            {HOME_HERO.claims.map((claim) => (
              <div key={claim.label} className="flex flex-col items-center px-2 text-center">
                <dt className="order-2 text-[0.7rem] text-muted-foreground leading-tight sm:text-xs">
                  {claim.label}
                </dt>
                <dd className="order-1 font-display text-2xl text-primary sm:text-3xl">
                  {claim.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </section>
  );
}

function selectFeaturedProducts(products: ProductSummaryDto[]): ProductSummaryDto[] {
  const handles: readonly string[] = HOME_FEATURED_MANUKA.productHandles;
  const chosen = handles.flatMap((handle) => products.filter((p) => p.handle === handle));
  return chosen.length > 0 ? chosen : products.slice(0, 3);
}

function FeaturedManuka() {
  const listing = useQuery(collectionProductsQuery(HOME_FEATURED_MANUKA.collection));
  const products = selectFeaturedProducts(listing.data?.products ?? []);
  return (
    <section aria-labelledby="manuka-heading" className="bg-background py-20 sm:py-28">
      <Container>
        <div className="grid gap-12 lg:grid-cols-[1fr_1.35fr] lg:items-center lg:gap-16">
          <div>
            <SectionHeading
              id="manuka-heading"
              eyebrow={HOME_FEATURED_MANUKA.eyebrow}
              title={HOME_FEATURED_MANUKA.heading}
            />
            {HOME_FEATURED_MANUKA.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-muted-foreground leading-relaxed">
                {paragraph}
              </p>
            ))}
            <ul className="mt-7 flex flex-col gap-3">
              {HOME_FEATURED_MANUKA.highlights.map((highlight) => (
                <li key={highlight} className="flex items-start gap-3 text-foreground text-sm">
                  <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
                    <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                  </span>
                  {highlight}
                </li>
              ))}
            </ul>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <Link
                to={HOME_FEATURED_MANUKA.primaryCta.href}
                className={buttonVariants({ size: 'lg' })}
              >
                {HOME_FEATURED_MANUKA.primaryCta.label}
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link
                to={HOME_FEATURED_MANUKA.secondaryCta.href}
                className={buttonVariants({ size: 'lg', variant: 'ghost' })}
              >
                {HOME_FEATURED_MANUKA.secondaryCta.label}
              </Link>
            </div>
          </div>

          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-3">
            {listing.isPending
              ? Array.from({ length: 3 }, (_, index) => (
                  <li key={index}>
                    <Skeleton className="aspect-[3/4] w-full rounded-2xl" />
                  </li>
                ))
              : products.map((product, index) => (
                  <li key={product.id} className={index === 1 ? 'sm:mt-10' : undefined}>
                    <FeaturedProductCard product={product} />
                  </li>
                ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}

function FeaturedProductCard({ product }: { product: ProductSummaryDto }) {
  const price = formatPrice(product.cheapestVariant?.price);
  return (
    <ProductLinkCard
      look="featured"
      href={buildProductHref(product.handle)}
      title={product.title}
      imageUrl={product.imageUrl}
      imageSize={600}
      imageSizes="(min-width: 1024px) 15rem, (min-width: 640px) 30vw, 92vw"
    >
      {price ? (
        <span className="mt-auto text-muted-foreground text-sm">
          From <span className="font-semibold text-foreground tabular-nums">{price}</span>
        </span>
      ) : null}
    </ProductLinkCard>
  );
}

function FounderStory() {
  const story = HOME_FOUNDER_STORY;
  return (
    <section
      id={story.anchor}
      aria-labelledby="about-heading"
      className="relative overflow-hidden bg-surface py-20 sm:py-28"
    >
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className="relative order-2 lg:order-1">
          <div
            className="absolute -inset-4 -rotate-2 rounded-[2rem] bg-accent-soft/70"
            aria-hidden="true"
          />
          <img
            src={story.image.src}
            alt={story.image.alt}
            width={story.image.width}
            height={story.image.height}
            loading="lazy"
            decoding="async"
            className="relative aspect-[5/6] w-full rounded-[1.75rem] object-cover shadow-lifted"
          />
        </div>
        <div className="order-1 lg:order-2">
          <SectionHeading id="about-heading" eyebrow={story.eyebrow} title={story.heading} />
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-muted-foreground leading-relaxed">
              {paragraph}
            </p>
          ))}
          <blockquote className="mt-8 border-accent border-l-2 pl-5">
            <p className="font-display text-foreground text-xl italic leading-relaxed">
              “{story.quote}”
            </p>
            <footer className="mt-3 text-muted-foreground text-sm">{story.signature}</footer>
          </blockquote>
          <ul className="mt-9 grid gap-5 sm:grid-cols-3">
            {story.values.map((value) => (
              <li key={value.title}>
                <p className="font-semibold text-foreground text-sm">{value.title}</p>
                <p className="mt-1 text-muted-foreground text-sm leading-relaxed">{value.text}</p>
              </li>
            ))}
          </ul>
          <Link
            to={story.cta.href}
            className={buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-9' })}
          >
            {story.cta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </Container>
    </section>
  );
}

function JournalTeaser() {
  const teaser = HOME_JOURNAL_TEASER;
  return (
    <section aria-labelledby="journal-heading" className="bg-surface py-20 sm:py-28">
      <Container>
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="journal-heading"
            eyebrow={teaser.eyebrow}
            title={teaser.heading}
            description={teaser.intro}
          />
          <Link
            to={teaser.viewAllCta.href}
            className={buttonVariants({
              variant: 'outline',
              className: 'shrink-0 self-start md:self-auto',
            })}
          >
            {teaser.viewAllCta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {ARTICLE_SUMMARIES.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} cta={teaser.readMoreLabel} tone="background" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
