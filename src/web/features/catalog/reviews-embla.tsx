// The reviews carousel's engine (Embla, about 9 KB gzip), loaded when the section nears the
// viewport rather than with the home page's first paint (bundle budget). It renders nothing: it
// attaches Embla to the carousel markup ReviewsSection has already drawn and hands back the API.
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export default function ReviewsEmbla({
  viewport,
  onApi,
}: {
  viewport: HTMLElement;
  onApi: (api: EmblaApi | undefined) => void;
}) {
  const [attach, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
