// Product page content: the Black Seed family (oil, capsules, turmeric blend, soap).
// Honey blends with black seed live in ./honey.ts.

import type { ProductContent } from '../product-content';

export const BLACK_SEED_CONTENT = {
  'black-seed-oil': {
    isConsumable: true,
    benefits: [
      {
        icon: 'leaf',
        title: 'Cold-pressed, never heated',
        description:
          'Pressed slowly from whole Nigella sativa seeds below 40°C, so the oil keeps its peppery character and aroma.',
      },
      {
        icon: 'shield-check',
        title: 'Supports everyday wellbeing',
        description:
          'Black seed has been part of daily routines from Morocco to the Indian subcontinent for centuries. A spoonful a day is an easy ritual to keep.',
      },
      {
        icon: 'flask-conical',
        title: 'Thymoquinone tested',
        description:
          'Each batch is independently tested for a thymoquinone level of at least 0.95%. The certificate is available on request.',
      },
      {
        icon: 'sparkles',
        title: 'Inside and out',
        description:
          'Take it by the spoon, stir it into honey or yoghurt, or smooth a few drops into hair and scalp.',
      },
    ],
    testimonials: [
      {
        name: 'Amira K.',
        role: 'Verified buyer, Birmingham',
        rating: 5,
        text: 'I have tried supermarket black seed oils that tasted stale. This one is fresh and properly peppery. A teaspoon with honey every morning is now a habit.',
        image: '/media/people/1.svg',
      },
      {
        name: 'David R.',
        role: 'Verified buyer, Leeds',
        rating: 5,
        text: 'Arrived well packed in a dark glass bottle. The taste took me a week to get used to, but it is part of my routine now.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Fatima S.',
        role: 'Verified buyer, East London',
        rating: 4,
        text: 'Lovely quality oil, and I use a little on my scalp at the weekend too. I would like a pump top on the 500ml bottle.',
        image: '/media/people/3.svg',
      },
    ],
    keyFeatures: [
      '100% pure Nigella sativa seed oil, nothing added',
      'Cold-pressed from whole seeds below 40°C',
      'Thymoquinone ≥0.95%, independently batch tested',
      'Dark amber glass to protect the oil from light',
      'Suitable for vegetarians and vegans',
    ],
    howToUse:
      'Shake gently before use. Take one teaspoon (5ml) a day, on its own or stirred into honey, yoghurt or juice; do not exceed two teaspoons a day. For hair and skin, massage a few drops into the scalp or skin. Keep the cap tight, store away from heat and light, and use within three months of opening. Food supplements should not replace a varied, balanced diet and a healthy lifestyle.',
    usageSteps: [
      {
        icon: 'droplet',
        title: 'Shake and measure',
        description: 'Give the bottle a gentle shake and measure one 5ml teaspoon.',
      },
      {
        icon: 'utensils-crossed',
        title: 'Take it your way',
        description:
          'Neat, or stirred into a spoonful of honey or yoghurt to soften the peppery taste.',
      },
      {
        icon: 'clock',
        title: 'Make it daily',
        description: 'Same time each day, ideally with breakfast. Consistency matters most.',
      },
    ],
    whyChoose: {
      title: 'Why our black seed oil?',
      points: [
        'Single-origin seed, traceable to the farm',
        'Cold-pressed in small batches for freshness',
        'Third-party tested for purity and thymoquinone',
        'Bottled in dark glass, never plastic',
      ],
    },
    comparisonOld: [
      'Heat- or solvent-extracted',
      'Seed blended from mixed origins',
      'Clear plastic bottles',
      'No published test results',
      'Can taste flat or rancid',
    ],
    comparisonNew: [
      'Cold-pressed below 40°C',
      'Single-origin Nigella sativa',
      'Dark amber glass',
      'Certificate of analysis for every batch',
      'Fresh, peppery and aromatic',
    ],
    clinicalStats: [
      { value: '100%', label: 'Cold-pressed' },
      { value: '≥0.95%', label: 'Thymoquinone' },
      { value: '0', label: 'Additives or fillers' },
    ],
    targetAreas: ['Daily wellbeing', 'Hair and scalp', 'Skin', 'Seasonal routines'],
    mineralsList: [],
    faqs: [
      {
        question: 'What does it taste like?',
        answer:
          'Strong, peppery and slightly bitter, which is what fresh cold-pressed oil should taste like. Stirring it into a spoonful of honey is the easiest way to start.',
      },
      {
        question: 'How much should I take?',
        answer:
          'One teaspoon (5ml) a day is a sensible starting point. Please do not exceed two teaspoons a day.',
      },
      {
        question: 'Can I take it if I am pregnant or on medication?',
        answer:
          'Please speak to your GP or pharmacist first if you are pregnant, breastfeeding, taking medication or under medical supervision.',
      },
      {
        question: 'Do I need to keep it in the fridge?',
        answer:
          'No. Keep the cap tight and store it somewhere cool and dark. For the best flavour, use within three months of opening.',
      },
      {
        question: 'Is it vegan and halal?',
        answer:
          'Yes. It is a single-ingredient plant oil with no animal-derived ingredients or processing aids.',
      },
    ],
  },

  'black-seed-oil-capsules': {
    isConsumable: true,
    benefits: [
      {
        icon: 'clock',
        title: 'No spoon, no taste',
        description:
          'All the goodness of cold-pressed black seed oil in a capsule, without the peppery taste some people find strong.',
      },
      {
        icon: 'package',
        title: 'Easy on the go',
        description:
          'A slim tub that fits in a bag or desk drawer, so a busy day never breaks your routine.',
      },
      {
        icon: 'shield-check',
        title: 'Supports everyday wellbeing',
        description:
          'The same traditional seed oil our customers take by the spoon, measured precisely at 1000mg per serving.',
      },
      {
        icon: 'leaf',
        title: 'Plant-based shell',
        description: 'Vegetarian softgels made without gelatine, suitable for a halal diet.',
      },
    ],
    testimonials: [
      {
        name: 'Sarah L.',
        role: 'Verified buyer, Cardiff',
        rating: 5,
        text: 'I could never get on with the oil on a spoon. Two capsules with breakfast is so much easier and there is no aftertaste.',
        image: '/media/people/4.svg',
      },
      {
        name: 'Yusuf A.',
        role: 'Verified buyer, Luton',
        rating: 5,
        text: 'I travel for work a lot and these go everywhere with me. The 120 tub lasts two months.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Gillian P.',
        role: 'Verified buyer, Edinburgh',
        rating: 4,
        text: 'Good-sized capsules, easy to swallow. Delivery to Scotland was quicker than I expected.',
        image: '/media/people/6.svg',
      },
    ],
    keyFeatures: [
      '1000mg cold-pressed black seed oil per two-capsule serving',
      'Vegetarian softgel shell, gelatine-free',
      'No fillers, binders or artificial colours',
      'Thymoquinone tested in every batch',
      'Available in 60 and 120 capsule tubs',
    ],
    howToUse:
      'Take two capsules a day with water, ideally with a meal. Do not exceed the recommended daily intake. If you are pregnant, breastfeeding, taking medication or under medical supervision, speak to your GP or pharmacist before use. Store in a cool, dry place and keep out of reach of young children. Food supplements should not replace a varied, balanced diet and a healthy lifestyle.',
    usageSteps: [
      {
        icon: 'glass-water',
        title: 'With water',
        description: 'Swallow two capsules whole with a glass of water.',
      },
      {
        icon: 'utensils-crossed',
        title: 'With a meal',
        description: 'Taking them with food is gentler on the stomach.',
      },
      {
        icon: 'repeat',
        title: 'Every day',
        description: 'Keep the tub by the kettle so you remember each morning.',
      },
    ],
    whyChoose: {
      title: 'Why choose our capsules?',
      points: [
        'Filled with the same cold-pressed oil as our bottles',
        'A measured 1000mg serving, every time',
        'Vegetarian shells with nothing unnecessary',
        'Recyclable tub and a 60-day guarantee',
      ],
    },
    comparisonOld: [
      'Bovine gelatine capsules',
      'Oil of unknown origin or pressing',
      'Bulked out with fillers',
      'Untested thymoquinone content',
    ],
    comparisonNew: [
      'Vegetarian softgels',
      'Traceable cold-pressed oil',
      'Pure oil, no fillers',
      'Batch tested for thymoquinone',
    ],
    clinicalStats: [
      { value: '1000mg', label: 'Oil per serving' },
      { value: '100%', label: 'Cold-pressed oil' },
      { value: '0', label: 'Fillers or binders' },
    ],
    targetAreas: ['Daily wellbeing', 'Busy routines', 'Travel', 'Seasonal support'],
    mineralsList: [],
    faqs: [
      {
        question: 'How many capsules should I take?',
        answer:
          'Two capsules a day with water, ideally with food. Please do not exceed the recommended daily intake.',
      },
      {
        question: 'Will I taste the oil?',
        answer:
          'Most people notice no taste at all. Taking the capsules with a meal helps avoid any peppery aftertaste.',
      },
      {
        question: 'What are the capsule shells made from?',
        answer:
          'A plant-based softgel made without gelatine, so the capsules suit vegetarians and a halal diet.',
      },
      {
        question: 'How long does a tub last?',
        answer: 'At two capsules a day, the 60 tub lasts a month and the 120 tub two months.',
      },
      {
        question: 'Can I take them alongside medication?',
        answer:
          'Please check with your GP or pharmacist first if you take medication, are pregnant or breastfeeding, or are under medical supervision.',
      },
    ],
  },

  'black-seed-turmeric-capsules': {
    isConsumable: true,
    benefits: [
      {
        icon: 'sparkles',
        title: 'Two traditions, one capsule',
        description:
          'Cold-pressed black seed oil and golden turmeric: two of the most prized ingredients in traditional kitchens, paired in one daily capsule.',
      },
      {
        icon: 'activity',
        title: 'Supports an active life',
        description:
          'A simple daily blend for people who like to keep moving, from gym sessions to weekend walks.',
      },
      {
        icon: 'zap',
        title: 'Better absorbed',
        description:
          'Turmeric is fat-soluble, so suspending it in black seed oil makes for a naturally well-absorbed pairing.',
      },
      {
        icon: 'leaf',
        title: 'Clean formula',
        description:
          'Just black seed oil, turmeric extract and a plant-based capsule. No fillers, no artificial colours.',
      },
    ],
    testimonials: [
      {
        name: 'Priya N.',
        role: 'Verified buyer, Leicester',
        rating: 5,
        text: 'I used to take black seed and turmeric separately. Having both in one capsule means I actually remember to take them.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Mark W.',
        role: 'Keen runner, Sheffield',
        rating: 5,
        text: 'Part of my routine through marathon training. Easy to swallow and no turmeric stains on everything.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Hafsa B.',
        role: 'Verified buyer, Manchester',
        rating: 4,
        text: 'Good quality and a fair price for a blend. I take them with lunch and have had no stomach upset.',
        image: '/media/people/1.svg',
      },
    ],
    keyFeatures: [
      'Cold-pressed black seed oil with turmeric root extract',
      'Turmeric standardised to 95% curcuminoids',
      'Oil-based capsule for a naturally well-absorbed blend',
      'Vegetarian capsule shell',
      'No fillers or artificial colours',
    ],
    howToUse:
      'Take two capsules a day with water and a meal. Do not exceed the recommended daily intake. Not suitable during pregnancy or breastfeeding; if you take medication or are under medical supervision, speak to your GP or pharmacist first. Food supplements should not replace a varied, balanced diet and a healthy lifestyle.',
    usageSteps: [
      {
        icon: 'utensils-crossed',
        title: 'With food',
        description: 'Take two capsules with a meal that contains a little fat.',
      },
      {
        icon: 'glass-water',
        title: 'Plenty of water',
        description: 'Swallow whole with a full glass of water.',
      },
      {
        icon: 'repeat',
        title: 'Stay consistent',
        description: 'Take them daily; most customers judge a blend after four to six weeks.',
      },
    ],
    whyChoose: {
      title: 'Why this blend?',
      points: [
        'Two traditional botanicals in a single daily capsule',
        'Standardised turmeric extract, not just ground spice',
        'Oil-based format for a naturally well-absorbed blend',
        'Made for us in the UK to food supplement standards',
      ],
    },
    comparisonOld: [
      'Two separate tubs to remember',
      'Ground turmeric powder only',
      'Dry powder in a capsule',
      'Unstated curcuminoid content',
    ],
    comparisonNew: [
      'One capsule, two ingredients',
      'Extract standardised to 95% curcuminoids',
      'Suspended in black seed oil',
      'Levels stated on the label',
    ],
    clinicalStats: [
      { value: '95%', label: 'Curcuminoids in extract' },
      { value: '100%', label: 'Cold-pressed black seed oil' },
      { value: '2', label: 'Capsules a day' },
    ],
    targetAreas: ['Joints and mobility', 'Active lifestyles', 'Daily wellbeing', 'Recovery days'],
    mineralsList: [],
    faqs: [
      {
        question: 'Why combine black seed and turmeric?',
        answer:
          'They are traditional partners in many kitchens, and because turmeric is fat-soluble, carrying it in black seed oil makes a naturally well-absorbed pairing.',
      },
      {
        question: 'How many capsules should I take?',
        answer: 'Two a day with food and water. Please do not exceed this amount.',
      },
      {
        question: 'Will it stain like turmeric powder?',
        answer: 'No. The blend is sealed inside the capsule, so there is nothing to spill.',
      },
      {
        question: 'Who should not take it?',
        answer:
          'It is not suitable during pregnancy or breastfeeding. If you take medication (especially blood thinners) or are under medical supervision, ask your GP or pharmacist before use.',
      },
    ],
  },

  'black-seed-soap': {
    isConsumable: false,
    benefits: [
      {
        icon: 'droplets',
        title: 'Gentle, rich lather',
        description:
          'Cold-process soap with black seed oil and olive oil for a creamy lather that rinses clean.',
      },
      {
        icon: 'leaf',
        title: 'Plant oils only',
        description: 'Made with plant oils and butters; no palm oil and no animal fats.',
      },
      {
        icon: 'heart',
        title: 'Kind to skin',
        description:
          'Unfragranced and free from sulphates, so it suits everyday use on face and body.',
      },
      {
        icon: 'recycle',
        title: 'Plastic-free',
        description: 'Wrapped in recycled paper, with no bottle to throw away.',
      },
    ],
    testimonials: [
      {
        name: 'Noor M.',
        role: 'Verified buyer, Glasgow',
        rating: 5,
        text: 'A lovely, creamy bar that lasts for weeks. My skin feels comfortable, not tight.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Tom E.',
        role: 'Verified buyer, York',
        rating: 5,
        text: 'Switched from shower gel to this. No fragrance, which suits me perfectly.',
        image: '/media/people/4.svg',
      },
      {
        name: 'Aisha R.',
        role: 'Verified buyer, Leicester',
        rating: 4,
        text: 'Really nice soap. Keep it on a draining dish and it lasts much longer.',
        image: '/media/people/6.svg',
      },
    ],
    keyFeatures: [
      'Cold-process bar with black seed and olive oils',
      'Unfragranced, sulphate-free',
      'No palm oil, vegan',
      'Plastic-free paper wrap',
    ],
    howToUse:
      'Work the bar into a lather with warm water, massage over damp skin and rinse well. Avoid contact with eyes. Keep the bar on a draining soap dish between uses so it stays firm and lasts longer.',
    usageSteps: [
      {
        icon: 'droplets',
        title: 'Lather',
        description: 'Wet the bar and your hands with warm water.',
      },
      { icon: 'hand', title: 'Cleanse', description: 'Massage the lather gently over damp skin.' },
      {
        icon: 'sun',
        title: 'Dry the bar',
        description: 'Rinse, then rest the bar on a draining dish.',
      },
    ],
    whyChoose: {
      title: 'Why our black seed soap?',
      points: [
        'Cold-processed in small batches',
        'Real black seed oil in every bar',
        'No fragrance, palm oil or sulphates',
        'Plastic-free from start to finish',
      ],
    },
    comparisonOld: ['Detergent-based bars', 'Synthetic fragrance', 'Palm oil', 'Plastic packaging'],
    comparisonNew: [
      'True cold-process soap',
      'Unfragranced',
      'Palm-free plant oils',
      'Recycled paper wrap',
    ],
    clinicalStats: [
      { value: '100%', label: 'Plant oils' },
      { value: '0', label: 'Added fragrance' },
      { value: '4 weeks', label: 'Matured before sale' },
    ],
    targetAreas: ['Face', 'Body', 'Hands'],
    mineralsList: [],
    faqs: [
      {
        question: 'Is it suitable for sensitive skin?',
        answer:
          'It is unfragranced and sulphate-free. If your skin is sensitive, try it on a small area first.',
      },
      {
        question: 'Can I use it on my face?',
        answer: 'Yes, it is gentle enough for the face. Avoid the eye area.',
      },
      {
        question: 'Is it vegan?',
        answer: 'Yes. It is made from plant oils and contains no animal-derived ingredients.',
      },
      {
        question: 'How long will a bar last?',
        answer:
          'With daily use, around four to six weeks. Keeping it dry between uses makes a big difference.',
      },
    ],
  },
} satisfies Record<string, ProductContent>;
