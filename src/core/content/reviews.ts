// Static customer testimonials for the home page reviews carousel (anchor #reviews) and the stats
// shown after it (docs/spec/storefront.md §2 "Home page", §3 "Static review"). Testimonials are the
// spec's static marketing copy; they talk about taste, quality and service, never about treating
// anything.

import { GUARANTEE_DAYS } from './brand';
import { CUSTOMERS_CLAIM } from './shop-figures';

export type StarRating = 1 | 2 | 3 | 4 | 5;

export type StaticReview = {
  id: string;
  name: string;
  /** A UK town or city. */
  location: string;
  rating: StarRating;
  text: string;
  /** A catalogue product title (docs/spec/catalogue.md). */
  product: string;
  /** `/media/people/{n}.svg` */
  image: string;
  imageAlt: string;
  verified: boolean;
};

export type ReviewStat = {
  value: string;
  label: string;
};

export const REVIEWS_SECTION = {
  anchor: 'reviews',
  eyebrow: 'Testimonials',
  heading: 'What Our Customers Say',
  intro:
    'Real words from people across the UK who have made our oils, honeys and supplements part of their everyday routine.',
  verifiedLabel: 'Verified Purchase',
  dragHint: 'Drag or swipe to see more reviews',
  previousLabel: 'Previous review',
  nextLabel: 'Next review',
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
} as const;

function personImage(n: number): string {
  return `/media/people/${n}.svg`;
}

export const STATIC_REVIEWS: readonly StaticReview[] = [
  {
    id: 'review-1',
    name: 'Fatima K.',
    location: 'Bradford',
    rating: 5,
    text: "I've tried a few black seed oils over the years and this is the first that actually tastes fresh: properly peppery, never stale. A teaspoon in honey every morning has become a habit. Lovely amber bottle, and it arrived the next day.",
    product: 'Organic Black Seed Oil',
    image: personImage(1),
    imageAlt: 'Illustrated portrait of Fatima K.',
    verified: true,
  },
  {
    id: 'review-2',
    name: 'James W.',
    location: 'Bristol',
    rating: 5,
    text: 'Thick, rich and nothing like supermarket honey. I have a spoonful with my porridge before work and the jar is nearly gone already. Good to see the MGO grade and batch number printed clearly on the label.',
    product: 'Manuka Honey MGO 263+',
    image: personImage(6),
    imageAlt: 'Illustrated portrait of James W.',
    verified: true,
  },
  {
    id: 'review-3',
    name: 'Aisha M.',
    location: 'Birmingham',
    rating: 5,
    text: 'Really good quality resin. It dissolves properly in warm water, which the cheaper one I bought elsewhere never did. The little measuring spoon is a thoughtful touch, and it has earned a permanent place in my morning routine.',
    product: 'Pure Himalayan Shilajit Resin',
    image: personImage(4),
    imageAlt: 'Illustrated portrait of Aisha M.',
    verified: true,
  },
  {
    id: 'review-4',
    name: 'Daniel O.',
    location: 'Manchester',
    rating: 5,
    text: "Bought for my clinic. The cups are sturdy, the valves seal well and the pump is far better than the kits I've used before. Quick delivery, and the team were genuinely helpful when I emailed with a question about sizes.",
    product: 'Hijama Cupping Kit, 24 Cups and Pump',
    image: personImage(3),
    imageAlt: 'Illustrated portrait of Daniel O.',
    verified: true,
  },
  {
    id: 'review-5',
    name: 'Sarah T.',
    location: 'Leeds',
    rating: 5,
    text: "I appreciated how honest the product page was about what ashwagandha can and can't do. I take one capsule with my evening meal as part of winding down, and I've already reordered. It feels like buying from a proper family business.",
    product: 'Ashwagandha KSM-66 Capsules',
    image: personImage(5),
    imageAlt: 'Illustrated portrait of Sarah T.',
    verified: false,
  },
  {
    id: 'review-6',
    name: 'Imran H.',
    location: 'Leicester',
    rating: 5,
    text: "My mum has always loved black seed and honey, so I ordered this for her birthday. Beautifully packed, a lovely taste, and she's asked me to set her up with a subscription. A local business too, which is a bonus.",
    product: 'Manuka Honey with Black Seed',
    image: personImage(3),
    imageAlt: 'Illustrated portrait of Imran H.',
    verified: true,
  },
];

/** The four stats shown after the carousel. */
export const REVIEW_STATS: readonly ReviewStat[] = [
  { value: CUSTOMERS_CLAIM, label: 'Happy Customers' },
  { value: `${GUARANTEE_DAYS}-Day`, label: 'Money-Back Guarantee' },
  { value: 'UK', label: 'Family Business' },
  { value: '100%', label: 'Natural Ingredients' },
];
