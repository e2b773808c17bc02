// The three hard-coded journal articles (storefront §3 "Journal article", accounts §2 /blog/{slug})
// and the strings of the article page. Copy rules: UK retail wording, no disease claims
// ('traditionally used', 'supports', 'rich in'), every reference a real public source.
// The card fields live in article-summaries.ts (the home teaser loads only those); this module adds
// the bodies and references, and re-exports the summaries' helpers so callers need one import.
import {
  type ArticleSummary,
  ASHWAGANDHA_SUMMARY,
  BLACK_SEED_OIL_SUMMARY,
  MANUKA_HONEY_SUMMARY,
} from './article-summaries';

export {
  ARTICLE_SLUGS,
  type ArticleCategory,
  type ArticleSlug,
  type ArticleSummary,
  articleHref,
  formatArticleDate,
} from './article-summaries';

export type ArticleSection = {
  heading?: string;
  paragraphs: string[];
};

export type ArticleReference = {
  title: string;
  url: string;
};

export type Article = ArticleSummary & {
  content: ArticleSection[];
  references: ArticleReference[];
};

export const BLOG_STRINGS = {
  referencesHeading: 'Research & References',
  viewSource: 'View Source',
  shopNow: 'Shop Now',
  shopNowHref: '/shop',
  notFoundTitle: 'Blog Post Not Found',
  notFoundText: "The article you're looking for doesn't exist or may have moved.",
  backHome: 'Back to Home',
  backHomeHref: '/',
  byline: 'By',
  indexTitle: 'The Journal',
  indexIntro:
    'Stories, traditions and careful reading on the natural ingredients we stock. Written by our team, with the sources we used.',
  readArticle: 'Read Article',
  disclaimer:
    'This article is for general information only and is not medical advice. If you are pregnant, breastfeeding, taking medication or under medical supervision, please speak to your GP or pharmacist before using a new supplement.',
} as const;

const blackSeedOil: Article = {
  ...BLACK_SEED_OIL_SUMMARY,
  content: [
    {
      paragraphs: [
        "Known as habbat al-barakah, the seed of blessing, in Arabic, as kalonji across South Asia and as black cumin in much of Europe, the small, matt-black seeds of Nigella sativa have been pressed, ground and sprinkled in kitchens and apothecaries from Egypt to India for thousands of years. Our own name is a nod to al-habba al-sawda, 'the black seed', which sat in a tin in our grandmother's kitchen in Leicester for as long as any of us can remember.",
        'Today black seed oil has found a new audience among people looking for natural additions to their daily routine. In this article we look at where the oil comes from, what it contains, what researchers are currently exploring, and how to choose and enjoy a good one.',
      ],
    },
    {
      heading: 'A Seed With a Long History',
      paragraphs: [
        "Nigella sativa is a delicate annual flowering plant of the buttercup family, native to south-west Asia and grown today across the Middle East, North Africa and the Indian subcontinent. Its pale blue flowers give way to papery seed pods packed with the angular black seeds that give the plant its many names. Despite 'black cumin', and the 'onion seed' you may see on supermarket labels, it is related to neither.",
        'Black seeds have been found among the grave goods of ancient Egypt, and the plant appears in classical Greek and Roman writing on food and medicine. It holds an especially cherished place in Islamic tradition, where it is mentioned in the hadith and has been part of Prophetic medicine for more than fourteen centuries. In Unani and Ayurvedic practice, the seeds and oil have traditionally been used to support digestion and general wellbeing, and to soothe and condition the skin.',
      ],
    },
    {
      heading: 'What Is in the Oil?',
      paragraphs: [
        'Cold-pressed black seed oil is mostly made up of fatty acids: chiefly linoleic acid, an omega-6 polyunsaturated fat, along with oleic acid (the monounsaturated fat also found in olive oil) and smaller amounts of saturated fat. It also contains naturally occurring tocopherols (forms of vitamin E) and plant sterols.',
        'What sets black seed apart is its small fraction of volatile oil, and in particular a compound called thymoquinone. Thymoquinone gives the oil much of its distinctive peppery, slightly bitter warmth, and it is the compound researchers have studied most closely. Its level varies a great deal from one harvest to the next.',
      ],
    },
    {
      heading: 'What Does the Research Say?',
      paragraphs: [
        'Black seed is one of the more widely studied traditional botanicals. Reviews of the scientific literature describe a large body of laboratory and animal research into the antioxidant properties of the oil and of thymoquinone, and a growing number of small human studies looking at areas such as digestion, skin and markers of general metabolic health.',
        'It is worth being clear about what this does and does not mean. Much of the work has been carried out in the laboratory or in animals, human studies have generally been small and short, and the preparations and amounts used vary widely. The reviewers themselves call for larger, well-designed trials before firm conclusions can be drawn. In the UK, black seed oil is sold as a food or food supplement rather than a medicine, and no health claims for it have been authorised.',
        'So we prefer to describe black seed oil simply: a nutritious, traditionally valued oil, rich in unsaturated fatty acids and naturally occurring thymoquinone, that many of our customers enjoy as part of a varied, balanced diet and a healthy lifestyle.',
      ],
    },
    {
      heading: 'How to Enjoy Black Seed Oil',
      paragraphs: [
        'The most traditional way to take black seed oil is also the simplest: half to one teaspoon a day, on its own or stirred into a spoonful of raw honey to soften its bold flavour. It can also be stirred into yoghurt, blended into a smoothie, or drizzled over hummus, salads and warm flatbreads. Heat dulls its flavour and its more delicate compounds, so it is best used cold rather than for cooking.',
        'If you find the taste too strong, capsules offer the same cold-pressed oil in a convenient, measured form. For skin and hair, a few drops can be massaged in on their own or blended with a carrier oil such as argan or coconut. As with any new skincare product, try a small patch test first.',
      ],
    },
    {
      heading: 'Choosing a Quality Oil',
      paragraphs: [
        'Not all black seed oils are equal. Look for oil that is cold-pressed from whole seeds, with no heat or chemical solvents used in extraction; that comes in dark amber or violet glass, which protects it from light; and whose seller can tell you where the seeds were grown and when the oil was pressed. A fresh oil should smell peppery and herbaceous, never flat or rancid.',
        'Every batch of our Organic Black Seed Oil is pressed from a single origin of seed, bottled in amber glass and tested by an independent laboratory for purity and thymoquinone content before it reaches our shelves. We are always happy to share the certificate for your batch: just ask.',
      ],
    },
    {
      heading: 'A Sensible Word on Safety',
      paragraphs: [
        'Black seed oil is a food and is well tolerated by most people in culinary amounts. As with any supplement, more is not better, so stick to the amount suggested on the label. Some people find the oil unsettles a sensitive stomach, in which case taking it with food usually helps. Applied to the skin it can occasionally cause irritation.',
        'If you are pregnant or breastfeeding, are taking prescribed medication (particularly for blood pressure, blood sugar or blood thinning) or have an operation coming up, please speak to your GP or pharmacist before adding black seed oil to your routine. Food supplements should not be used as a substitute for a varied, balanced diet and a healthy lifestyle.',
      ],
    },
  ],
  references: [
    {
      title:
        'Ahmad A, et al. A review on therapeutic potential of Nigella sativa: a miracle herb. Asian Pacific Journal of Tropical Biomedicine, 2013 (PubMed)',
      url: 'https://pubmed.ncbi.nlm.nih.gov/23646296/',
    },
    {
      title:
        'Yimer EM, et al. Nigella sativa L. (black cumin): a promising natural remedy for wide range of illnesses. Evidence-Based Complementary and Alternative Medicine, 2019',
      url: 'https://doi.org/10.1155/2019/1528635',
    },
    {
      title:
        'Alberts A, et al. Nigella sativa: a comprehensive review of its therapeutic potential, pharmacological properties, and clinical applications. International Journal of Molecular Sciences, 2024',
      url: 'https://doi.org/10.3390/ijms252413410',
    },
    {
      title: 'Food Standards Agency: Food supplements',
      url: 'https://www.food.gov.uk/business-guidance/food-supplements',
    },
  ],
};

const manukaHoney: Article = {
  ...MANUKA_HONEY_SUMMARY,
  content: [
    {
      paragraphs: [
        'Taste manuka honey next to an ordinary supermarket jar and the difference is obvious. It is thicker, darker and less sweet, with an earthy, almost herbal depth and a faint bitterness at the finish. Look at the price and the difference is obvious too. So what is it about this honey from New Zealand that has made it one of the most sought-after foods in the world?',
        'In this article we look at where manuka comes from, the science behind its reputation, how to read the grades on the label, and how our customers like to use it.',
      ],
    },
    {
      heading: 'From a Hardy New Zealand Shrub',
      paragraphs: [
        'Manuka honey is made by honeybees from the nectar of Leptospermum scoparium, a tough, fast-growing shrub native to New Zealand and known there by its Maori name, manuka. It thrives on scrubland, hillsides and the edges of native forest, often far from roads and farmland.',
        'The manuka bush flowers for only a few weeks each summer, and the weather during that window decides the size of the harvest. Beekeepers often move their hives into remote country, sometimes by helicopter, to reach the flowering bush. Because bees forage where they please, every batch must be tested to confirm how much of it truly comes from manuka, which is why authentic, well-graded manuka honey is scarce and carefully regulated.',
      ],
    },
    {
      heading: 'What Makes Manuka Different?',
      paragraphs: [
        'Honey has been valued for thousands of years, and much of the natural activity of ordinary honey comes from small amounts of hydrogen peroxide produced by an enzyme the bees add. That activity is fragile: it fades with heat, light and time.',
        "Manuka also has a second, much more stable kind of activity, known for years simply as its 'non-peroxide activity'. In 2008 researchers at the Technical University of Dresden identified the compound mainly responsible: methylglyoxal, or MGO. They found MGO levels in the New Zealand manuka honeys they tested up to a hundred times higher than in conventional honeys. MGO is not made by the bees directly. Manuka nectar is rich in a related compound, dihydroxyacetone (DHA), which slowly converts to MGO as the honey matures in the jar.",
        'Reviews of the research describe manuka as a complex food whose sugars, amino acids, enzymes and plant polyphenols all contribute to its character. Laboratory studies of its properties continue, and sterile, medical-grade manuka dressings are used in some clinical settings under professional supervision. A jar of manuka honey from your cupboard, however, is a food and should be enjoyed as one; it is not intended for treating wounds or any medical condition.',
      ],
    },
    {
      heading: 'Reading the Label: MGO and UMF',
      paragraphs: [
        'Because the quality of manuka varies so much, two grading systems have grown up to describe it. An MGO rating states the amount of methylglyoxal measured in the honey, in milligrams per kilogram, so MGO 263+ contains at least 263 mg/kg.',
        'UMF, short for Unique Manuka Factor, is a quality mark licensed by the UMF Honey Association in New Zealand. A UMF grade takes account of MGO alongside other signature markers, including DHA and leptosperin, a compound found in manuka nectar that helps confirm authenticity. The grades line up roughly like this: UMF 5+ corresponds to MGO 83+, UMF 10+ to MGO 263+, UMF 15+ to MGO 514+ and UMF 20+ to MGO 829+, which some brands round to MGO 800+.',
        'Higher grades are rarer and cost more, but a higher number is not automatically the right choice for you. Many people enjoy a lower grade as their everyday honey and keep a higher grade for special use. Our Manuka Honey Guide explains the grades in more detail.',
      ],
    },
    {
      heading: 'How People Enjoy Manuka Honey',
      paragraphs: [
        'The most popular ritual is the simplest: a teaspoon each morning, taken straight from the spoon and allowed to dissolve slowly. Manuka can also be stirred into warm (not boiling) water with a squeeze of lemon, drizzled over porridge or yoghurt, or spread on toast. Very hot liquids are best avoided, as heat can spoil its flavour and delicate compounds.',
        'A warm honey and lemon drink is a long-standing home comfort when you have a tickly throat, and the NHS suggests it as a simple self-care step for adults and children over one year old with a cough. Manuka is simply a particularly rich and flavourful honey to use for it. It also pairs beautifully with black seed: a spoonful of honey is the traditional way to soften the bold, peppery taste of black seed oil.',
      ],
    },
    {
      heading: 'Storing and Caring for Your Manuka',
      paragraphs: [
        'Keep manuka honey tightly sealed in a cool, dry cupboard, away from direct sunlight and sources of heat. It does not need to go in the fridge, which only makes it stiff and harder to spoon. Always use a clean, dry spoon to keep moisture out of the jar.',
        'Raw honey can slowly thicken or crystallise over time. This is completely natural and a sign it has not been heavily processed. If you prefer it runny, stand the jar in a bowl of warm water for a few minutes and stir gently.',
      ],
    },
    {
      heading: 'A Note on Safety',
      paragraphs: [
        "Honey of any kind, including manuka, must never be given to babies under 12 months old, as it can occasionally contain bacteria that produce toxins in a baby's gut. Honey is also a source of free sugars: it is a food to savour in moderation, and anyone managing their blood sugar should count it as they would any other sugar. If you have a bee or pollen allergy, please speak to your GP before trying it.",
      ],
    },
  ],
  references: [
    {
      title:
        'Mavric E, et al. Identification and quantification of methylglyoxal as the dominant antibacterial constituent of Manuka (Leptospermum scoparium) honeys from New Zealand. Molecular Nutrition & Food Research, 2008 (PubMed)',
      url: 'https://pubmed.ncbi.nlm.nih.gov/18210383/',
    },
    {
      title:
        'Alvarez-Suarez JM, et al. The composition and biological activity of honey: a focus on Manuka honey. Foods, 2014',
      url: 'https://doi.org/10.3390/foods3030420',
    },
    {
      title: 'UMF Honey Association: the Unique Manuka Factor quality mark',
      url: 'https://www.umf.org.nz/',
    },
    {
      title: 'NHS: Cough',
      url: 'https://www.nhs.uk/conditions/cough/',
    },
    {
      title: 'NHS: Foods to avoid giving babies and young children',
      url: 'https://www.nhs.uk/baby/weaning-and-feeding/foods-to-avoid-giving-babies-and-young-children/',
    },
  ],
};

const ashwagandha: Article = {
  ...ASHWAGANDHA_SUMMARY,
  content: [
    {
      paragraphs: [
        'Long working days, screens until bedtime, family to look after: most of us know the feeling of being stretched a little thin. It is no surprise, then, that ashwagandha has become one of the most talked-about herbs in Britain. You will find it in capsules, powders, teas and even chocolate, often with some fairly bold promises attached.',
        'We stock ashwagandha because our customers ask for it and because the research behind it is more substantial than for many trending botanicals. But we also think you deserve a straight answer about what it is, what the studies have actually found, and who should give it a miss.',
      ],
    },
    {
      heading: 'Roots in Ayurveda',
      paragraphs: [
        "Ashwagandha (Withania somnifera) is a small evergreen shrub of the nightshade family that grows in the dry regions of India, the Middle East and parts of Africa. Its name comes from Sanskrit and is usually translated as 'smell of the horse', a reference both to the earthy scent of the fresh root and to the strength and vitality it was traditionally associated with. The species name, somnifera, means 'sleep-bringing' in Latin.",
        "In Ayurveda, India's traditional system of medicine, ashwagandha root has been used for around three thousand years as a rasayana: a tonic taken to support strength, vitality and a calm, restful state of mind. Traditionally the powdered root was simmered in warm milk with a little honey and taken in the evening.",
      ],
    },
    {
      heading: "What Is an 'Adaptogen'?",
      paragraphs: [
        'Ashwagandha is often described as an adaptogen, a term used for herbs traditionally taken to help the body cope with everyday physical and mental pressures. It is a useful shorthand, but it is a traditional concept rather than a recognised scientific or regulatory category, so we use it with care.',
        'The root contains a family of naturally occurring compounds called withanolides, and these are what researchers usually measure when they standardise an extract. Because the amount of withanolides varies with the part of the plant used, where it was grown and how it was processed, two ashwagandha products can be very different from each other, even when their labels look alike.',
      ],
    },
    {
      heading: 'What the Studies Have Found',
      paragraphs: [
        'Ashwagandha has been studied in a number of small clinical trials. In one widely cited 2012 study, 64 adults who described themselves as under stress took either a high-concentration, full-spectrum root extract or a placebo for 60 days. Those taking ashwagandha reported lower scores on standard stress questionnaires, and their blood cortisol levels were lower than those of the placebo group. A 2019 trial of 60 adults found a similar pattern over eight weeks, with lower stress ratings and lower morning cortisol in those taking an ashwagandha extract.',
        'These are encouraging results, but they need to be kept in proportion. The studies were small and short, they used different extracts and amounts, and several were funded by extract manufacturers. The US National Center for Complementary and Integrative Health summarises the evidence this way: some ashwagandha preparations may help with stress and sleep, but there is not enough evidence to draw conclusions about its effects on anxiety or most other uses, or about its safety over the longer term.',
        'No health claims for ashwagandha are authorised in the UK, and it is not a treatment for stress, anxiety, low mood or any other condition. If you are struggling, the most important step is to talk to someone: your GP, a friend, or a support service such as NHS Talking Therapies.',
      ],
    },
    {
      heading: 'Why We Chose a KSM-66 Root Extract',
      paragraphs: [
        'Our Ashwagandha KSM-66 Capsules use a full-spectrum extract made only from the root, the part of the plant used traditionally, rather than cheaper leaf material. It is standardised to a consistent level of withanolides, so every capsule contains a known amount, and it is the same kind of root extract used in a number of the published studies. Each batch is tested for identity, heavy metals and microbiological purity before we sell it.',
      ],
    },
    {
      heading: 'How to Take Ashwagandha',
      paragraphs: [
        'Follow the directions on the pack: for our capsules, that is one capsule a day with food and a glass of water. Some people prefer to take it in the evening as part of a wind-down routine. Studies have generally looked at use over six to twelve weeks, and the evidence on safety covers use for up to about three months, so we suggest taking a break after that.',
        'Ashwagandha works best as one small part of a wider routine. Regular movement, daylight, a consistent bedtime, good food and time with people you care about all do far more for how you feel than any single supplement. Food supplements should not be used as a substitute for a varied, balanced diet and a healthy lifestyle.',
      ],
    },
    {
      heading: 'Who Should Avoid Ashwagandha',
      paragraphs: [
        'Ashwagandha is not suitable for everyone. Please do not take it if you are pregnant, trying to conceive or breastfeeding. Speak to your GP or pharmacist first if you have a thyroid condition, an autoimmune condition or liver problems, if you have an operation coming up, or if you take any prescribed medication, particularly for thyroid function, blood pressure, blood sugar, sleep, anxiety or immune suppression.',
        'The most common side effects reported are mild: drowsiness, an upset stomach or loose stools. Rare cases of liver problems have been reported in people taking ashwagandha supplements, so stop taking it and contact your GP if you notice yellowing of the skin or eyes, dark urine, unusual itching or tummy pain.',
      ],
    },
  ],
  references: [
    {
      title:
        'Chandrasekhar K, et al. A prospective, randomized double-blind, placebo-controlled study of safety and efficacy of a high-concentration full-spectrum extract of ashwagandha root in reducing stress and anxiety in adults. Indian Journal of Psychological Medicine, 2012 (PubMed)',
      url: 'https://pubmed.ncbi.nlm.nih.gov/23439798/',
    },
    {
      title:
        'Lopresti AL, et al. An investigation into the stress-relieving and pharmacological actions of an ashwagandha (Withania somnifera) extract: a randomized, double-blind, placebo-controlled study. Medicine, 2019 (PubMed)',
      url: 'https://pubmed.ncbi.nlm.nih.gov/31517876/',
    },
    {
      title: 'National Center for Complementary and Integrative Health (NIH): Ashwagandha',
      url: 'https://www.nccih.nih.gov/health/ashwagandha',
    },
    {
      title: 'NIH Office of Dietary Supplements: Ashwagandha fact sheet for health professionals',
      url: 'https://ods.od.nih.gov/factsheets/Ashwagandha-HealthProfessional/',
    },
  ],
};

/** The three journal articles, newest last, in the order the home page teaser shows them. */
export const ARTICLES: readonly Article[] = [blackSeedOil, manukaHoney, ashwagandha];

export function findArticleBySlug(slug: string): Article | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}

/** Number of words in an article's body (used by tests to keep the copy at full length). */
export function countArticleWords(article: Article): number {
  return article.content
    .flatMap((section) => [section.heading ?? '', ...section.paragraphs])
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}
