// The founder's story page (/story, accounts §2): sections with images, an 'Explore Our Products'
// button to /shop and a 'Back' button to /.

export type StoryImage = {
  /** `/media/scenes/story-{n}.svg` */
  src: string;
  alt: string;
  width: number;
  height: number;
};

export type StorySection = {
  id: string;
  heading: string;
  paragraphs: string[];
  image: StoryImage;
};

function storyImage(n: number, alt: string): StoryImage {
  return { src: `/media/scenes/story-${n}.svg`, alt, width: 1000, height: 750 };
}

export const STORY_PAGE = {
  metaTitle: 'Our Story',
  metaDescription:
    'How a tin of black seeds in a Leicester kitchen became Habba & Honey: a family-run natural apothecary rooted in tradition.',
  eyebrow: 'Our Story',
  heading: "From Our Grandmother's Kitchen to Yours",
  intro:
    'Habba & Honey is a small family business in Leicester. This is how it started, and why we still do things the slow way.',
  foundedYear: 2019,
  quote:
    'We would rather sell fewer things and be sure of every one of them. If it is not good enough for our own family, it is not good enough for yours.',
  quoteAttribution: 'Amina Rahman, Co-founder',
  signature: 'Amina & Yusuf Rahman, Founders',
  exploreButton: { label: 'Explore Our Products', href: '/shop' },
  backButton: { label: 'Back', href: '/' },
} as const;

export const STORY_SECTIONS: readonly StorySection[] = [
  {
    id: 'where-it-began',
    heading: 'Where It Began',
    paragraphs: [
      'Our grandmother, Nani Khadija, arrived in Leicester in the early 1970s with two suitcases, three children and a small tin of black seeds. The tin lived on the kitchen windowsill of the terraced house off the Belgrave Road for the next forty years, refilled whenever a relative came back from a trip abroad.',
      'She called the seeds al-habba al-sawda, the black seed. Every morning began the same way: a spoonful of honey, a few drops of black seed oil and a cup of sweet tea, while the house woke up around her. It is where our name comes from, and it is the ritual we still keep.',
    ],
    image: storyImage(
      1,
      'A sunlit terraced-house kitchen windowsill with a small tin of black seeds and a jar of honey',
    ),
  },
  {
    id: 'a-spoonful-of-tradition',
    heading: 'A Spoonful of Tradition',
    paragraphs: [
      'Nani was never a healer, and she never claimed to be. But she had a deep respect for the foods her own mother had relied on: black seed and honey, warm spiced milk, good olive oil, simple soups when someone felt run down. Neighbours would knock to borrow a little of this or that, and leave with a recipe as well.',
      'Growing up, we took it all for granted. It was only much later, when we went looking for the same ingredients for our own children, that we realised how hard it had become to find ones we could trust.',
    ],
    image: storyImage(
      2,
      'Hands spooning honey into a small bowl beside handwritten recipe cards and a teapot',
    ),
  },
  {
    id: 'asking-better-questions',
    heading: 'Asking Better Questions',
    paragraphs: [
      "Amina spent ten years working in food quality testing; Yusuf ran warehouses for a national retailer. Between us we knew what to ask, and we did not always like the answers. Black seed oil that smelt flat and stale. 'Manuka' honey with no grade and no batch number. Shilajit that would not dissolve, sold with no idea of where it came from.",
      'So in 2019, at the same kitchen table, we decided to do it ourselves: to source a handful of traditional ingredients properly, test every batch, and tell customers plainly what tradition says about them and what the research does and does not show.',
    ],
    image: storyImage(
      3,
      'A kitchen table covered with sample bottles, a notebook and laboratory certificates',
    ),
  },
  {
    id: 'how-we-source',
    heading: 'How We Source',
    paragraphs: [
      'We buy black seed from a small number of growers we have visited, and have it cold-pressed in small batches so the oil reaches you fresh. Our Manuka honey comes from New Zealand beekeepers, packed and graded there, with the MGO level and batch number on every jar. Our shilajit is gathered in the high Himalaya and purified gently with water alone.',
      'Before anything goes on sale, a sample from each batch goes to an independent laboratory for purity and quality checks. If a batch does not meet our standard, we send it back. We keep every certificate, and we are always happy to share the one for your order.',
    ],
    image: storyImage(
      4,
      'A hillside of flowering manuka bushes with wooden beehives under a wide blue sky',
    ),
  },
  {
    id: 'still-a-family-business',
    heading: 'Still a Family Business',
    paragraphs: [
      "Habba & Honey is still run from Leicester by our family and a small team who have become part of it. We pack every parcel by hand, answer every email ourselves, and still keep Nani's tin on the shelf in the office.",
      'We have grown more than we ever imagined, thanks entirely to customers who tried a bottle, liked it and told a friend. We hope you will feel like part of the family too, and if anything is ever not right, our 60-day guarantee means we will put it right.',
    ],
    image: storyImage(
      5,
      'Parcels wrapped in kraft paper and string on a packing bench, with an old black seed tin on the shelf above',
    ),
  },
];

/** The promises shown as a short list near the end of the story page. */
export const STORY_PROMISES: readonly { title: string; text: string }[] = [
  {
    title: 'Honest Labels',
    text: 'We tell you what tradition says and what the research shows, and never claim more than that.',
  },
  {
    title: 'Tested Every Batch',
    text: 'Independent laboratory checks before anything reaches our shelves.',
  },
  {
    title: 'Here to Help',
    text: 'Real people in Leicester who answer every message within two business days.',
  },
];
