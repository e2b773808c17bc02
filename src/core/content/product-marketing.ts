/**
 * Copy for the product detail page: the marketing sections (storefront spec §2, shown only for
 * consumable products outside minimal mode) and the page's fixed strings (trust badges, warning,
 * accordion titles, banners, not-found screen, toasts).
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
 * Copy rules (spec-notes "Content"): modest UK retail copy, 'supports' never 'cures', no disease
 * claims. The endorsement and testimonials are static placeholder copy; replace them with genuine,
 * consented ones before launch.
 */

import { DEFAULT_SHOP_NAME } from './brand';
import type { IconName } from './product-content';
import { CUSTOMERS_TEXT } from './shop-figures';

// ---------------------------------------------------------------------------------------------
// Keys
// ---------------------------------------------------------------------------------------------

export type MarketingKey =
  | 'glucosamine'
  | 'black-seed-turmeric'
  | 'turmeric'
  | 'cod-liver-black-seed'
  | 'cod-liver'
  | 'manuka-black-seed'
  | 'honey-black-seed'
  | 'manuka'
  | 'honey'
  | 'shilajit'
  | 'ashwagandha'
  | 'tongkat'
  | 'black-seed'
  | 'coconut'
  | 'vinegar'
  | 'default';

/** The broader family used for the Why, Science, How It Works and Quality Metrics sections. */
export type MarketingFamily =
  | 'black-seed'
  | 'honey'
  | 'manuka'
  | 'turmeric'
  | 'cod-liver'
  | 'glucosamine'
  | 'shilajit'
  | 'ashwagandha'
  | 'tongkat'
  | 'coconut'
  | 'vinegar'
  | 'default';

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

export type HeroCopy = {
  eyebrow: string;
  headline: string;
  subheadline: string;
  /** One ingredient, or two for the two-ingredient version. */
  ingredients: string[];
};

const HERO_COPY: Record<MarketingKey, HeroCopy> = {
  glucosamine: {
    eyebrow: 'Joint Care Formula',
    headline: 'Glucosamine & Turmeric, Made for Moving',
    subheadline:
      'Glucosamine and standardised turmeric, rounded off with black seed, in one daily tablet for people who love to stay active.',
    ingredients: ['Glucosamine', 'Turmeric'],
  },
  'black-seed-turmeric': {
    eyebrow: 'Two Traditional Botanicals',
    headline: 'Black Seed Meets Golden Turmeric',
    subheadline:
      'Cold-pressed black seed oil carrying standardised turmeric extract: a naturally well-absorbed pairing in one simple capsule.',
    ingredients: ['Black Seed', 'Turmeric'],
  },
  turmeric: {
    eyebrow: 'Standardised Turmeric Extract',
    headline: 'Golden Turmeric, Perfectly Partnered',
    subheadline:
      'Turmeric extract with 95% curcuminoids, paired with black pepper as traditional kitchens always have, to support an active everyday life.',
    ingredients: ['Turmeric', 'Black Pepper'],
  },
  'cod-liver-black-seed': {
    eyebrow: 'A British Classic, Reimagined',
    headline: 'Cod Liver Oil with Black Seed',
    subheadline:
      'Norwegian cod liver oil, naturally providing omega-3 and vitamins A and D, paired with cold-pressed black seed oil in one easy softgel.',
    ingredients: ['Cod Liver Oil', 'Black Seed'],
  },
  'cod-liver': {
    eyebrow: 'Norwegian Arctic Cod',
    headline: 'The Spoonful Generations Have Trusted',
    subheadline:
      'Pure cod liver oil naturally rich in omega-3 EPA and DHA, with vitamin D, which contributes to the maintenance of normal bones and teeth.',
    ingredients: ['Cod Liver Oil', 'Vitamins A & D'],
  },
  'manuka-black-seed': {
    eyebrow: 'Certified Manuka & Black Seed',
    headline: 'Two Treasured Traditions in One Jar',
    subheadline:
      'Certified New Zealand Manuka honey blended with ground black seed: a rich, gently warming spoonful to begin each day.',
    ingredients: ['Manuka Honey', 'Black Seed'],
  },
  'honey-black-seed': {
    eyebrow: 'Raw Honey & Black Seed',
    headline: 'Two Traditions, One Golden Spoonful',
    subheadline:
      'Raw, cold-extracted honey blended with ground black seed, just as families have mixed it for generations.',
    ingredients: ['Raw Honey', 'Black Seed'],
  },
  manuka: {
    eyebrow: 'Certified New Zealand Manuka',
    headline: 'Liquid Gold from New Zealand',
    subheadline:
      'Raw, unblended Manuka honey, independently tested for its MGO grade and traceable to the hive.',
    ingredients: ['Manuka Honey'],
  },
  honey: {
    eyebrow: 'Raw & Unpasteurised',
    headline: 'Honey, Just as the Bees Made It',
    subheadline:
      'Cold-extracted and only lightly strained, so every jar keeps the flavour of the flowers it came from.',
    ingredients: ['Raw Honey'],
  },
  shilajit: {
    eyebrow: 'Pure Himalayan Shilajit',
    headline: 'Mountain-Born Vitality',
    subheadline:
      'Authentic resin gathered above 4,000 metres, traditionally purified and independently tested, to support natural energy.',
    ingredients: ['Shilajit'],
  },
  ashwagandha: {
    eyebrow: 'KSM-66® Ashwagandha',
    headline: 'Find Your Balance, Naturally',
    subheadline:
      'A full-spectrum root extract of the ancient Ayurvedic adaptogen, to support a sense of calm through busy days.',
    ingredients: ['Ashwagandha'],
  },
  tongkat: {
    eyebrow: 'Tongkat Ali 200:1',
    headline: 'The Rainforest Root for Vitality',
    subheadline:
      'A concentrated extract of wild-harvested Eurycoma longifolia root, traditionally taken in South-East Asia to support vitality.',
    ingredients: ['Tongkat Ali'],
  },
  'black-seed': {
    eyebrow: 'Cold-Pressed Nigella Sativa',
    headline: 'The Seed of Tradition, Pressed Fresh',
    subheadline:
      'Single-origin black seed, cold-pressed in small batches and tested for thymoquinone, to support your everyday wellbeing.',
    ingredients: ['Black Seed'],
  },
  coconut: {
    eyebrow: 'Organic Virgin Coconut',
    headline: 'Pure Coconut, Kitchen to Cupboard',
    subheadline:
      'Cold-pressed from fresh coconut and never refined, for cooking, baking and simple self-care.',
    ingredients: ['Coconut'],
  },
  vinegar: {
    eyebrow: 'Raw, With the Mother',
    headline: 'Apple Cider Vinegar, Alive and Unfiltered',
    subheadline:
      'Slowly fermented from whole organic apples and bottled raw, cloudy mother and all.',
    ingredients: ['Apple Cider Vinegar'],
  },
  default: {
    eyebrow: 'Natural Apothecary',
    headline: 'Pure Goodness from Nature',
    subheadline:
      'Thoughtfully sourced natural ingredients, checked batch by batch and packed with care in the UK.',
    ingredients: ['Natural Ingredients'],
  },
};

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

/** Every ingredient card image the media server draws (src/server/media/ingredient-art.ts). */
export const INGREDIENT_IMAGE_KEYS = [
  'black-seed',
  'honey',
  'manuka',
  'turmeric',
  'black-pepper',
  'glucosamine',
  'cod-liver',
  'shilajit',
  'ashwagandha',
  'tongkat',
  'coconut',
  'vinegar',
  'argan',
  'tallow',
  'default',
] as const;

export type IngredientImageKey = (typeof INGREDIENT_IMAGE_KEYS)[number];

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

function card(
  imageKey: IngredientImageKey,
  name: string,
  purity: string,
  description: string,
): IngredientCard {
  return { name, purity, description, image: buildIngredientImagePath(imageKey) };
}

const CARDS = {
  blackSeedOil: card(
    'black-seed',
    'Black Seed Oil (Nigella sativa)',
    '100%',
    'Cold-pressed from whole, single-origin seeds below 40°C, keeping its natural peppery character.',
  ),
  thymoquinone: card(
    'default',
    'Thymoquinone',
    '≥0.95%',
    'The compound black seed is best known for, confirmed by independent testing in every batch.',
  ),
  blackSeedGround: card(
    'black-seed',
    'Ground Black Seed',
    '100%',
    'Whole Nigella sativa seed, freshly ground and blended cold so nothing is lost to heat.',
  ),
  rawHoney: card(
    'honey',
    'Raw Honey',
    '100%',
    'Cold-extracted and lightly strained, never pasteurised, with no syrups or sugar added.',
  ),
  honeyCharacter: card(
    'default',
    'Natural Pollen & Enzymes',
    'Raw',
    'Because the honey is never heated or ultra-filtered, its natural pollen and character stay in the jar.',
  ),
  manuka: card(
    'manuka',
    'New Zealand Manuka Honey',
    '100%',
    'Gathered where the Manuka bush flowers wild, then tested, graded and packed in New Zealand.',
  ),
  turmeric: card(
    'turmeric',
    'Turmeric Root Extract',
    '95%',
    'Standardised to 95% curcuminoids, far more concentrated than the spice in your kitchen cupboard.',
  ),
  blackPepper: card(
    'black-pepper',
    'Black Pepper Extract',
    '95%',
    'Standardised to 95% piperine, turmeric’s traditional partner in kitchens across South Asia.',
  ),
  glucosamine: card(
    'glucosamine',
    'Glucosamine HCl',
    '99%',
    'High-purity glucosamine hydrochloride, the best-known ingredient in joint care formulas. Contains crustaceans.',
  ),
  codLiver: card(
    'cod-liver',
    'Norwegian Cod Liver Oil',
    '100%',
    'From wild Arctic cod, molecularly distilled for purity and naturally rich in omega-3 EPA and DHA.',
  ),
  vitaminsAD: card(
    'default',
    'Vitamins A & D',
    'Natural',
    'Naturally present in cod liver oil. Vitamin D contributes to the maintenance of normal bones and teeth.',
  ),
  shilajit: card(
    'shilajit',
    'Himalayan Shilajit Resin',
    '100%',
    'Hand-gathered above 4,000 metres and purified with spring water, the traditional way.',
  ),
  fulvicAcid: card(
    'default',
    'Fulvic Acid',
    '≥60%',
    'Shilajit’s signature compound, carrying a broad spectrum of naturally occurring trace minerals.',
  ),
  ashwagandha: card(
    'ashwagandha',
    'KSM-66® Ashwagandha Root',
    '100% root',
    'A full-spectrum extract made only from the root, using a water-based process without alcohol.',
  ),
  withanolides: card(
    'default',
    'Withanolides',
    '5%',
    'The natural compounds ashwagandha extracts are standardised to, for consistency in every capsule.',
  ),
  tongkat: card(
    'tongkat',
    'Tongkat Ali Root Extract',
    '200:1',
    'Concentrated from wild-harvested Eurycoma longifolia root grown in Malaysian rainforest.',
  ),
  tongkatPurity: card(
    'default',
    'Heavy Metal Tested',
    '100%',
    'Every batch is independently tested for purity and heavy metals before it is encapsulated.',
  ),
  coconut: card(
    'coconut',
    'Virgin Coconut Oil',
    '100%',
    'Cold-pressed from fresh coconut within hours of harvest, never refined, bleached or deodorised.',
  ),
  lauricAcid: card(
    'default',
    'Lauric Acid',
    '≈48%',
    'The medium-chain fatty acid that makes up around half of coconut oil’s natural fats.',
  ),
  vinegar: card(
    'vinegar',
    'Raw Apple Cider Vinegar',
    '5% acidity',
    'Slowly fermented from crushed organic apples and bottled unpasteurised.',
  ),
  mother: card(
    'default',
    'The Mother',
    'Unfiltered',
    'The cloudy strands of natural yeasts and bacteria that show the vinegar is raw and unfiltered.',
  ),
  natural: card(
    'default',
    'Natural Ingredients',
    '100%',
    'Simple, recognisable ingredients from growers and makers we know by name.',
  ),
  batchTested: card(
    'default',
    'Batch Tested',
    '100%',
    'Every batch is checked against its specification before it is packed.',
  ),
} satisfies Record<string, IngredientCard>;

const INGREDIENT_CARDS: Record<MarketingKey, IngredientCard[]> = {
  glucosamine: [CARDS.glucosamine, CARDS.turmeric, CARDS.blackSeedOil],
  'black-seed-turmeric': [CARDS.blackSeedOil, CARDS.turmeric],
  turmeric: [CARDS.turmeric, CARDS.blackPepper],
  'cod-liver-black-seed': [CARDS.codLiver, CARDS.blackSeedOil],
  'cod-liver': [CARDS.codLiver, CARDS.vitaminsAD],
  'manuka-black-seed': [CARDS.manuka, CARDS.blackSeedGround],
  'honey-black-seed': [CARDS.rawHoney, CARDS.blackSeedGround],
  manuka: [CARDS.manuka, CARDS.honeyCharacter],
  honey: [CARDS.rawHoney, CARDS.honeyCharacter],
  shilajit: [CARDS.shilajit, CARDS.fulvicAcid],
  ashwagandha: [CARDS.ashwagandha, CARDS.withanolides],
  tongkat: [CARDS.tongkat, CARDS.tongkatPurity],
  'black-seed': [CARDS.blackSeedOil, CARDS.thymoquinone],
  coconut: [CARDS.coconut, CARDS.lauricAcid],
  vinegar: [CARDS.vinegar, CARDS.mother],
  default: [CARDS.natural, CARDS.batchTested],
};

/**
 * The ingredient cards: three for glucosamine handles, otherwise two, with images chosen by the
 * handle's keywords. A graded Manuka handle shows its grade on the Manuka card.
 */
export function selectIngredientCards(handle: string): IngredientCard[] {
  const key = resolveMarketingKey(handle);
  const grade = findMgoGrade(handle);
  return INGREDIENT_CARDS[key].map((c) =>
    grade && c === CARDS.manuka ? { ...c, purity: `MGO ${grade}+` } : { ...c },
  );
}

// ---------------------------------------------------------------------------------------------
// Why / Science sections
// ---------------------------------------------------------------------------------------------

export type MarketingBenefit = { icon: IconName; title: string; description: string };

const WHY_BENEFITS: Record<MarketingFamily, MarketingBenefit[]> = {
  'black-seed': [
    {
      icon: 'leaf',
      title: 'Cold-pressed, small batch',
      description: 'Pressed gently and bottled fresh, never heated or solvent-extracted.',
    },
    {
      icon: 'mountain',
      title: 'Single-origin seed',
      description: 'Traceable to the farms that grow it, harvest after harvest.',
    },
    {
      icon: 'shield-check',
      title: 'Supports everyday wellbeing',
      description: 'A time-honoured daily ritual across the Middle East and South Asia.',
    },
    {
      icon: 'flask-conical',
      title: 'Independently tested',
      description: 'Thymoquinone and purity confirmed by a third-party laboratory.',
    },
  ],
  honey: [
    {
      icon: 'leaf',
      title: 'Raw and unpasteurised',
      description: 'Cold-extracted and lightly strained, so nothing is lost to heat.',
    },
    {
      icon: 'hand-heart',
      title: 'From beekeepers we know',
      description: 'Bought directly from independent beekeepers at fair prices.',
    },
    {
      icon: 'utensils-crossed',
      title: 'Real, complex flavour',
      description: 'Seasonal and floral, never homogenised into sameness.',
    },
    {
      icon: 'recycle',
      title: 'Glass, not plastic',
      description: 'Packed in recyclable glass jars with tamper-evident lids.',
    },
  ],
  manuka: [
    {
      icon: 'award',
      title: 'Certified grade',
      description: 'Every batch tested for MGO by an accredited laboratory.',
    },
    {
      icon: 'mountain',
      title: 'Packed in New Zealand',
      description: 'Produced, tested and sealed at source for full authenticity.',
    },
    {
      icon: 'badge-check',
      title: 'Traceable to the hive',
      description: 'A batch number on every jar links it to its harvest.',
    },
    {
      icon: 'shield-check',
      title: 'Supports everyday wellbeing',
      description: 'A rich, delicious spoonful as part of a balanced routine.',
    },
  ],
  turmeric: [
    {
      icon: 'sun',
      title: 'Standardised extract',
      description: '95% curcuminoids, far beyond ordinary turmeric powder.',
    },
    {
      icon: 'zap',
      title: 'A traditional partnership',
      description: 'Paired as turmeric has been in kitchens for centuries.',
    },
    {
      icon: 'activity',
      title: 'Supports an active life',
      description: 'A daily habit for walkers, gardeners and weekend athletes.',
    },
    {
      icon: 'leaf',
      title: 'Clean formula',
      description: 'No fillers, no artificial colours, in a vegetarian capsule.',
    },
  ],
  'cod-liver': [
    {
      icon: 'bone',
      title: 'Vitamin D',
      description: 'Contributes to the maintenance of normal bones, teeth and muscle function.',
    },
    {
      icon: 'heart',
      title: 'Omega-3 EPA and DHA',
      description: 'Naturally present in oil from the livers of wild Arctic cod.',
    },
    {
      icon: 'shield-check',
      title: 'Vitamins A and D',
      description: 'Both contribute to the normal function of the immune system.',
    },
    {
      icon: 'flask-conical',
      title: 'Molecularly distilled',
      description: 'Purified and tested so you get clean, fresh-tasting oil.',
    },
  ],
  glucosamine: [
    {
      icon: 'bone',
      title: 'Three in one',
      description: 'Glucosamine, turmeric and black seed in a single daily tablet.',
    },
    {
      icon: 'activity',
      title: 'Made for moving',
      description: 'For people who want to keep doing the things they love.',
    },
    {
      icon: 'sun',
      title: 'Standardised turmeric',
      description: '95% curcuminoids in every tablet, not just ground spice.',
    },
    {
      icon: 'clock',
      title: 'Three months per tub',
      description: 'One tablet a day, 90 tablets: simple and good value.',
    },
  ],
  shilajit: [
    {
      icon: 'mountain',
      title: 'Above 4,000 metres',
      description: 'Hand-gathered from Himalayan rock faces in the summer months.',
    },
    {
      icon: 'gem',
      title: 'Authentic resin',
      description: 'Never a reconstituted powder, and it dissolves fully in warm water.',
    },
    {
      icon: 'zap',
      title: 'Supports natural energy',
      description: 'A traditional Ayurvedic tonic for vitality and stamina.',
    },
    {
      icon: 'flask-conical',
      title: 'UK laboratory tested',
      description: 'Heavy metals and microbes checked in every batch.',
    },
  ],
  ashwagandha: [
    {
      icon: 'brain',
      title: 'Supports a sense of calm',
      description: 'The classic Ayurvedic adaptogen for balance in busy times.',
    },
    {
      icon: 'award',
      title: 'Genuine KSM-66®',
      description: 'A licensed, full-spectrum root extract with 5% withanolides.',
    },
    {
      icon: 'leaf',
      title: 'Root only',
      description: 'No leaves, no alcohol extraction, no fillers.',
    },
    {
      icon: 'moon',
      title: 'Fits your routine',
      description: 'One capsule in the morning, one in the evening.',
    },
  ],
  tongkat: [
    {
      icon: 'zap',
      title: 'Supports vitality',
      description: 'A traditional tonic root from the Malaysian rainforest.',
    },
    {
      icon: 'flask-conical',
      title: 'True 200:1 extract',
      description: 'Highly concentrated, so one capsule a day is enough.',
    },
    {
      icon: 'leaf',
      title: 'Wild-harvested',
      description: 'From sustainably managed forest, traceable to its source.',
    },
    {
      icon: 'shield-check',
      title: 'Purity tested',
      description: 'Heavy metals checked in every batch.',
    },
  ],
  coconut: [
    {
      icon: 'leaf',
      title: 'Virgin, never refined',
      description: 'Cold-pressed from fresh coconut with nothing taken away.',
    },
    {
      icon: 'utensils-crossed',
      title: 'A kitchen all-rounder',
      description: 'For frying, roasting and dairy-free baking.',
    },
    {
      icon: 'sparkles',
      title: 'A self-care staple',
      description: 'A simple moisturiser for skin and a pre-wash mask for hair.',
    },
    {
      icon: 'hand-heart',
      title: 'Fairly traded',
      description: 'Certified organic, from Sri Lankan smallholder farms.',
    },
  ],
  vinegar: [
    {
      icon: 'sprout',
      title: 'Raw, with the mother',
      description: 'Unfiltered and unpasteurised, cloudy and alive.',
    },
    {
      icon: 'leaf',
      title: 'Whole organic apples',
      description: 'Fermented slowly from crushed fruit, never from concentrate.',
    },
    {
      icon: 'glass-water',
      title: 'A refreshing ritual',
      description: 'One tablespoon in a large glass of water.',
    },
    {
      icon: 'utensils-crossed',
      title: 'Brilliant in the kitchen',
      description: 'Fruity and rounded in dressings, marinades and pickles.',
    },
  ],
  default: [
    {
      icon: 'leaf',
      title: 'Naturally sourced',
      description: 'Simple ingredients from growers and makers we know.',
    },
    {
      icon: 'flask-conical',
      title: 'Batch checked',
      description: 'Every batch checked against its specification.',
    },
    {
      icon: 'recycle',
      title: 'Thoughtfully packed',
      description: 'Glass and recyclable materials wherever we can.',
    },
    {
      icon: 'heart',
      title: 'Family-run',
      description: 'A small UK team who know every product we sell.',
    },
  ],
};

const SCIENCE_BENEFITS: Record<MarketingFamily, MarketingBenefit[]> = {
  'black-seed': [
    {
      icon: 'microscope',
      title: 'Thymoquinone, measured',
      description:
        'Thymoquinone is the compound researchers study most in black seed. We test every batch for at least 0.95%.',
    },
    {
      icon: 'leaf',
      title: 'Why cold-pressing matters',
      description:
        'Pressing below 40°C avoids the heat that can degrade delicate oils and flatten their flavour.',
    },
    {
      icon: 'flask-conical',
      title: 'Verified independently',
      description: 'A third-party laboratory checks identity, purity and freshness before release.',
    },
  ],
  honey: [
    {
      icon: 'leaf',
      title: 'Raw means unheated',
      description:
        'Pasteurising honey changes its texture and flavour. Ours is cold-extracted and never heated.',
    },
    {
      icon: 'microscope',
      title: 'Tested for authenticity',
      description: 'Batches are checked for purity and added sugars before they reach you.',
    },
    {
      icon: 'sprout',
      title: 'Crystallisation is natural',
      description: 'Raw honey sets over time. It is a sign of real, unprocessed honey.',
    },
  ],
  manuka: [
    {
      icon: 'microscope',
      title: 'What MGO measures',
      description:
        'Methylglyoxal (MGO) occurs naturally in Manuka honey; the number is the minimum mg per kg in the jar.',
    },
    {
      icon: 'badge-check',
      title: 'Graded independently',
      description: 'An accredited New Zealand laboratory tests every batch before it is labelled.',
    },
    {
      icon: 'shield',
      title: 'Authenticity markers',
      description:
        'Genuine Manuka carries natural chemical markers that testing confirms, so blends cannot pass.',
    },
  ],
  turmeric: [
    {
      icon: 'microscope',
      title: 'Curcuminoids, standardised',
      description:
        'Kitchen turmeric holds around 3% curcumin. Our extract is standardised to 95% curcuminoids.',
    },
    {
      icon: 'droplet',
      title: 'Fat-soluble by nature',
      description: 'Curcumin dissolves in fat, which is why we suggest taking it with a meal.',
    },
    {
      icon: 'flask-conical',
      title: 'Purity tested',
      description: 'Every batch is tested for identity, purity and heavy metals.',
    },
  ],
  'cod-liver': [
    {
      icon: 'microscope',
      title: 'Authorised nutrition claims',
      description:
        'Vitamins A and D contribute to the normal function of the immune system; vitamin D to normal bones and teeth.',
    },
    {
      icon: 'flask-conical',
      title: 'Molecular distillation',
      description: 'The oil is gently distilled to purify it and keep it tasting fresh.',
    },
    {
      icon: 'shield-check',
      title: 'Safety first',
      description:
        'Because of its vitamin A, we label it clearly as unsuitable during pregnancy, as the NHS advises.',
    },
  ],
  glucosamine: [
    {
      icon: 'microscope',
      title: 'High-purity glucosamine',
      description: 'Glucosamine hydrochloride of at least 99% purity in every tablet.',
    },
    {
      icon: 'sun',
      title: 'Standardised turmeric',
      description: 'An extract with 95% curcuminoids, so the amount is consistent.',
    },
    {
      icon: 'shield-check',
      title: 'Clear allergen labelling',
      description:
        'Derived from crustacean shells, and labelled so clearly you never have to guess.',
    },
  ],
  shilajit: [
    {
      icon: 'microscope',
      title: 'Fulvic acid, measured',
      description: 'Every batch is tested for its fulvic acid content, at least 60%.',
    },
    {
      icon: 'shield-check',
      title: 'Heavy metal screening',
      description:
        'Raw shilajit must be purified. A UK laboratory screens every batch for heavy metals and microbes.',
    },
    {
      icon: 'gem',
      title: 'A natural mineral profile',
      description: 'Shilajit carries a broad spectrum of naturally occurring trace minerals.',
    },
  ],
  ashwagandha: [
    {
      icon: 'microscope',
      title: 'One of the most studied extracts',
      description:
        'KSM-66 has been the subject of numerous published studies, more than most ashwagandha extracts.',
    },
    {
      icon: 'flask-conical',
      title: 'Standardised to 5%',
      description: 'Withanolide content is verified, so every capsule is consistent.',
    },
    {
      icon: 'shield-check',
      title: 'Responsible labelling',
      description: 'We follow UK safety guidance and say clearly who should not take ashwagandha.',
    },
  ],
  tongkat: [
    {
      icon: 'microscope',
      title: 'Ratio explained',
      description: 'A 200:1 ratio means about 200 parts of root for each part of extract.',
    },
    {
      icon: 'flask-conical',
      title: 'Identity confirmed',
      description: 'Each batch is tested to confirm it is genuine Eurycoma longifolia.',
    },
    {
      icon: 'shield-check',
      title: 'Heavy metal tested',
      description: 'Botanicals can pick up metals from soil, so we check every batch.',
    },
  ],
  coconut: [
    {
      icon: 'microscope',
      title: 'Rich in lauric acid',
      description: 'Around half of coconut oil’s natural fats are lauric acid, a medium-chain fat.',
    },
    {
      icon: 'sun',
      title: 'Solid below 24°C',
      description: 'Virgin coconut oil melts and sets with the seasons; quality is unaffected.',
    },
    {
      icon: 'leaf',
      title: 'Unrefined',
      description: 'No bleaching or deodorising, so its natural aroma remains.',
    },
  ],
  vinegar: [
    {
      icon: 'microscope',
      title: '5% acidity',
      description: 'Naturally fermented to a consistent 5% acetic acid.',
    },
    {
      icon: 'sprout',
      title: 'What the mother is',
      description: 'A natural culture of yeasts and bacteria that forms during fermentation.',
    },
    {
      icon: 'smile',
      title: 'Enamel-friendly habits',
      description: 'Always dilute it and use a straw: vinegar is acidic.',
    },
  ],
  default: [
    {
      icon: 'microscope',
      title: 'Specification checked',
      description: 'Every batch is checked against its specification before release.',
    },
    {
      icon: 'flask-conical',
      title: 'Traceable batches',
      description: 'Batch numbers link every product to its origin and records.',
    },
    {
      icon: 'shield-check',
      title: 'Honest labelling',
      description: 'Clear ingredients and directions, with no exaggerated claims.',
    },
  ],
};

/** Up to 4 benefits for the Why section. */
export function selectWhyBenefits(handle: string): MarketingBenefit[] {
  return WHY_BENEFITS[resolveMarketingFamily(handle)].slice(0, 4);
}

/** Up to 3 benefits for the science section (its button: `SCIENCE_CTA_LABEL`). */
export function selectScienceBenefits(handle: string): MarketingBenefit[] {
  return SCIENCE_BENEFITS[resolveMarketingFamily(handle)].slice(0, 3);
}

export const SCIENCE_CTA_LABEL = 'Experience the Difference';

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

function steps(...items: [IconName, string, string][]): HowItWorksStep[] {
  return items.map(([icon, title, description], i) => ({
    step: String(i + 1),
    icon,
    title,
    description,
  }));
}

export const HOW_IT_WORKS: Record<MarketingFamily, HowItWorksStep[]> = {
  'black-seed': steps(
    ['droplet', 'Take it daily', 'A teaspoon of oil or two capsules, at the same time each day.'],
    [
      'utensils-crossed',
      'Make it enjoyable',
      'Stir into honey or yoghurt, or take with breakfast.',
    ],
    ['repeat', 'Keep it up', 'Like any daily ritual, it is consistency that counts.'],
  ),
  honey: steps(
    ['hand', 'Stir and scoop', 'Use a clean, dry spoon every time.'],
    ['sun', 'Start your day', 'A spoonful neat, on porridge or in warm water.'],
    ['heart', 'Share it', 'Lovely for the whole family (over 12 months old).'],
  ),
  manuka: steps(
    ['target', 'Choose your grade', 'MGO 263+ for every day, higher grades to savour.'],
    ['utensils-crossed', 'One teaspoon', 'Let it dissolve slowly on the tongue.'],
    ['repeat', 'Make it a ritual', 'Morning or evening, it is a small daily pleasure.'],
  ),
  turmeric: steps(
    ['utensils-crossed', 'With a meal', 'Take your capsules with food that contains a little fat.'],
    ['glass-water', 'Plenty of water', 'Swallow whole with a full glass.'],
    ['activity', 'Stay active', 'Pair your daily capsules with regular movement.'],
  ),
  'cod-liver': steps(
    ['utensils-crossed', 'With food', 'Take your daily serving with a meal.'],
    ['shield', 'Keep it fresh', 'Store cool; keep liquid oil in the fridge once opened.'],
    ['sun', 'All year round', 'Especially popular through the darker UK months.'],
  ),
  glucosamine: steps(
    ['glass-water', 'One tablet', 'Take one tablet a day with water and food.'],
    ['dumbbell', 'Keep moving', 'Combine it with gentle, regular exercise.'],
    ['clock', 'Give it time', 'Glucosamine is typically taken daily for two to three months.'],
  ),
  shilajit: steps(
    ['hand', 'Measure', 'A pea-sized amount of resin, or one capsule.'],
    ['glass-water', 'Dissolve', 'Stir resin into warm water, tea or milk.'],
    ['sun', 'Morning ritual', 'Take it in the morning to start your day.'],
  ),
  ashwagandha: steps(
    ['sun', 'Morning capsule', 'One capsule with breakfast.'],
    ['moon', 'Evening capsule', 'One after your evening meal.'],
    ['clock', 'Stay consistent', 'Adaptogens are best taken daily over several weeks.'],
  ),
  tongkat: steps(
    ['sun', 'One capsule', 'With breakfast and a glass of water.'],
    ['repeat', 'Cycle it', 'Five days on, two days off is a popular pattern.'],
    ['dumbbell', 'Live actively', 'Alongside exercise, good sleep and a balanced diet.'],
  ),
  coconut: steps(
    ['flame', 'Cook', 'Use in place of butter or oil for frying and baking.'],
    ['hand', 'Moisturise', 'Melt a little between your palms for skin.'],
    ['sparkles', 'Condition', 'Comb through hair as a pre-wash mask.'],
  ),
  vinegar: steps(
    ['droplet', 'Shake gently', 'Spread the mother through the bottle.'],
    ['glass-water', 'Dilute', 'One tablespoon in a large glass of water.'],
    ['smile', 'Protect your teeth', 'Sip through a straw and rinse with water.'],
  ),
  default: steps(
    ['package', 'Order', 'Free UK shipping on every order.'],
    ['hand', 'Use as directed', 'Follow the directions on the label.'],
    ['heart', 'Enjoy', 'Backed by our 60-day guarantee.'],
  ),
};

/** How It Works steps for a handle. */
export function selectHowItWorks(handle: string): HowItWorksStep[] {
  return HOW_IT_WORKS[resolveMarketingFamily(handle)];
}

// ---------------------------------------------------------------------------------------------
// Quality metrics, mineral profile
// ---------------------------------------------------------------------------------------------

export type QualityMetric = {
  label: string;
  /** Shown as text, e.g. '≥0.95%'. */
  value: string;
  /** Bar fill, 0 to 100. */
  score: number;
};

export const QUALITY_METRICS: Record<MarketingFamily, QualityMetric[]> = {
  'black-seed': [
    { label: 'Purity', value: '100%', score: 100 },
    { label: 'Thymoquinone', value: '≥0.95%', score: 95 },
    { label: 'Pressing temperature', value: '<40°C', score: 95 },
    { label: 'Batches third-party tested', value: '100%', score: 100 },
  ],
  honey: [
    { label: 'Raw honey', value: '100%', score: 100 },
    { label: 'Added sugar or syrup', value: 'None', score: 100 },
    { label: 'Batches authenticity tested', value: '100%', score: 100 },
    { label: 'Recyclable packaging', value: 'Glass', score: 95 },
  ],
  manuka: [
    { label: 'New Zealand Manuka', value: '100%', score: 100 },
    { label: 'MGO certified', value: 'Every batch', score: 100 },
    { label: 'Raw, unpasteurised', value: 'Yes', score: 100 },
    { label: 'Traceable to harvest', value: 'Every jar', score: 100 },
  ],
  turmeric: [
    { label: 'Curcuminoids', value: '95%', score: 95 },
    { label: 'Piperine in pepper extract', value: '95%', score: 95 },
    { label: 'Artificial colours', value: 'None', score: 100 },
    { label: 'Heavy metal tested', value: 'Every batch', score: 100 },
  ],
  'cod-liver': [
    { label: 'Norwegian cod liver oil', value: '100%', score: 100 },
    { label: 'Molecularly distilled', value: 'Yes', score: 100 },
    { label: 'Purity tested', value: 'Every batch', score: 100 },
    { label: 'Fish from certified fisheries', value: '100%', score: 100 },
  ],
  glucosamine: [
    { label: 'Glucosamine purity', value: '99%', score: 99 },
    { label: 'Curcuminoids in turmeric', value: '95%', score: 95 },
    { label: 'Allergens declared', value: 'Crustaceans', score: 100 },
    { label: 'Tested', value: 'Every batch', score: 100 },
  ],
  shilajit: [
    { label: 'Pure resin', value: '100%', score: 100 },
    { label: 'Fulvic acid', value: '≥60%', score: 80 },
    { label: 'Heavy metal screened', value: 'Every batch', score: 100 },
    { label: 'Microbiological tested', value: 'Every batch', score: 100 },
  ],
  ashwagandha: [
    { label: 'Root-only extract', value: '100%', score: 100 },
    { label: 'Withanolides', value: '5%', score: 85 },
    { label: 'Alcohol used in extraction', value: 'None', score: 100 },
    { label: 'Fillers', value: 'None', score: 100 },
  ],
  tongkat: [
    { label: 'Extract ratio', value: '200:1', score: 95 },
    { label: 'Identity confirmed', value: 'Every batch', score: 100 },
    { label: 'Heavy metal tested', value: 'Every batch', score: 100 },
    { label: 'Fillers', value: 'None', score: 100 },
  ],
  coconut: [
    { label: 'Organic coconut', value: '100%', score: 100 },
    { label: 'Refining or bleaching', value: 'None', score: 100 },
    { label: 'Lauric acid', value: '≈48%', score: 80 },
    { label: 'Fairly traded', value: 'Yes', score: 100 },
  ],
  vinegar: [
    { label: 'Organic apples', value: '100%', score: 100 },
    { label: 'Acidity', value: '5%', score: 90 },
    { label: 'Unpasteurised', value: 'Yes', score: 100 },
    { label: 'Unfiltered, with the mother', value: 'Yes', score: 100 },
  ],
  default: [
    { label: 'Batch checked', value: '100%', score: 100 },
    { label: 'Traceable sourcing', value: 'Yes', score: 100 },
    { label: 'Recyclable packaging', value: 'Wherever possible', score: 90 },
  ],
};

export function selectQualityMetrics(handle: string): QualityMetric[] {
  return QUALITY_METRICS[resolveMarketingFamily(handle)];
}

/** 'Complete Mineral Profile' is shown for shilajit handles only. */
export function showsMineralProfile(handle: string): boolean {
  return normaliseHandle(handle).includes('shilajit');
}

// ---------------------------------------------------------------------------------------------
// Section titles, testimonials block, comparison, endorsement, closing CTA
// ---------------------------------------------------------------------------------------------

export const MARKETING_SECTION_TITLES = {
  ingredients: 'What’s Inside',
  why: 'Why Customers Choose It',
  science: 'The Science of Nature',
  howItWorks: 'How It Works',
  targetAreas: 'Target Areas and Benefits',
  mineralProfile: 'Complete Mineral Profile',
  qualityMetrics: 'Quality Metrics',
  testimonials: 'In Our Customers’ Words',
  comparison: 'How We Compare',
  endorsement: 'Trusted by Professionals',
} as const;

export const TESTIMONIALS_BLOCK = {
  title: MARKETING_SECTION_TITLES.testimonials,
  subtitle: 'Testimonials',
  /** The three avatars that cycle in the block. */
  avatars: ['/media/people/1.svg', '/media/people/2.svg', '/media/people/3.svg'],
  /** Milliseconds between avatar changes. */
  cycleMs: 4000,
} as const;

export type ComparisonRow = { feature: string; ours: string; standard: string };

export type ComparisonTable = {
  title: string;
  columns: { feature: string; ours: string; standard: string };
  rows: ComparisonRow[];
};

export const STANDARD_BRANDS_LABEL = 'Standard Brands';

/** The comparison table: '{shopName}' vs 'Standard Brands'. A blank name uses the default. */
export function buildComparisonTable(shopName: string): ComparisonTable {
  const ours = shopName.trim() || DEFAULT_SHOP_NAME;
  return {
    title: MARKETING_SECTION_TITLES.comparison,
    columns: { feature: 'Feature', ours, standard: STANDARD_BRANDS_LABEL },
    rows: [
      {
        feature: 'Sourcing',
        ours: 'Named origins, traceable batches',
        standard: 'Blended, often anonymous',
      },
      {
        feature: 'Processing',
        ours: 'Cold-pressed or raw wherever possible',
        standard: 'Heat-treated or refined',
      },
      {
        feature: 'Independent testing',
        ours: 'Every batch',
        standard: 'Rarely published',
      },
      { feature: 'Fillers and additives', ours: 'None', standard: 'Common' },
      { feature: 'Packaging', ours: 'Glass and recyclable', standard: 'Mostly plastic' },
      { feature: 'Guarantee', ours: '60-day money-back', standard: 'Varies' },
      { feature: 'UK delivery', ours: 'Free', standard: 'Often charged' },
    ],
  };
}

export type HealthcareEndorsement = {
  name: string;
  credentials: string;
  role: string;
  image: string;
  quote: string;
  /** Shown in small print beneath the quote. */
  note: string;
};

/**
 * Static endorsement (storefront §2). Placeholder copy: before launch, replace it with a real,
 * consenting professional or remove it. It comments on quality and labelling only; UK rules do not
 * allow health claims that refer to an individual health professional's recommendation.
 */
export const HEALTHCARE_ENDORSEMENT: HealthcareEndorsement = {
  name: 'Hannah Whitlock',
  credentials: 'BSc, RNutr',
  role: 'Registered Nutritionist',
  image: '/media/people/5.svg', // a woman's portrait (people.ts)
  quote:
    'I always start with food and lifestyle. When clients do choose a supplement, I ask them to look for the basics: clear labels, honest wording, named origins and independent batch testing. This range gets those basics right.',
  note: 'Comment on product quality and labelling, not medical advice. Speak to your GP or pharmacist before starting a supplement if you are pregnant, breastfeeding, taking medication or under medical supervision.',
};

export const CLOSING_CTA = {
  headline: 'Ready to Make It Part of Your Day?',
  body: `Join ${CUSTOMERS_TEXT} who have made it part of their routine. Free UK shipping and a 60-day money-back guarantee.`,
  buttonLabel: 'Claim Yours Now',
} as const;
