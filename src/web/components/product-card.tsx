import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductImage } from './product-image';

/**
 * The two product grids' card layouts. 'shop' stacks the square image over the details at every
 * width; 'trade' (the wholesale shop) puts a narrow image beside the details on phones, where the
 * price table needs the height, and stacks them from sm.
 */
const LAYOUTS = {
  shop: {
    article: 'flex flex-col',
    media: 'aspect-square',
    image: 'size-full',
    body: 'gap-3 p-5',
    heading: 'text-[1.125rem]',
    titleLink: 'rounded-sm text-foreground decoration-accent/60 underline-offset-4 hover:underline',
  },
  trade: {
    article: 'grid grid-cols-[7.5rem_minmax(0,1fr)] sm:flex sm:flex-col',
    media: 'h-full min-h-40 sm:aspect-square sm:h-auto',
    image: 'h-full w-full',
    body: 'gap-3 p-4 sm:gap-4 sm:p-5',
    heading: 'text-lg sm:text-h4',
    titleLink: 'hover:text-primary focus-visible:underline',
  },
} as const;

export type ProductCardLayout = keyof typeof LAYOUTS;

/**
 * One product card for the shop and the wholesale shop: the image (a link hidden from assistive
 * technology, as the title link goes to the same page), the title as a heading link, then the
 * grid's own price and action (`children`).
 */
export function ProductCard({
  layout,
  href,
  title,
  imageUrl,
  imageSizes,
  priority = false,
  imagePlaceholder = null,
  imageBadge = null,
  titleId,
  children,
}: {
  layout: ProductCardLayout;
  href: string;
  title: string;
  imageUrl: string | null | undefined;
  /** The card's rendered width, for the image's srcset choice. */
  imageSizes: string;
  /** The first row's cards: their images are the page's LCP candidates (eager, high priority). */
  priority?: boolean;
  /** Shown in the image's place when the product has none. */
  imagePlaceholder?: ReactNode;
  /** A badge over the image's top-left corner. */
  imageBadge?: ReactNode;
  /** When set, the heading's id and the article's accessible name. */
  titleId?: string;
  children: ReactNode;
}) {
  const classes = LAYOUTS[layout];
  return (
    <article
      aria-labelledby={titleId}
      className={`group ${classes.article} h-full overflow-hidden rounded-2xl border border-border/80 bg-surface shadow-soft transition-[box-shadow,transform,border-color] duration-300 ease-out hover:border-border-strong hover:shadow-lifted`}
    >
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className={`relative block ${classes.media} overflow-hidden bg-sand`}
      >
        {imageUrl ? (
          <ProductImage
            src={imageUrl}
            alt=""
            width={600}
            height={600}
            sizes={imageSizes}
            priority={priority}
            className={`${classes.image} object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03]`}
          />
        ) : (
          imagePlaceholder
        )}
        {imageBadge}
      </Link>
      <div className={`flex flex-1 flex-col ${classes.body}`}>
        <h2 id={titleId} className={`font-display ${classes.heading} leading-snug`}>
          <Link to={href} className={classes.titleLink}>
            {title}
          </Link>
        </h2>
        {children}
      </div>
    </article>
  );
}

/**
 * The linked cards' looks: 'featured' (the home page's featured products, lifted and zoomed on
 * hover) and 'result' (the search page's product hits, underlined on hover).
 */
const LINK_CARD_LOOKS = {
  featured: {
    link: 'border-border/70 transition-[box-shadow,transform] duration-300',
    media: 'bg-accent-soft/60',
    image: 'transition-transform duration-500 group-hover:scale-105',
    body: 'gap-1.5 p-4',
    title: 'text-foreground',
  },
  result: {
    link: 'border-border/80 transition-shadow',
    media: 'bg-sand',
    image: '',
    body: 'gap-1 p-3 sm:p-4',
    title: 'group-hover:underline',
  },
} as const;

/**
 * One product card for the home page and search results: the whole card is one link to the
 * product (image, title, then its price line, `children`), unlike the shop grids' `ProductCard`
 * whose buttons sit inside the card.
 */
export function ProductLinkCard({
  look,
  href,
  title,
  imageUrl,
  imageSize,
  imageSizes,
  priority = false,
  children,
}: {
  look: keyof typeof LINK_CARD_LOOKS;
  href: string;
  title: string;
  imageUrl: string | null | undefined;
  /** The image's intrinsic width and height (square). */
  imageSize: number;
  /** The card's rendered width, for the image's srcset choice. */
  imageSizes: string;
  /** An LCP candidate: eager, high priority. */
  priority?: boolean;
  children: ReactNode;
}) {
  const classes = LINK_CARD_LOOKS[look];
  return (
    <Link
      to={href}
      className={`group flex h-full flex-col overflow-hidden rounded-2xl border bg-surface shadow-soft hover:shadow-lifted ${classes.link}`}
    >
      <span className={`block aspect-square overflow-hidden ${classes.media}`}>
        {imageUrl ? (
          <ProductImage
            src={imageUrl}
            alt=""
            width={imageSize}
            height={imageSize}
            sizes={imageSizes}
            priority={priority}
            className={`size-full object-cover ${classes.image}`}
          />
        ) : null}
      </span>
      <span className={`flex flex-1 flex-col ${classes.body}`}>
        <span className={`font-display text-base leading-snug ${classes.title}`}>{title}</span>
        {children}
      </span>
    </Link>
  );
}
