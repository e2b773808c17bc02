// The home page's brand notes (anchor #reviews, kept so existing links land) and the stats shown
// after them. The notes are the shop's own words from content/pages/home-notes.json, labelled as
// such: never invented people, stars or "verified" badges (DMCC Act 2024; docs/decisions/
// 068-no-invented-reviews.md). Real reviews are shown on each product page.

import homeNotesJson from '../../../content/pages/home-notes.json' with { type: 'json' };
import { GUARANTEE_DAYS } from './brand';
import type { HomeNotesFile } from './schemas/pages';
import { CUSTOMERS_CLAIM } from './shop-figures';

export type ReviewStat = {
  value: string;
  label: string;
};

export const HOME_NOTES: HomeNotesFile = homeNotesJson as HomeNotesFile;

export const REVIEWS_SECTION = {
  anchor: 'reviews',
  eyebrow: HOME_NOTES.eyebrow,
  heading: HOME_NOTES.heading,
  intro: HOME_NOTES.intro,
  dragHint: 'Drag or swipe to see more',
  previousLabel: 'Previous note',
  nextLabel: 'Next note',
} as const;

/** The four stats shown after the notes. */
export const REVIEW_STATS: readonly ReviewStat[] = [
  { value: CUSTOMERS_CLAIM, label: 'Happy Customers' },
  { value: `${GUARANTEE_DAYS}-Day`, label: 'Money-Back Guarantee' },
  { value: 'UK', label: 'Family Business' },
  { value: '100%', label: 'Natural Ingredients' },
];
