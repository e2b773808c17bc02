/**
 * Which marketing copy the product detail page shows (storefront spec §2, shown only for
 * consumable products outside minimal mode). The copy itself is content a copywriter edits:
 * content/product-marketing/*.json, checked against the zod schemas in
 * ./schemas/product-marketing.ts by the server at start and by a unit test (./content-files.ts).
 * It is imported here already checked and typed, so the browser never parses it with zod.
 *
 * Marketing copy is chosen by keywords in the handle. Every selector is a pure function of the
 * handle; handles are matched case-insensitively and spaces/underscores count as hyphens.
 *
 * Keyword resolution (first match wins), see `resolveMarketingKey`:
 *   glucosamine                        → 'glucosamine'          (three ingredient cards)
 *   turmeric + black-seed              → 'black-seed-turmeric'  (two-ingredient hero)
 *   turmeric                           → 'turmeric'             (turmeric + black pepper)
 *   cod-liver + black-seed             → 'cod-liver-black-seed' (two-ingredient hero)
 *   cod-liver                          → 'cod-liver'            (cod liver oil + vitamins A & D)
 *   manuka + black-seed                → 'manuka-black-seed'    (two-ingredient hero)
 *   honey + black-seed                 → 'honey-black-seed'     (two-ingredient hero)
 *   manuka                             → 'manuka'
 *   honey                              → 'honey'
 *   shilajit, ashwagandha, tongkat     → same-named key
 *   black-seed                         → 'black-seed'
 *   coconut, vinegar                   → same-named key
 *   anything else                      → 'default'
 *
 * Copy rules (docs/spec/spec-notes.md "Content"): modest UK retail copy, 'supports' never 'cures',
 * no disease claims. The endorsement and testimonials are static placeholder copy; replace them
 * with genuine, consented ones before launch.
 */

import heroJson from '../../../content/product-marketing/hero.json' with { type: 'json' };
import howItWorksJson from '../../../content/product-marketing/how-it-works.json' with {
  type: 'json',
};
import ingredientCardsJson from '../../../content/product-marketing/ingredient-cards.json' with {
  type: 'json',
};
import pageJson from '../../../content/product-marketing/page.json' with { type: 'json' };
import qualityMetricsJson from '../../../content/product-marketing/quality-metrics.json' with {
  type: 'json',
};
import benefitsScienceJson from '../../../content/product-marketing/science.json' with {
  type: 'json',
};
import benefitsWhyJson from '../../../content/product-marketing/why.json' with { type: 'json' };
import { DEFAULT_SHOP_NAME } from './brand';
import {
  type IngredientImageKey,
  MANUKA_CARD_ID,
  type MarketingFamily,
  type MarketingKey,
} from './marketing-keys';
import type { IconName } from './schemas/product-content';
import type {
  BenefitsFile,
  HeroCopy,
  HeroFile,
  HowItWorksFile,
  IngredientCardsFile,
  MarketingBenefit,
  MarketingPageFile,
  QualityMetric,
  QualityMetricsFile,
} from './schemas/product-marketing';
import { CUSTOMERS_TEXT } from './shop-figures';

export {
  INGREDIENT_IMAGE_KEYS,
  type IngredientImageKey,
  type MarketingFamily,
  type MarketingKey,
} from './marketing-keys';
export type { HeroCopy, MarketingBenefit, QualityMetric } from './schemas/product-marketing';

// The files, as checked by the schemas (see the top of this file).
const HERO_COPY = heroJson as HeroFile;
const INGREDIENT_CARDS = ingredientCardsJson as IngredientCardsFile;
const WHY_BENEFITS = benefitsWhyJson as BenefitsFile;
const SCIENCE_BENEFITS = benefitsScienceJson as BenefitsFile;
const HOW_IT_WORKS_STEPS = howItWorksJson as HowItWorksFile;
const PAGE = pageJson as MarketingPageFile;

// ---------------------------------------------------------------------------------------------
// Keys
// ---------------------------------------------------------------------------------------------

const FAMILY_OF_KEY: Record<MarketingKey, MarketingFamily> = {
  glucosamine: 'glucosamine',
  'black-seed-turmeric': 'turmeric',
  turmeric: 'turmeric',
  'cod-liver-black-seed': 'cod-liver',
  'cod-liver': 'cod-liver',
  'manuka-black-seed': 'manuka',
  'honey-black-seed': 'honey',
  manuka: 'manuka',
  honey: 'honey',
  shilajit: 'shilajit',
  ashwagandha: 'ashwagandha',
  tongkat: 'tongkat',
  'black-seed': 'black-seed',
  coconut: 'coconut',
  vinegar: 'vinegar',
  default: 'default',
};

function normaliseHandle(handle: string): string {
  return handle
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** The marketing key for a handle (see the table at the top of this file). */
export function resolveMarketingKey(handle: string): MarketingKey {
  const h = normaliseHandle(handle);
  const has = (word: string) => h.includes(word);
  const blackSeed = has('black-seed') || has('blackseed');
  if (has('glucosamine')) return 'glucosamine';
  if (has('turmeric')) return blackSeed ? 'black-seed-turmeric' : 'turmeric';
  if (has('cod-liver') || has('codliver')) return blackSeed ? 'cod-liver-black-seed' : 'cod-liver';
  if (has('manuka')) return blackSeed ? 'manuka-black-seed' : 'manuka';
  if (has('honey')) return blackSeed ? 'honey-black-seed' : 'honey';
  if (has('shilajit')) return 'shilajit';
  if (has('ashwagandha')) return 'ashwagandha';
  if (has('tongkat')) return 'tongkat';
  if (blackSeed) return 'black-seed';
  if (has('coconut')) return 'coconut';
  if (has('vinegar')) return 'vinegar';
  return 'default';
}

export function resolveMarketingFamily(handle: string): MarketingFamily {
  return FAMILY_OF_KEY[resolveMarketingKey(handle)];
}

/** The Manuka grade in a handle, e.g. 'manuka-honey-mgo-514' → '514', or undefined. */
function findMgoGrade(handle: string): string | undefined {
  const h = normaliseHandle(handle);
  if (!h.includes('manuka')) return undefined;
  return h.split('-').find((part) => /^\d{3,4}$/.test(part));
}

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------

/**
 * The hero copy: a two-ingredient version for turmeric, cod liver, glucosamine and
 * manuka/honey-with-black-seed handles, otherwise one ingredient. Manuka handles that carry a
 * grade (e.g. 'manuka-honey-mgo-514') name it in the eyebrow.
 */
export function selectHeroCopy(handle: string): HeroCopy {
  const key = resolveMarketingKey(handle);
  const base = HERO_COPY[key];
  const grade = key === 'manuka' ? findMgoGrade(handle) : undefined;
  const eyebrow = grade ? `MGO ${grade}+ Certified Manuka` : base.eyebrow;
  return { ...base, eyebrow, ingredients: [...base.ingredients] };
}

// ---------------------------------------------------------------------------------------------
// Ingredient cards
// ---------------------------------------------------------------------------------------------

/** `/media/ingredients/{key}.svg` */
export function buildIngredientImagePath(key: IngredientImageKey): string {
  return `/media/ingredients/${key}.svg`;
}

export type IngredientCard = {
  name: string;
  /** The figure shown on the card's badge, e.g. '99%', '≥0.95%', 'MGO 514+'. */
  purity: string;
  description: string;
  /** `/media/ingredients/{key}.svg` */
  image: string;
};

/**
 * The ingredient cards: three for glucosamine handles, otherwise two, with images chosen by the
 * handle's keywords. A graded Manuka handle shows its grade on the Manuka card.
 */
export function selectIngredientCards(handle: string): IngredientCard[] {
  const key = resolveMarketingKey(handle);
  const grade = findMgoGrade(handle);
  return INGREDIENT_CARDS.byKey[key].map((id) => {
    const { image, name, purity, description } = INGREDIENT_CARDS.cards[id]!;
    return {
      name,
      purity: grade && id === MANUKA_CARD_ID ? `MGO ${grade}+` : purity,
      description,
      image: buildIngredientImagePath(image),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Why / Science sections
// ---------------------------------------------------------------------------------------------

/** Up to 4 benefits for the Why section. */
export function selectWhyBenefits(handle: string): MarketingBenefit[] {
  return WHY_BENEFITS[resolveMarketingFamily(handle)].slice(0, 4);
}

/** Up to 3 benefits for the science section (its button: `SCIENCE_CTA_LABEL`). */
export function selectScienceBenefits(handle: string): MarketingBenefit[] {
  return SCIENCE_BENEFITS[resolveMarketingFamily(handle)].slice(0, 3);
}

export const SCIENCE_CTA_LABEL = PAGE.scienceCtaLabel;

// ---------------------------------------------------------------------------------------------
// How It Works
// ---------------------------------------------------------------------------------------------

export type HowItWorksStep = {
  /** '1', '2', '3' */
  step: string;
  icon: IconName;
  title: string;
  description: string;
};

function numberSteps(items: MarketingBenefit[]): HowItWorksStep[] {
  return items.map(({ icon, title, description }, i) => ({
    step: String(i + 1),
    icon,
    title,
    description,
  }));
}

export const HOW_IT_WORKS = Object.fromEntries(
  Object.entries(HOW_IT_WORKS_STEPS).map(([family, items]) => [family, numberSteps(items)]),
) as Record<MarketingFamily, HowItWorksStep[]>;

/** How It Works steps for a handle. */
export function selectHowItWorks(handle: string): HowItWorksStep[] {
  return HOW_IT_WORKS[resolveMarketingFamily(handle)];
}

// ---------------------------------------------------------------------------------------------
// Quality metrics, mineral profile
// ---------------------------------------------------------------------------------------------

export const QUALITY_METRICS: Record<MarketingFamily, QualityMetric[]> =
  qualityMetricsJson as QualityMetricsFile;

export function selectQualityMetrics(handle: string): QualityMetric[] {
  return QUALITY_METRICS[resolveMarketingFamily(handle)];
}

/** 'Complete Mineral Profile' is shown for shilajit handles only. */
export function showsMineralProfile(handle: string): boolean {
  return normaliseHandle(handle).includes('shilajit');
}

// ---------------------------------------------------------------------------------------------
// Section titles, comparison, endorsement, closing CTA
// ---------------------------------------------------------------------------------------------

export const MARKETING_SECTION_TITLES: MarketingPageFile['sectionTitles'] = PAGE.sectionTitles;

export type ComparisonRow = { feature: string; ours: string; standard: string };

export type ComparisonTable = {
  title: string;
  columns: { feature: string; ours: string; standard: string };
  rows: ComparisonRow[];
};

export const STANDARD_BRANDS_LABEL = PAGE.comparison.standardLabel;

/** The comparison table: '{shopName}' vs 'Standard Brands'. A blank name uses the default. */
export function buildComparisonTable(shopName: string): ComparisonTable {
  const ours = shopName.trim() || DEFAULT_SHOP_NAME;
  return {
    title: MARKETING_SECTION_TITLES.comparison,
    columns: { feature: PAGE.comparison.featureLabel, ours, standard: STANDARD_BRANDS_LABEL },
    rows: PAGE.comparison.rows.map((row) => ({ ...row })),
  };
}

export type HealthcareEndorsement = MarketingPageFile['endorsement'];

/**
 * Static endorsement (docs/spec/storefront.md §2). Placeholder copy: before launch, replace it with
 * a real, consenting professional or remove it. It comments on quality and labelling only; UK rules
 * do not allow health claims that refer to an individual health professional's recommendation.
 */
export const HEALTHCARE_ENDORSEMENT: HealthcareEndorsement = PAGE.endorsement;

export const CLOSING_CTA: MarketingPageFile['closingCta'] = {
  ...PAGE.closingCta,
  body: PAGE.closingCta.body.replaceAll('{customers}', CUSTOMERS_TEXT),
};
