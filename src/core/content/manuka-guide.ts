// The Manuka honey guide (/manuka-honey, accounts §2 and §9): MGO ratings, UMF grades and how they
// map, wellbeing uses (careful wording), how to use, storage, and the 'Shop Manuka Honey' link.
//
// Grades from the spec: MGO 83+, 263+, 514+, 800+; UMF 5+, 10+, 15+, 20+ map to MGO 83+, 263+,
// 514+, 829+. The top grade is quoted as 800+ or 829+ depending on the grading source; both appear.

export type MgoGrade = {
  /** Minimum methylglyoxal content, mg/kg. */
  mgo: number;
  /** 'MGO 83+' */
  label: string;
  strength: string;
  description: string;
};

export type UmfGrade = {
  umf: number;
  /** 'UMF 5+' */
  label: string;
  /** The minimum MGO (mg/kg) the UMF grade corresponds to. */
  mgo: number;
  /** 'MGO 83+' */
  mgoLabel: string;
};

export type GuideSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  /** Optional short points shown as a list after the paragraphs. */
  points?: string[];
};

export type GuideReference = {
  title: string;
  url: string;
};

/** MGO ratings, as many producers label them (the top grade quoted as 800+). */
export const MGO_GRADES: readonly MgoGrade[] = [
  {
    mgo: 83,
    label: 'MGO 83+',
    strength: 'Everyday',
    description:
      'An entry grade with the characteristic manuka flavour. A lovely everyday honey for toast, porridge and warm drinks.',
  },
  {
    mgo: 263,
    label: 'MGO 263+',
    strength: 'Daily Wellness',
    description:
      'Our most popular grade: richer and more distinctive, for a daily spoonful as part of your morning routine.',
  },
  {
    mgo: 514,
    label: 'MGO 514+',
    strength: 'High Grade',
    description:
      'A high grade with a deep, full flavour, chosen by many customers for a daily teaspoon taken on its own.',
  },
  {
    mgo: 800,
    label: 'MGO 800+',
    strength: 'Premium',
    description:
      'A rare, premium grade with an intense, almost medicinal taste. Savoured a little at a time, straight from the spoon.',
  },
];

/** UMF grades and the MGO levels they correspond to (UMF Honey Association). */
export const UMF_GRADES: readonly UmfGrade[] = [
  { umf: 5, label: 'UMF 5+', mgo: 83, mgoLabel: 'MGO 83+' },
  { umf: 10, label: 'UMF 10+', mgo: 263, mgoLabel: 'MGO 263+' },
  { umf: 15, label: 'UMF 15+', mgo: 514, mgoLabel: 'MGO 514+' },
  { umf: 20, label: 'UMF 20+', mgo: 829, mgoLabel: 'MGO 829+' },
];

/** The MGO label equivalent to a UMF grade, or undefined for a grade not in the table. */
export function findMgoForUmf(umf: number): UmfGrade | undefined {
  return UMF_GRADES.find((grade) => grade.umf === umf);
}

export const MANUKA_GUIDE_PAGE = {
  metaTitle: 'Manuka Honey Guide',
  metaDescription:
    'What MGO and UMF mean, how the grades compare, and how to use and store Manuka honey. A plain-English guide from Habba & Honey.',
  eyebrow: 'The Guide',
  heading: 'The Manuka Honey Guide',
  intro:
    'MGO, UMF, 263+, 20+: Manuka labels can feel like a code. This guide explains what the numbers mean, how the two grading systems compare, and how to choose, enjoy and store your honey.',
  mgoTableHeading: 'MGO Ratings',
  mgoTableCaption: 'Methylglyoxal content in milligrams per kilogram of honey.',
  umfTableHeading: 'UMF and MGO Compared',
  umfTableCaption: 'How the UMF grades line up with MGO levels.',
  umfColumnLabel: 'UMF Grade',
  mgoColumnLabel: 'MGO Equivalent',
  topGradeNote:
    'The top grade is quoted as MGO 800+ by some producers and as MGO 829+ (the exact UMF 20+ equivalent) by others, depending on the grading source, so you will see both on labels, including ours.',
  shopCta: { label: 'Shop Manuka Honey', href: '/shop?collection=raw-honey' },
  journalCta: { label: 'Read: The Story Behind Manuka', href: '/blog/manuka-honey-golden-healer' },
  referencesHeading: 'Sources',
  disclaimer:
    'This guide is for general information only and is not medical advice. Manuka honey is a food; it is not intended to diagnose, treat or prevent any condition.',
} as const;

/** Suggested daily amount for the lowest grade (accounts §9). */
export const LOWEST_GRADE_DAILY_SUGGESTION = '1-2 teaspoons daily';

export const MANUKA_GUIDE_SECTIONS: readonly GuideSection[] = [
  {
    id: 'what-is-manuka',
    heading: 'What Is Manuka Honey?',
    paragraphs: [
      'Manuka honey is made by honeybees from the nectar of the manuka bush (Leptospermum scoparium), which grows wild across New Zealand. The bush flowers for only a few weeks each summer, often in remote hill country, which is one reason genuine manuka is scarce.',
      'It is thicker, darker and less sweet than most honeys, with an earthy, slightly herbal flavour. Because bees forage freely, every batch is tested to confirm it is genuine manuka and to measure its grade.',
    ],
  },
  {
    id: 'what-is-mgo',
    heading: 'What Does MGO Mean?',
    paragraphs: [
      "MGO stands for methylglyoxal, a naturally occurring compound found in unusually high levels in manuka honey. Researchers in Dresden identified it in 2008 as the main source of manuka's distinctive, stable 'non-peroxide activity'. It forms slowly in the jar from dihydroxyacetone (DHA), a compound in manuka nectar.",
      'An MGO rating tells you the minimum amount of methylglyoxal measured in the honey, in milligrams per kilogram. MGO 263+ contains at least 263 mg/kg. The higher the number, the rarer the honey and the stronger its flavour.',
    ],
  },
  {
    id: 'what-is-umf',
    heading: 'What Does UMF Mean?',
    paragraphs: [
      'UMF, short for Unique Manuka Factor, is a quality mark licensed by the UMF Honey Association in New Zealand. Only licensed producers may use it. A UMF grade reflects MGO together with other signature markers, including DHA and leptosperin, which help confirm the honey is authentic manuka and fresh.',
      'UMF 5+ corresponds to MGO 83+, UMF 10+ to MGO 263+, UMF 15+ to MGO 514+ and UMF 20+ to MGO 829+. Both systems describe the same honey in different ways, so you can compare jars whichever label they carry.',
    ],
  },
  {
    id: 'wellbeing',
    heading: 'Manuka and Wellbeing',
    paragraphs: [
      'Honey has been valued across many cultures for thousands of years, and manuka is among the most prized. It is rich in naturally occurring sugars, enzymes, amino acids and plant polyphenols, and many people enjoy a daily spoonful as part of a balanced diet and healthy lifestyle.',
      'A warm honey and lemon drink is a traditional comfort for a tickly throat, and the NHS suggests it as a simple self-care step for adults and children over one year old with a cough. Manuka is a particularly rich honey to use. Sterile, medical-grade manuka dressings are used in some clinical settings under professional supervision, but the honey in your cupboard is a food and should not be used on wounds.',
    ],
  },
  {
    id: 'how-to-use',
    heading: 'How to Use Manuka Honey',
    paragraphs: [
      'For the lowest grade (MGO 83+ or UMF 5+) we suggest 1-2 teaspoons daily. For higher grades, a single teaspoon a day is plenty for most people. Take it straight from the spoon and let it dissolve slowly, or enjoy it with food.',
    ],
    points: [
      'Take a teaspoon on its own, first thing in the morning or between meals.',
      'Stir into warm, not boiling, water with a squeeze of lemon; very hot drinks spoil its flavour.',
      'Drizzle over porridge, yoghurt or fruit, or spread on toast.',
      "Mix with black seed oil for a traditional spoonful that softens the oil's peppery taste.",
      'Never give honey of any kind to babies under 12 months old.',
    ],
  },
  {
    id: 'storage',
    heading: 'Storing Your Manuka',
    paragraphs: [
      'Manuka honey keeps for a long time when it is stored well. There is no need to refrigerate it; the cold only makes it stiff and hard to spoon.',
    ],
    points: [
      'Keep the lid tightly closed, in a cool, dry cupboard away from sunlight and the cooker.',
      'Always use a clean, dry spoon so no moisture or crumbs get into the jar.',
      'Crystallisation is natural in raw honey. Stand the jar in warm water and stir gently to soften it.',
      'Use by the best-before date on the jar for the fullest flavour and grade.',
    ],
  },
  {
    id: 'choosing-a-grade',
    heading: 'Which Grade Should I Choose?',
    paragraphs: [
      'There is no single right answer. Many customers enjoy MGO 263+ as an everyday honey and keep a higher grade, such as MGO 514+ or UMF 20+ MGO 829+, for a daily teaspoon on its own. Whatever you choose, look for a clear MGO or UMF grade, a batch number and a New Zealand origin on the label.',
    ],
  },
];

export const MANUKA_GUIDE_REFERENCES: readonly GuideReference[] = [
  {
    title: 'UMF Honey Association: the Unique Manuka Factor quality mark',
    url: 'https://www.umf.org.nz/',
  },
  {
    title:
      'Mavric E, et al. Identification and quantification of methylglyoxal as the dominant antibacterial constituent of Manuka (Leptospermum scoparium) honeys from New Zealand. Molecular Nutrition & Food Research, 2008 (PubMed)',
    url: 'https://pubmed.ncbi.nlm.nih.gov/18210383/',
  },
  {
    title: 'NHS: Cough',
    url: 'https://www.nhs.uk/conditions/cough/',
  },
  {
    title: 'NHS: Foods to avoid giving babies and young children',
    url: 'https://www.nhs.uk/baby/weaning-and-feeding/foods-to-avoid-giving-babies-and-young-children/',
  },
];
