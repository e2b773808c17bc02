import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import {
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { HOME_NOTES, REVIEW_STATS, REVIEWS_SECTION } from '../../../core/content/reviews';
import { Button } from '../../components/ui/button';
import { Container, SectionHeading } from '../../components/ui/container';
import { cn } from '../../lib/cn';
import { useNearViewport } from '../../lib/use-near-viewport';
import type { EmblaApi } from './reviews-embla';

const ReviewsEmbla = lazy(() => import('./reviews-embla'));

/**
 * The brand's notes (#reviews): a draggable carousel of the shop's own words, labelled as such,
 * never presented as customer reviews (docs/decisions/068-no-invented-reviews.md) (mouse drag,
 * touch swipe, keyboard arrows on the focused carousel, previous/next buttons), then the stats.
 * The slides are drawn at once; the carousel engine attaches when the section nears the viewport
 * (`data-selected-snap` appears when it has).
 */
export function ReviewsSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLElement>(null);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaApi | undefined>();
  const near = useNearViewport(sectionRef, '400px 0px');
  useEffect(() => setViewport(viewportRef.current), []);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setSnapCount(embla.scrollSnapList().length);
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      embla?.scrollNext();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      embla?.scrollPrev();
    }
  };

  return (
    <section
      ref={sectionRef}
      id={REVIEWS_SECTION.anchor}
      aria-labelledby="reviews-heading"
      className="overflow-hidden bg-sand py-20 sm:py-28"
    >
      <Container>
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="reviews-heading"
            eyebrow={REVIEWS_SECTION.eyebrow}
            title={REVIEWS_SECTION.heading}
            description={REVIEWS_SECTION.intro}
          />
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label={REVIEWS_SECTION.previousLabel}
              disabled={!canPrev}
              onClick={() => embla?.scrollPrev()}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={REVIEWS_SECTION.nextLabel}
              disabled={!canNext}
              onClick={() => embla?.scrollNext()}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>

        <section
          ref={viewportRef}
          aria-roledescription="carousel"
          aria-label={REVIEWS_SECTION.eyebrow}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes arrow keys when focused
          tabIndex={0}
          onKeyDown={onKeyDown}
          data-selected-snap={embla ? selected : undefined}
          className="mt-10 cursor-grab overflow-visible rounded-2xl focus-visible:outline-offset-4 active:cursor-grabbing"
        >
          <ul className="-ml-5 flex touch-pan-y">
            {HOME_NOTES.notes.map((note, index) => (
              <li
                key={note.id}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${HOME_NOTES.notes.length}`}
                className="min-w-0 shrink-0 grow-0 basis-[88%] pl-5 sm:basis-1/2 lg:basis-1/3"
              >
                <figure className="flex h-full select-none flex-col rounded-2xl border border-border/70 bg-surface p-7 shadow-soft">
                  {/* The shop's own words: no person, no stars, no "verified" badge. */}
                  <Quote aria-hidden="true" className="size-7 text-accent/40" />
                  <blockquote className="mt-5 flex-1 text-[0.975rem] text-foreground/90 leading-relaxed">
                    <p>{note.text}</p>
                  </blockquote>
                  <p className="mt-5 font-medium text-accent-strong text-xs uppercase tracking-[0.12em]">
                    {note.product}
                  </p>
                  <figcaption className="mt-4 border-border/70 border-t pt-4 font-semibold text-foreground text-sm">
                    {HOME_NOTES.attribution}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>

        {near && viewport ? (
          <Suspense fallback={null}>
            <ReviewsEmbla viewport={viewport} onApi={setEmbla} />
          </Suspense>
        ) : null}

        <div className="mt-6 flex items-center justify-between gap-4">
          <p className="text-muted-foreground text-sm">{REVIEWS_SECTION.dragHint}</p>
          <div aria-hidden="true" className="flex gap-1.5">
            {Array.from({ length: snapCount }, (_, index) => (
              <span
                key={index}
                className={cn(
                  'h-1.5 rounded-full transition-all duration-300',
                  index === selected ? 'w-6 bg-primary' : 'w-1.5 bg-border-strong',
                )}
              />
            ))}
          </div>
        </div>

        <dl className="mt-16 grid grid-cols-2 gap-6 border-border-strong/60 border-t pt-12 md:grid-cols-4">
          {REVIEW_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col items-center text-center">
              <dt className="order-2 mt-1 text-muted-foreground text-sm">{stat.label}</dt>
              <dd className="order-1 font-display text-4xl text-primary sm:text-5xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
