import { AtSign } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { COMMUNITY_TILES } from '../../../core/content/community';
import { HOME_COMMUNITY } from '../../../core/content/home';
import { Container, SectionHeading } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { useStoreConfigOrDefault } from '../../lib/store-config';

/** The third-party social feed script (Elfsight-style embed, keyed by SOCIAL_WIDGET_ID). */
export const SOCIAL_WIDGET_SCRIPT_SRC = 'https://static.elfsight.com/platform/platform.js';

/**
 * Community (#community): a configured social feed widget, loaded lazily (near the viewport,
 * after the page is interactive); otherwise a static community grid with no third-party code.
 */
export function CommunitySection() {
  const { socialWidgetId } = useStoreConfigOrDefault();
  return (
    <section
      id={HOME_COMMUNITY.anchor}
      aria-labelledby="community-heading"
      className="bg-background py-20 sm:py-28"
    >
      <Container>
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="community-heading"
            eyebrow={HOME_COMMUNITY.eyebrow}
            title={HOME_COMMUNITY.heading}
            description={HOME_COMMUNITY.intro}
          />
          <p className="inline-flex shrink-0 items-center gap-2 font-medium text-primary">
            <AtSign aria-hidden="true" className="size-5" />
            {HOME_COMMUNITY.handle}
          </p>
        </div>
        <div className="mt-10">
          {socialWidgetId ? <SocialWidget widgetId={socialWidgetId} /> : <CommunityGrid />}
        </div>
      </Container>
    </section>
  );
}

function CommunityGrid() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
      {COMMUNITY_TILES.map((tile, index) => (
        <li key={tile.id} className={index === 0 || index === 5 ? 'md:row-span-1' : undefined}>
          <figure className="group relative aspect-square overflow-hidden rounded-2xl bg-sand">
            <img
              src={tile.image}
              alt={tile.imageAlt}
              width={600}
              height={600}
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-105"
            />
            <figcaption className="absolute inset-x-0 bottom-0 translate-y-2 bg-gradient-to-t from-ink/80 via-ink/40 to-transparent p-4 pt-10 text-cream text-xs leading-snug opacity-0 transition-all duration-300 group-hover:translate-y-0 group-hover:opacity-100 group-focus-within:opacity-100 sm:text-sm">
              {tile.caption}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function SocialWidget({ widgetId }: { widgetId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const load = () => {
      if (cancelled || document.querySelector(`script[src="${SOCIAL_WIDGET_SCRIPT_SRC}"]`)) return;
      const script = document.createElement('script');
      script.src = SOCIAL_WIDGET_SCRIPT_SRC;
      script.async = true;
      document.body.appendChild(script);
      setRequested(true);
    };
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
      else setTimeout(load, 1);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (document.readyState === 'complete') whenIdle();
        else window.addEventListener('load', whenIdle, { once: true });
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  return (
    <div ref={ref} className="min-h-80">
      <div className={`elfsight-app-${widgetId}`} data-elfsight-app-lazy="" />
      {!requested ? (
        <p className="flex items-center justify-center gap-3 py-16 text-muted-foreground text-sm">
          <Spinner size="sm" label={HOME_COMMUNITY.widgetLoadingLabel} />
          {HOME_COMMUNITY.widgetLoadingLabel}
        </p>
      ) : null}
    </div>
  );
}
