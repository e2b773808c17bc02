// Home page copy (docs/spec/storefront.md §2 "Home page"): hero, featured Manuka honey, founder
// story teaser (#about), journal teaser, community (#community), newsletter (#newsletter) and the
// footer. Reviews (#reviews) live in reviews.ts, the journal articles in articles.ts, the community
// grid in community.ts.

import {
  CUSTOMER_COUNT_CLAIM,
  DEFAULT_SHOP_NAME,
  FOOD_SUPPLEMENT_NOTICE,
  FREE_UK_SHIPPING_CLAIM,
  GUARANTEE_CLAIM,
  GUARANTEE_DAYS,
  NATURAL_CLAIM,
} from './brand';

export type Link = {
  label: string;
  href: string;
};

export type HomeImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
};

export type HeroClaim = {
  value: string;
  label: string;
};

/** Section anchors used by in-page links ('Learn More' → #about, and so on). */
export const HOME_ANCHORS = {
  about: 'about',
  reviews: 'reviews',
  community: 'community',
  newsletter: 'newsletter',
} as const;

export const HOME_META = {
  /** The page title is `${title}${buildTitleSuffix(shopName)}` (brand.ts). */
  title: 'Pure Wellness From Nature',
  description:
    'Cold-pressed black seed oil, genuine New Zealand Manuka honey, Himalayan shilajit and natural supplements from a family-run UK apothecary. Free UK shipping and a 60-day guarantee.',
} as const;

export const HOME_HERO = {
  eyebrow: 'Family-Run Natural Apothecary',
  headline: 'Pure Wellness From Nature',
  subheading:
    'Cold-pressed black seed oil, genuine New Zealand Manuka honey, Himalayan shilajit and carefully chosen supplements. Sourced with care, tested batch by batch and packed by our family in Leicester.',
  primaryCta: { label: 'Explore Collection', href: '/shop?collection=black-seed' },
  /** Scrolls smoothly to the founder story section. */
  secondaryCta: { label: 'Learn More', href: `#${HOME_ANCHORS.about}` },
  trustBadges: [NATURAL_CLAIM, GUARANTEE_CLAIM, FREE_UK_SHIPPING_CLAIM],
  claims: [
    { value: CUSTOMER_COUNT_CLAIM, label: 'Happy Customers' },
    // No shop-wide rating or review count: reviews are real and per product.
    { value: `${GUARANTEE_DAYS}-Day`, label: 'Money-Back Guarantee' },
    { value: '100%', label: 'Natural Ingredients' },
  ],
  image: {
    src: '/media/scenes/home-hero.svg',
    alt: 'An amber bottle of black seed oil and a jar of golden honey on a linen cloth, surrounded by black seeds and wild flowers',
    width: 1200,
    height: 900,
  },
} as const satisfies {
  eyebrow: string;
  headline: string;
  subheading: string;
  primaryCta: Link;
  secondaryCta: Link;
  trustBadges: readonly string[];
  claims: readonly HeroClaim[];
  image: HomeImage;
};

export const HOME_FEATURED_MANUKA = {
  eyebrow: 'Featured',
  heading: 'Genuine New Zealand Manuka Honey',
  paragraphs: [
    'Gathered by bees from the flowering manuka bush in the remote hills of New Zealand, our Manuka honey is raw, thick and richly flavoured, with an earthy depth no ordinary honey can match.',
    'Every jar carries an independently tested MGO grade, so you know exactly what you are buying, from an everyday MGO 263+ to our rare UMF 20+ MGO 829+.',
  ],
  highlights: [
    'Independently tested MGO grade on every jar',
    'Raw and unpasteurised, packed in New Zealand',
    'Traceable batch number from hive to jar',
  ],
  /** The collection whose listing the section's cards come from (the server render embeds it). */
  collection: 'raw-honey',
  /** Catalogue handles the section may show as cards. */
  productHandles: ['manuka-honey-mgo-263', 'manuka-honey-mgo-514', 'manuka-honey-mgo-829'],
  primaryCta: { label: 'Shop Manuka Honey', href: '/shop?collection=raw-honey' },
  secondaryCta: { label: 'Read Our Manuka Guide', href: '/manuka-honey' },
  image: {
    src: '/media/scenes/home-manuka.svg',
    alt: 'A jar of Manuka honey with a wooden dipper beside white manuka blossom',
    width: 1000,
    height: 1000,
  },
} as const satisfies {
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  highlights: readonly string[];
  collection: string;
  productHandles: readonly string[];
  primaryCta: Link;
  secondaryCta: Link;
  image: HomeImage;
};

export const HOME_FOUNDER_STORY = {
  anchor: HOME_ANCHORS.about,
  eyebrow: 'Our Story',
  heading: 'Rooted in Tradition, Made for Today',
  paragraphs: [
    "Habba & Honey began at our grandmother's kitchen table in Leicester, where a tin of black seeds and a jar of good honey were always within reach. She called the seeds al-habba al-sawda, the black seed, and a spoonful with honey was how every morning started.",
    'Today we are still a small family business. We source each ingredient ourselves, work with growers and beekeepers we know by name, and have every batch independently tested before it reaches you.',
  ],
  quote:
    'We only sell what we would give our own family, and we are happy to tell you exactly where it came from.',
  signature: 'Amina & Yusuf Rahman, Founders',
  values: [
    {
      title: 'Sourced With Care',
      text: 'Single-origin ingredients from growers and beekeepers we know.',
    },
    {
      title: 'Tested Batch by Batch',
      text: 'Independent laboratory checks for purity and quality.',
    },
    { title: 'Family-Run', text: 'Packed by hand in Leicester and sent out with care.' },
  ],
  cta: { label: 'Read Our Story', href: '/story' },
  image: {
    src: '/media/scenes/story-1.svg',
    alt: 'A family kitchen table with a tin of black seeds, a honey jar and handwritten recipe cards',
    width: 1000,
    height: 1200,
  },
} as const;

export const HOME_JOURNAL_TEASER = {
  eyebrow: 'The Journal',
  heading: 'From Our Journal',
  intro:
    'Traditions, ingredients and careful reading on the research, written by our team with the sources we used.',
  readMoreLabel: 'Read More',
  viewAllCta: { label: 'View All Articles', href: '/blog' },
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  readMoreLabel: string;
  viewAllCta: Link;
};

export const HOME_COMMUNITY = {
  anchor: HOME_ANCHORS.community,
  eyebrow: 'Community',
  heading: 'Join Our Community',
  intro:
    'Morning rituals, family recipes and quiet moments from customers across the UK. Share yours and tag us to be featured.',
  handle: '@habbaandhoney',
  followLabel: 'Follow @habbaandhoney',
  /** Shown while a configured third-party social widget is loading. */
  widgetLoadingLabel: 'Loading our latest posts…',
} as const;

export const HOME_NEWSLETTER = {
  anchor: HOME_ANCHORS.newsletter,
  eyebrow: 'Newsletter',
  heading: 'Stay in the Loop',
  intro:
    'New harvests, seasonal recipes and subscriber-only offers, once or twice a month. No spam, and you can unsubscribe at any time.',
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter your email',
  button: 'Subscribe',
  successToast: 'Thank you for subscribing.',
  privacyNote: 'We respect your inbox. Read our Privacy Policy to see how we use your details.',
  privacyLink: { label: 'Privacy Policy', href: '/privacy' },
} as const;

export type FooterColumn = {
  heading: string;
  links: readonly Link[];
};

/** Footer link columns (docs/spec/storefront.md §2 "Footer links"). */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'Shop',
    links: [
      { label: 'Raw & Manuka Honey', href: '/shop?collection=raw-honey' },
      { label: 'Black Seed', href: '/shop?collection=black-seed' },
      { label: 'Shilajit', href: '/shop?collection=shilajit' },
      { label: 'All Products', href: '/shop' },
    ],
  },
  {
    heading: 'Learn',
    links: [
      { label: 'Manuka Honey Guide', href: '/manuka-honey' },
      { label: 'Our Story', href: '/story' },
      { label: 'Journal', href: '/blog' },
    ],
  },
  {
    heading: 'Customer Care',
    links: [
      { label: 'Contact Us', href: '/contact' },
      // delivery-facts.ts: DELIVERY_PATH and RETURNS_HREF (no longer /contact).
      { label: 'Help Center', href: '/delivery' },
      { label: 'Returns', href: '/delivery#cancellation' },
      { label: 'Wholesale', href: '/wholesale' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
];

export const FOOTER = {
  blurb:
    'A family-run natural apothecary from Leicester. Cold-pressed black seed oil, genuine Manuka honey, Himalayan shilajit and traditional wellness essentials, sourced with care and tested batch by batch.',
  supplementNotice: FOOD_SUPPLEMENT_NOTICE,
  paymentNote: 'Secure checkout. Prices in GBP and include VAT where applicable.',
} as const;

/** '© 2026 Habba & Honey. All rights reserved.' */
export function buildCopyright(year: number, shopName: string = DEFAULT_SHOP_NAME): string {
  return `© ${year} ${shopName.trim() || DEFAULT_SHOP_NAME}. All rights reserved.`;
}
