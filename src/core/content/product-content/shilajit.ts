// Product page content: Shilajit (resin and capsules). The only family with a mineral profile.

import type { ProductContent } from '../product-content';

/** The 'Complete Mineral Profile' shown for shilajit products. */
export const SHILAJIT_MINERALS: string[] = [
  'Fulvic acid',
  'Humic acid',
  'Iron',
  'Magnesium',
  'Zinc',
  'Calcium',
  'Potassium',
  'Manganese',
  'Copper',
  'Selenium',
];

export const SHILAJIT_CONTENT = {
  'shilajit-resin': {
    isConsumable: true,
    benefits: [
      {
        icon: 'mountain',
        title: 'From the high Himalaya',
        description:
          'Gathered by hand from rock faces above 4,000 metres, where shilajit seeps slowly from the mountains in the summer heat.',
      },
      {
        icon: 'zap',
        title: 'Supports natural energy',
        description:
          'Traditionally taken in Ayurveda as a daily tonic to support vitality and stamina.',
      },
      {
        icon: 'flask-conical',
        title: 'Purified and tested',
        description:
          'Purified with spring water and sun-dried, then tested by an independent UK laboratory for heavy metals and microbes.',
      },
      {
        icon: 'gem',
        title: 'Naturally mineral-rich',
        description:
          'Rich in fulvic acid with a broad spectrum of naturally occurring trace minerals.',
      },
    ],
    testimonials: [
      {
        name: 'Ravi P.',
        role: 'Verified buyer, Wembley',
        rating: 5,
        text: 'Proper resin, not a powder pressed into a jar. It dissolves completely in warm water, which is the test I use.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Chris M.',
        role: 'Personal trainer, Bristol',
        rating: 5,
        text: 'A pea-sized amount in my morning tea. I like that they publish the heavy metal results.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Tariq J.',
        role: 'Verified buyer, Slough',
        rating: 4,
        text: 'Strong earthy taste, as it should be. The little spoon in the lid is handy. The 30g jar is better value.',
        image: '/media/people/4.svg',
      },
    ],
    keyFeatures: [
      'Pure Himalayan shilajit resin, gathered above 4,000m',
      'Traditionally purified with spring water, sun-dried',
      'Independently tested for heavy metals, microbes and fulvic acid',
      'Dissolves fully in warm water',
      'Measuring spoon included; 15g and 30g jars',
    ],
    howToUse:
      'Take a pea-sized amount (about 300mg) once a day. Dissolve it in a cup of warm water, tea or warm milk and stir until fully dissolved. If the resin is firm, warm the spoon slightly; in hot weather it softens, which is natural. Do not exceed the recommended daily intake. Not suitable during pregnancy or breastfeeding, or for children. Food supplements should not replace a varied, balanced diet and a healthy lifestyle.',
    usageSteps: [
      {
        icon: 'hand',
        title: 'Measure',
        description: 'Scoop a pea-sized amount with the spoon supplied.',
      },
      {
        icon: 'glass-water',
        title: 'Dissolve',
        description: 'Stir into warm water, tea or milk until completely dissolved.',
      },
      {
        icon: 'sun',
        title: 'Morning ritual',
        description: 'Drink it in the morning, on its own or with breakfast.',
      },
      {
        icon: 'repeat',
        title: 'Stay consistent',
        description: 'A 30g jar lasts around three months at the suggested amount.',
      },
    ],
    whyChoose: {
      title: 'Why our shilajit resin?',
      points: [
        'Genuine resin, never a reconstituted powder',
        'Every batch tested in a UK laboratory',
        'Traditional spring-water purification',
        'Heavy metal results available on request',
      ],
    },
    comparisonOld: [
      'Powder or reconstituted paste',
      'Untested for heavy metals',
      'Unknown altitude or origin',
      'Fillers and carriers added',
      'No certificate of analysis',
    ],
    comparisonNew: [
      'Authentic resin',
      'Heavy metal tested per batch',
      'Himalayan, above 4,000m',
      'Nothing added',
      'Certificate of analysis on request',
    ],
    clinicalStats: [
      { value: '100%', label: 'Pure resin' },
      { value: '≥60%', label: 'Fulvic acid' },
      { value: '4,000m+', label: 'Harvest altitude' },
      { value: 'UK lab', label: 'Batch tested' },
    ],
    targetAreas: ['Energy and vitality', 'Stamina', 'Active lifestyles', 'Daily wellbeing'],
    mineralsList: SHILAJIT_MINERALS,
    faqs: [
      {
        question: 'How do I know it is real shilajit?',
        answer:
          'Genuine resin is sticky when warm, firm when cool, and dissolves completely in warm water without leaving grit. Every batch is also laboratory tested.',
      },
      {
        question: 'Why has my resin gone hard (or soft)?',
        answer:
          'Resin responds to temperature: firm in a cool room, softer in warm weather. Both are normal and do not affect quality.',
      },
      {
        question: 'How much should I take?',
        answer:
          'A pea-sized amount (about 300mg) once a day. Please do not exceed the recommended amount.',
      },
      {
        question: 'Is it tested for heavy metals?',
        answer:
          'Yes. Every batch is tested by an independent UK laboratory for heavy metals and microbiological safety, and the results are available on request.',
      },
      {
        question: 'Who should not take shilajit?',
        answer:
          'It is not suitable during pregnancy or breastfeeding, or for children. If you take medication or are under medical supervision, speak to your GP or pharmacist first.',
      },
    ],
  },

  'shilajit-capsules': {
    isConsumable: true,
    benefits: [
      {
        icon: 'clock',
        title: 'Shilajit without the fuss',
        description:
          'Our purified Himalayan resin, dried and measured into capsules: no spoons, no sticky fingers, no earthy taste.',
      },
      {
        icon: 'zap',
        title: 'Supports natural energy',
        description:
          'A convenient way to keep up a traditional Ayurvedic tonic, even on your busiest days.',
      },
      {
        icon: 'target',
        title: 'Precise 500mg dose',
        description:
          'Every capsule holds the same measured amount, so you know exactly what you take.',
      },
      {
        icon: 'flask-conical',
        title: 'Independently tested',
        description:
          'The same heavy metal and purity testing as our resin, on every batch of capsules.',
      },
    ],
    testimonials: [
      {
        name: 'Daniel O.',
        role: 'Verified buyer, Croydon',
        rating: 5,
        text: 'I liked the resin but could not get on with the taste. These are the perfect answer: one capsule with breakfast.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Sanjay R.',
        role: 'Verified buyer, Leicester',
        rating: 5,
        text: 'Easy to take at the office and easy to travel with. Good to see lab results published.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Megan L.',
        role: 'Verified buyer, Swansea',
        rating: 4,
        text: 'Good quality capsules and quick delivery. Would like a 120 pack to save on reordering.',
        image: '/media/people/3.svg',
      },
    ],
    keyFeatures: [
      '500mg purified Himalayan shilajit per capsule',
      'Made from our own tested resin, not a generic extract',
      'Vegan capsule shell, no fillers',
      'Heavy metal tested in every batch',
      'One capsule a day: 60 days per tub',
    ],
    howToUse:
      'Take one capsule a day with water, ideally in the morning with food. Do not exceed the recommended daily intake. Not suitable during pregnancy or breastfeeding, or for children. If you take medication or are under medical supervision, speak to your GP or pharmacist first. Food supplements should not replace a varied, balanced diet and a healthy lifestyle.',
    usageSteps: [
      {
        icon: 'glass-water',
        title: 'One capsule',
        description: 'Swallow one capsule with a glass of water.',
      },
      {
        icon: 'sun',
        title: 'In the morning',
        description: 'Take it with breakfast to start the day.',
      },
      {
        icon: 'repeat',
        title: 'Every day',
        description: 'Daily use suits a tonic like shilajit best.',
      },
    ],
    whyChoose: {
      title: 'Why our shilajit capsules?',
      points: [
        'Made from authentic Himalayan resin',
        'Measured 500mg in every capsule',
        'Vegan shell with nothing else added',
        'Tested to the same standard as our resin',
      ],
    },
    comparisonOld: [
      'Generic "shilajit extract" powder',
      'Bulked out with fillers',
      'No heavy metal testing',
      'Gelatine capsules',
    ],
    comparisonNew: [
      'Purified Himalayan resin',
      'Pure shilajit, no fillers',
      'Heavy metal tested per batch',
      'Vegan capsule shell',
    ],
    clinicalStats: [
      { value: '500mg', label: 'Per capsule' },
      { value: '≥60%', label: 'Fulvic acid' },
      { value: '0', label: 'Fillers' },
    ],
    targetAreas: ['Energy and vitality', 'Stamina', 'Busy days', 'Travel'],
    mineralsList: SHILAJIT_MINERALS,
    faqs: [
      {
        question: 'Resin or capsules: which should I choose?',
        answer:
          'They contain the same purified shilajit. Resin is traditional and flexible; capsules are tasteless and convenient for travel and work.',
      },
      {
        question: 'How many capsules should I take?',
        answer: 'One capsule a day with food. Please do not exceed this amount.',
      },
      {
        question: 'Are the capsules vegan?',
        answer: 'Yes. The shell is plant-based and nothing else is added.',
      },
      {
        question: 'Who should not take shilajit?',
        answer:
          'It is not suitable during pregnancy or breastfeeding, or for children. If you take medication or are under medical supervision, speak to your GP or pharmacist first.',
      },
    ],
  },
} satisfies Record<string, ProductContent>;
