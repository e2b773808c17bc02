// Product page content: Raw & Manuka Honey (including the two honey and black seed blends).

import type { ProductContent, ProductFaq } from '../product-content';

const INFANT_FAQ: ProductFaq = {
  question: 'Is it suitable for babies?',
  answer:
    'No. Like all honey, it should not be given to babies under 12 months old. It is fine for the rest of the family.',
};

export const HONEY_CONTENT = {
  'black-seed-honey': {
    isConsumable: true,
    benefits: [
      {
        icon: 'sparkles',
        title: 'A time-honoured pairing',
        description:
          'Raw honey and black seed have been taken together for generations. We blend them so every spoonful is ready to enjoy.',
      },
      {
        icon: 'shield-check',
        title: 'Supports everyday wellbeing',
        description:
          'A natural, spoonable way to bring black seed into your day, especially through the colder months.',
      },
      {
        icon: 'leaf',
        title: 'Raw, never heat-treated',
        description:
          'The honey is cold-extracted and only lightly strained, so its natural character is left intact.',
      },
      {
        icon: 'utensils-crossed',
        title: 'Delicious everywhere',
        description:
          'Warm and gently peppery on toast, in porridge or stirred into a mug of warm water with lemon.',
      },
    ],
    testimonials: [
      {
        name: 'Zainab H.',
        role: 'Verified buyer, Bolton',
        rating: 5,
        text: 'My grandmother used to mix these for us by hand. This tastes just like hers, smooth with a little warmth at the end.',
        image: '/media/people/1.svg',
      },
      {
        name: 'James C.',
        role: 'Verified buyer, Bath',
        rating: 5,
        text: 'Bought it out of curiosity and now it lives next to the kettle. A spoonful in hot water and lemon on cold mornings is lovely.',
        image: '/media/people/4.svg',
      },
      {
        name: 'Mariam Y.',
        role: 'Verified buyer, Coventry',
        rating: 4,
        text: 'Thick, good-quality honey and plenty of black seed. It does set firm in winter, but a warm spoon sorts that out.',
        image: '/media/people/3.svg',
      },
    ],
    keyFeatures: [
      'Raw, unpasteurised honey with ground black seed',
      'Cold-extracted and lightly strained',
      'No added sugar, syrups or flavourings',
      '250g glass jar with tamper-evident lid',
    ],
    howToUse:
      'Enjoy one to two teaspoons a day, straight from the spoon, on toast or porridge, or stirred into warm (not boiling) water. Stir before use, as the seed settles naturally. Store at room temperature with the lid closed; honey may crystallise over time, which is natural. Not suitable for babies under 12 months.',
    usageSteps: [
      {
        icon: 'hand',
        title: 'Stir',
        description: 'Give the jar a stir to spread the black seed evenly.',
      },
      {
        icon: 'utensils-crossed',
        title: 'Spoon',
        description: 'Take a teaspoon neat, or spread on toast or porridge.',
      },
      {
        icon: 'glass-water',
        title: 'Or sip',
        description: 'Stir into warm water with a squeeze of lemon.',
      },
    ],
    whyChoose: {
      title: 'Why our black seed honey?',
      points: [
        'Raw honey from a single beekeeping cooperative',
        'A generous ratio of ground black seed',
        'Blended cold in small batches',
        'Nothing added: no syrup, no sugar',
      ],
    },
    comparisonOld: [
      'Heat-treated, blended honey',
      'A token sprinkle of seed',
      'Sugar syrups to bulk it out',
      'Plastic squeeze bottle',
    ],
    comparisonNew: [
      'Raw, cold-extracted honey',
      'Generous ground black seed',
      'Just honey and black seed',
      'Recyclable glass jar',
    ],
    clinicalStats: [
      { value: '100%', label: 'Raw honey' },
      { value: '2', label: 'Ingredients, nothing else' },
      { value: '0', label: 'Added sugar' },
    ],
    targetAreas: ['Daily wellbeing', 'Winter routines', 'Breakfast', 'Warm drinks'],
    mineralsList: [],
    faqs: [
      {
        question: 'What does it taste like?',
        answer:
          'Sweet, rich honey first, then a gentle peppery warmth from the black seed. Most people find it much easier than black seed oil on its own.',
      },
      {
        question: 'Why has my honey gone solid?',
        answer:
          'Raw honey crystallises naturally, especially in cooler weather. Stand the jar in warm water for a few minutes to soften it.',
      },
      {
        question: 'Can I add it to hot drinks?',
        answer:
          'Yes, but let the drink cool a little first. Very hot liquid dulls the flavour of raw honey.',
      },
      INFANT_FAQ,
    ],
  },

  'manuka-honey-black-seed': {
    isConsumable: true,
    benefits: [
      {
        icon: 'award',
        title: 'Genuine New Zealand Manuka',
        description:
          'Certified Manuka honey, tested for its MGO level and traceable to the hive, blended with ground black seed.',
      },
      {
        icon: 'shield-check',
        title: 'Supports everyday wellbeing',
        description:
          'Two much-loved traditional ingredients in one jar: a simple daily spoonful for the whole household.',
      },
      {
        icon: 'sun',
        title: 'A morning ritual',
        description:
          'Rich and earthy with a gentle warmth. Lovely from the spoon before breakfast or in warm water.',
      },
      {
        icon: 'flask-conical',
        title: 'Independently tested',
        description:
          'The Manuka is tested by an accredited New Zealand laboratory before it is blended.',
      },
    ],
    testimonials: [
      {
        name: 'Khadija O.',
        role: 'Verified buyer, Birmingham',
        rating: 5,
        text: 'I have been buying Manuka and black seed separately for years. This is beautifully smooth and I can tell the Manuka is the real thing.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Robert F.',
        role: 'Verified buyer, Harrogate',
        rating: 5,
        text: 'Pricey but you get what you pay for. A teaspoon every morning through the winter months.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Samira D.',
        role: 'Verified buyer, Reading',
        rating: 5,
        text: 'It arrived with the batch certificate details on the jar, which I appreciated. Tastes wonderful.',
        image: '/media/people/6.svg',
      },
    ],
    keyFeatures: [
      'Certified New Zealand Manuka honey',
      'Blended with ground Nigella sativa seed',
      'MGO tested by an accredited laboratory',
      'Raw and unpasteurised',
      'Batch number traceable on every jar',
    ],
    howToUse:
      'Take one teaspoon a day, ideally on an empty stomach in the morning, or stir into warm (not boiling) water. Stir the jar before use, as the seed settles. Use a clean, dry spoon and store at room temperature. Not suitable for babies under 12 months.',
    usageSteps: [
      {
        icon: 'hand',
        title: 'Stir the jar',
        description: 'Mix the settled seed back through the honey.',
      },
      {
        icon: 'sun',
        title: 'Morning spoonful',
        description: 'Enjoy one teaspoon before breakfast, slowly from the spoon.',
      },
      {
        icon: 'glass-water',
        title: 'Or a warm drink',
        description: 'Stir into warm water with ginger or lemon.',
      },
      {
        icon: 'repeat',
        title: 'Every day',
        description: 'A 250g jar is around 50 teaspoons, enough for well over a month.',
      },
    ],
    whyChoose: {
      title: 'Why our Manuka with black seed?',
      points: [
        'Authentic, certified New Zealand Manuka',
        'Lab tested for MGO before blending',
        'Cold-blended to keep the honey raw',
        'Traceable batch on every jar',
      ],
    },
    comparisonOld: [
      '"Manuka blend" with little real Manuka',
      'No MGO or UMF certification',
      'Pasteurised for shelf appeal',
      'No batch traceability',
    ],
    comparisonNew: [
      'Certified Manuka base',
      'MGO tested by an accredited lab',
      'Raw and unpasteurised',
      'Batch number on every jar',
    ],
    clinicalStats: [
      { value: '100%', label: 'New Zealand Manuka' },
      { value: 'Lab', label: 'Tested for MGO' },
      { value: '0', label: 'Added syrups' },
    ],
    targetAreas: ['Daily wellbeing', 'Winter routines', 'Morning ritual', 'Whole family'],
    mineralsList: [],
    faqs: [
      {
        question: 'Is this real Manuka honey?',
        answer:
          'Yes. The base is certified New Zealand Manuka honey, tested for methylglyoxal (MGO) by an accredited laboratory before we blend it with black seed.',
      },
      {
        question: 'How much should I have each day?',
        answer:
          'One teaspoon a day is typical. It is a food, so enjoy it as part of a varied, balanced diet.',
      },
      {
        question: 'Why does the seed sink?',
        answer:
          'Ground black seed settles naturally because we add no thickeners or emulsifiers. Simply stir before use.',
      },
      INFANT_FAQ,
      {
        question: 'Is it suitable for people watching their sugar intake?',
        answer:
          'Honey is a natural sugar. If you are managing your blood sugar, please ask your GP or dietitian whether it suits you.',
      },
    ],
  },

  'manuka-honey-mgo-263': {
    isConsumable: true,
    benefits: [
      {
        icon: 'award',
        title: 'Certified MGO 263+',
        description:
          'Independently tested to contain at least 263mg/kg of methylglyoxal, the naturally occurring compound Manuka is known for.',
      },
      {
        icon: 'sun',
        title: 'An everyday Manuka',
        description:
          'A gentle, versatile grade: ideal for daily spoonfuls, breakfast bowls and warm drinks.',
      },
      {
        icon: 'mountain',
        title: 'From remote New Zealand hives',
        description:
          'Gathered where the Manuka bush flowers wild, then packed and sealed in New Zealand.',
      },
      {
        icon: 'shield-check',
        title: 'Supports everyday wellbeing',
        description:
          'A delicious, natural part of a balanced routine, with a rich, slightly earthy flavour.',
      },
    ],
    testimonials: [
      {
        name: 'Claire B.',
        role: 'Verified buyer, Brighton',
        rating: 5,
        text: 'The nicest Manuka I have bought. Creamy, not too medicinal, and the 500g jar is good value.',
        image: '/media/people/1.svg',
      },
      {
        name: 'Ahmed S.',
        role: 'Verified buyer, Oldham',
        rating: 5,
        text: 'A spoonful in warm water every morning. I check the MGO on every jar and this one is spot on.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Lucy G.',
        role: 'Verified buyer, Cheltenham',
        rating: 4,
        text: 'Lovely honey and arrived quickly. I would like a smaller taster size to try the higher grades.',
        image: '/media/people/4.svg',
      },
    ],
    keyFeatures: [
      'Certified MGO 263+ (equivalent to UMF 10+)',
      'Produced, tested and packed in New Zealand',
      'Raw, unpasteurised and unblended',
      'Available in 250g and 500g jars',
      'Traceable batch number on every lid',
    ],
    howToUse:
      'Enjoy one to two teaspoons a day: straight from the spoon, drizzled over yoghurt or porridge, or stirred into warm (not boiling) water. Use a clean, dry spoon and store at room temperature away from direct sunlight. Not suitable for babies under 12 months.',
    usageSteps: [
      {
        icon: 'utensils-crossed',
        title: 'By the spoon',
        description: 'Let a teaspoon melt slowly on the tongue.',
      },
      {
        icon: 'sun',
        title: 'On breakfast',
        description: 'Drizzle over porridge, yoghurt or toast.',
      },
      {
        icon: 'glass-water',
        title: 'In warm drinks',
        description: 'Stir into warm water or tea once it has cooled a little.',
      },
    ],
    whyChoose: {
      title: 'Why our MGO 263+?',
      points: [
        'Certified MGO level, printed on the jar',
        'Single-origin New Zealand Manuka',
        'Raw and never blended with other honeys',
        'Excellent everyday value in the 500g jar',
      ],
    },
    comparisonOld: [
      'Vague "active" or "bio-active" labels',
      'Blended with cheaper honey',
      'Heat-treated for a runny texture',
      'Packed outside New Zealand',
      'No batch traceability',
    ],
    comparisonNew: [
      'Certified MGO 263+',
      '100% Manuka honey',
      'Raw, unpasteurised',
      'Packed in New Zealand',
      'Traceable batch number',
    ],
    clinicalStats: [
      { value: '263+', label: 'MGO mg/kg' },
      { value: 'UMF 10+', label: 'Equivalent grade' },
      { value: '100%', label: 'New Zealand Manuka' },
    ],
    targetAreas: ['Daily wellbeing', 'Breakfast', 'Warm drinks', 'Whole family'],
    mineralsList: [],
    faqs: [
      {
        question: 'What does MGO 263+ mean?',
        answer:
          'MGO is methylglyoxal, a compound that occurs naturally in Manuka honey. 263+ means each batch is tested to contain at least 263mg per kilogram.',
      },
      {
        question: 'Which grade should I choose?',
        answer:
          'MGO 263+ is a popular everyday grade. Higher grades such as 514+ and 829+ are rarer and more intense in flavour; many people keep them for a special spoonful.',
      },
      {
        question: 'Why is Manuka more expensive than other honey?',
        answer:
          'Manuka flowers for only a few weeks a year in remote parts of New Zealand, and each batch is tested and certified.',
      },
      INFANT_FAQ,
    ],
  },

  'manuka-honey-mgo-514': {
    isConsumable: true,
    benefits: [
      {
        icon: 'award',
        title: 'High-grade MGO 514+',
        description:
          'Tested to contain at least 514mg/kg methylglyoxal, a noticeably richer grade for the Manuka enthusiast.',
      },
      {
        icon: 'gem',
        title: 'Deep, complex flavour',
        description:
          'Dark caramel, toffee and a faintly herbal finish: a honey to savour slowly from the spoon.',
      },
      {
        icon: 'shield-check',
        title: 'Supports everyday wellbeing',
        description:
          'A daily teaspoon is a small, enjoyable habit as part of a varied, balanced diet.',
      },
      {
        icon: 'microscope',
        title: 'Tested twice',
        description: 'Graded in New Zealand at harvest and checked again before it is released.',
      },
    ],
    testimonials: [
      {
        name: 'Nadia F.',
        role: 'Verified buyer, Nottingham',
        rating: 5,
        text: 'You can taste the difference from the lower grades: thicker and richer. A little goes a long way.',
        image: '/media/people/6.svg',
      },
      {
        name: 'Peter J.',
        role: 'Verified buyer, Exeter',
        rating: 5,
        text: 'I have tried several brands at this grade and this is the most consistent. Lovely dark colour.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Hannah V.',
        role: 'Yoga teacher, Bristol',
        rating: 5,
        text: 'A teaspoon before my morning class is my little luxury. Beautifully packaged as a gift too.',
        image: '/media/people/3.svg',
      },
    ],
    keyFeatures: [
      'Certified MGO 514+ (equivalent to UMF 15+)',
      'Raw, single-origin New Zealand Manuka',
      'Graded at harvest and re-tested before release',
      '250g glass jar in a gift-ready sleeve',
    ],
    howToUse:
      'Enjoy one teaspoon a day, on its own or stirred into warm (not boiling) water. Because of its intense flavour, this grade is usually savoured neat. Use a clean, dry spoon and store at room temperature. Not suitable for babies under 12 months.',
    usageSteps: [
      {
        icon: 'utensils-crossed',
        title: 'One teaspoon',
        description: 'A single teaspoon is all you need of this rich grade.',
      },
      {
        icon: 'clock',
        title: 'Take your time',
        description: 'Let it dissolve slowly rather than swallowing straight away.',
      },
      {
        icon: 'sun',
        title: 'Keep it cool',
        description: 'Store out of direct sunlight with the lid tightly closed.',
      },
    ],
    whyChoose: {
      title: 'Why our MGO 514+?',
      points: [
        'A genuinely high grade, independently certified',
        'Raw and unblended, from one New Zealand region',
        'Double-checked before every release',
        'Presented beautifully for gifting',
      ],
    },
    comparisonOld: [
      'Grade claims without certificates',
      'Blended to reach a number',
      'Pasteurised and runny',
      'Plain plastic tub',
    ],
    comparisonNew: [
      'Certified MGO 514+',
      'Single-origin, unblended',
      'Raw and naturally thick',
      'Glass jar in a gift sleeve',
    ],
    clinicalStats: [
      { value: '514+', label: 'MGO mg/kg' },
      { value: 'UMF 15+', label: 'Equivalent grade' },
      { value: '2×', label: 'Tested before release' },
    ],
    targetAreas: ['Daily wellbeing', 'Morning ritual', 'Gifting', 'Manuka connoisseurs'],
    mineralsList: [],
    faqs: [
      {
        question: 'How is MGO 514+ different from 263+?',
        answer:
          'It contains roughly twice the methylglyoxal and has a deeper, more intense flavour. It is also rarer, which is reflected in the price.',
      },
      {
        question: 'How much should I have?',
        answer: 'One teaspoon a day is plenty. Enjoy it as part of a varied, balanced diet.',
      },
      {
        question: 'Does it go off?',
        answer:
          'Honey keeps for a very long time. We give a best-before date of at least two years from packing; store it at room temperature with the lid closed.',
      },
      INFANT_FAQ,
    ],
  },

  'manuka-honey-mgo-829': {
    isConsumable: true,
    benefits: [
      {
        icon: 'gem',
        title: 'Our rarest grade',
        description:
          'UMF 20+ / MGO 829+: among the highest grades New Zealand produces, from a limited harvest each year.',
      },
      {
        icon: 'badge-check',
        title: 'UMF certified',
        description:
          'Licensed under the UMF Honey Association grading system, which checks authenticity, freshness and MGO.',
      },
      {
        icon: 'shield-check',
        title: 'Supports everyday wellbeing',
        description:
          'A small spoonful of something exceptional, enjoyed as part of a balanced daily routine.',
      },
      {
        icon: 'star',
        title: 'Remarkable flavour',
        description:
          'Dense and velvety, with notes of dark caramel, roasted coffee and a long, warming finish.',
      },
    ],
    testimonials: [
      {
        name: 'Elizabeth A.',
        role: 'Verified buyer, Oxford',
        rating: 5,
        text: 'An extraordinary honey. I bought it as a gift for my father and ended up ordering a jar for myself.',
        image: '/media/people/4.svg',
      },
      {
        name: 'Omar T.',
        role: 'Verified buyer, Cardiff',
        rating: 5,
        text: 'UMF licence number on the jar and it matched the association register. That is what I look for at this price.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Sophie K.',
        role: 'Verified buyer, Winchester',
        rating: 4,
        text: 'Wonderful quality, very thick. Expensive, so it is a once-in-a-while treat for me rather than every day.',
        image: '/media/people/1.svg',
      },
    ],
    keyFeatures: [
      'UMF 20+ certified, MGO 829+',
      'UMF licence number printed on every jar',
      'Raw, single-origin New Zealand Manuka',
      'Limited annual harvest',
      'Presented in a gift box',
    ],
    howToUse:
      'Savour half to one teaspoon a day, straight from the spoon. We do not recommend cooking with or heating this grade. Use a clean, dry spoon and store at room temperature, out of direct sunlight. Not suitable for babies under 12 months.',
    usageSteps: [
      {
        icon: 'utensils-crossed',
        title: 'A small spoonful',
        description: 'Half to one teaspoon is enough of this intense grade.',
      },
      {
        icon: 'clock',
        title: 'Savour slowly',
        description: 'Let it melt on the tongue; there is no need to mix it with anything.',
      },
      {
        icon: 'shield',
        title: 'Protect it',
        description: 'Always use a clean, dry spoon and keep the lid tight.',
      },
    ],
    whyChoose: {
      title: 'Why our UMF 20+?',
      points: [
        'UMF licensed, with a verifiable licence number',
        'MGO 829+ confirmed by independent testing',
        'Raw and unblended from a single region',
        'Limited harvest, packed in New Zealand',
      ],
    },
    comparisonOld: [
      'Unverifiable high-grade claims',
      'No UMF licence',
      'Blended across regions',
      'Heat-treated',
    ],
    comparisonNew: [
      'Independently confirmed MGO 829+',
      'UMF licence number on the jar',
      'Single-region honey',
      'Raw, never heated',
    ],
    clinicalStats: [
      { value: '829+', label: 'MGO mg/kg' },
      { value: 'UMF 20+', label: 'Certified grade' },
      { value: '100%', label: 'Raw Manuka' },
    ],
    targetAreas: ['Daily wellbeing', 'Special occasions', 'Gifting', 'Manuka connoisseurs'],
    mineralsList: [],
    faqs: [
      {
        question: 'What is the difference between UMF and MGO?',
        answer:
          'MGO measures methylglyoxal alone. UMF is a grading system run by the UMF Honey Association that also checks authenticity markers and freshness. UMF 20+ corresponds to MGO 829+.',
      },
      {
        question: 'How can I check it is genuine?',
        answer:
          'Each jar carries the producer’s UMF licence number and a batch number. You can check the licence number on the UMF Honey Association website.',
      },
      {
        question: 'Can I cook with it?',
        answer:
          'You can, but it is a shame to heat a grade this special. We suggest enjoying it from the spoon.',
      },
      INFANT_FAQ,
    ],
  },

  'raw-wildflower-honey': {
    isConsumable: true,
    benefits: [
      {
        icon: 'sprout',
        title: 'Many flowers, one jar',
        description:
          'Gathered by bees from hedgerows and meadows in full bloom, so every harvest tastes a little different.',
      },
      {
        icon: 'leaf',
        title: 'Raw and unpasteurised',
        description:
          'Cold-extracted and coarsely strained, keeping the natural pollen and flavour of the comb.',
      },
      {
        icon: 'utensils-crossed',
        title: 'The everyday kitchen honey',
        description: 'Bright and floral: perfect for baking, dressings, tea and buttered toast.',
      },
      {
        icon: 'hand-heart',
        title: 'Supports small beekeepers',
        description: 'Bought directly from independent beekeepers at a fair price.',
      },
    ],
    testimonials: [
      {
        name: 'Emma S.',
        role: 'Verified buyer, Canterbury',
        rating: 5,
        text: 'Proper honey that tastes of flowers, not just sugar. The whole family gets through a jar a week.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Bilal K.',
        role: 'Verified buyer, Blackburn',
        rating: 5,
        text: 'Great value for raw honey. It set beautifully creamy after a few weeks, which I prefer.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Joanne D.',
        role: 'Home baker, Durham',
        rating: 4,
        text: 'Lovely in flapjacks and my morning tea. The flavour changed slightly between jars, which I rather like.',
        image: '/media/people/6.svg',
      },
    ],
    keyFeatures: [
      'Raw, unpasteurised multifloral honey',
      'Cold-extracted and coarsely strained',
      'Sourced directly from independent beekeepers',
      'Generous 454g glass jar',
    ],
    howToUse:
      'Use it as you would any honey: on toast, porridge and yoghurt, in dressings and baking, or stirred into warm drinks once they have cooled a little. Store at room temperature with the lid closed. Raw honey naturally crystallises over time; warm the jar gently in water to soften. Not suitable for babies under 12 months.',
    usageSteps: [
      {
        icon: 'sun',
        title: 'At breakfast',
        description: 'Drizzle over porridge, yoghurt or warm toast.',
      },
      {
        icon: 'glass-water',
        title: 'In drinks',
        description: 'Sweeten tea or warm lemon water after it has cooled slightly.',
      },
      {
        icon: 'flame',
        title: 'In the kitchen',
        description: 'Swap it for sugar in dressings, marinades and bakes.',
      },
    ],
    whyChoose: {
      title: 'Why our wildflower honey?',
      points: [
        'Raw honey from named, independent beekeepers',
        'Seasonal flavour, never homogenised',
        'Fair prices paid directly to producers',
        'Glass jar, plastic-free',
      ],
    },
    comparisonOld: [
      'Blend of EU and non-EU honeys',
      'Ultra-filtered and pasteurised',
      'Same flat taste all year round',
      'Plastic squeezy bottle',
    ],
    comparisonNew: [
      'Traceable to the beekeeper',
      'Raw and coarsely strained',
      'Seasonal floral character',
      'Recyclable glass jar',
    ],
    clinicalStats: [
      { value: '100%', label: 'Raw honey' },
      { value: '454g', label: 'Family-size jar' },
      { value: '0', label: 'Added sugar or syrup' },
    ],
    targetAreas: ['Breakfast', 'Baking', 'Warm drinks', 'Everyday cooking'],
    mineralsList: [],
    faqs: [
      {
        question: 'What does "raw" mean?',
        answer:
          'The honey has not been pasteurised or ultra-filtered. It is extracted cold and simply strained to remove bits of wax.',
      },
      {
        question: 'Why does it look cloudy or set?',
        answer:
          'Natural pollen and crystallisation are signs of raw honey. Stand the jar in warm water to make it runny again.',
      },
      {
        question: 'Does the flavour vary?',
        answer:
          'Yes. The bees forage on whatever is flowering, so spring and summer harvests taste slightly different.',
      },
      INFANT_FAQ,
    ],
  },

  'raw-sidr-honey': {
    isConsumable: true,
    benefits: [
      {
        icon: 'gem',
        title: 'A rare, prized honey',
        description:
          'Sidr honey comes from the nectar of the Sidr (Ziziphus) tree, which flowers briefly each year in the valleys of Yemen.',
      },
      {
        icon: 'mountain',
        title: 'Traditional beekeeping',
        description:
          'Produced by beekeepers who move their hives to follow the Sidr bloom, as families have done for generations.',
      },
      {
        icon: 'shield-check',
        title: 'Supports everyday wellbeing',
        description:
          'Highly valued across the Arabian Peninsula and enjoyed by the spoonful as part of a balanced routine.',
      },
      {
        icon: 'flask-conical',
        title: 'Authenticity tested',
        description:
          'Each batch is tested for authenticity and purity before it is packed, so you know it is genuine Sidr.',
      },
    ],
    testimonials: [
      {
        name: 'Abdullah M.',
        role: 'Verified buyer, Sheffield',
        rating: 5,
        text: 'Genuine Sidr is hard to find in the UK. This has the right buttery taste and thickness I remember.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Layla N.',
        role: 'Verified buyer, Birmingham',
        rating: 5,
        text: 'Expensive, but real Sidr always is. Beautifully packed and the seller answered all my questions.',
        image: '/media/people/1.svg',
      },
      {
        name: 'Hussein A.',
        role: 'Verified buyer, Liverpool',
        rating: 4,
        text: 'Excellent honey. I would love to see a larger jar option for the family.',
        image: '/media/people/4.svg',
      },
    ],
    keyFeatures: [
      'Raw Sidr (Ziziphus spina-christi) honey from Yemen',
      'Traditionally harvested, unpasteurised',
      'Batch tested for authenticity and purity',
      '250g glass jar with tamper-evident seal',
    ],
    howToUse:
      'Enjoy one teaspoon a day, ideally in the morning, straight from the spoon or in warm (not hot) water. Its rich, buttery flavour is best appreciated on its own. Store at room temperature with the lid tightly closed. Not suitable for babies under 12 months.',
    usageSteps: [
      {
        icon: 'sun',
        title: 'In the morning',
        description: 'Take one teaspoon before breakfast.',
      },
      {
        icon: 'utensils-crossed',
        title: 'Straight from the spoon',
        description: 'Savour it neat to appreciate its buttery, caramel flavour.',
      },
      {
        icon: 'glass-water',
        title: 'Or in warm water',
        description: 'Stir into warm water, never boiling.',
      },
    ],
    whyChoose: {
      title: 'Why our Sidr honey?',
      points: [
        'Genuine Yemeni Sidr from trusted producers',
        'Tested for authenticity before packing',
        'Raw, unblended and unheated',
        'Small harvests, carefully imported',
      ],
    },
    comparisonOld: [
      '"Sidr" blended with other honeys',
      'No authenticity testing',
      'Heated for easy bottling',
      'Unclear country of origin',
    ],
    comparisonNew: [
      '100% Sidr honey',
      'Authenticity tested per batch',
      'Raw and unheated',
      'Origin stated: Yemen',
    ],
    clinicalStats: [
      { value: '100%', label: 'Sidr honey' },
      { value: 'Raw', label: 'Never heated' },
      { value: 'Tested', label: 'Every batch' },
    ],
    targetAreas: ['Daily wellbeing', 'Morning ritual', 'Gifting', 'Special occasions'],
    mineralsList: [],
    faqs: [
      {
        question: 'What makes Sidr honey special?',
        answer:
          'It comes from the short flowering of the Sidr tree, so harvests are small. It has a distinctive buttery, caramel flavour and is highly valued across the Middle East.',
      },
      {
        question: 'How do I know it is genuine?',
        answer:
          'We buy from producers we know and every batch is laboratory tested for authenticity and purity before it is packed.',
      },
      {
        question: 'Why is it so expensive?',
        answer:
          'Sidr blooms for only a few weeks a year, yields are small and traditional beekeeping is labour-intensive.',
      },
      INFANT_FAQ,
    ],
  },
} satisfies Record<string, ProductContent>;
