// Product page content: Herbal Supplements (ashwagandha, turmeric, glucosamine, cod liver oil,
// tongkat ali). The black seed and turmeric blend lives in ./black-seed.ts.

import type { ProductContent } from '../product-content';

export const HERBAL_SUPPLEMENTS_CONTENT = {
  'ashwagandha-ksm66-capsules': {
    isConsumable: true,
    benefits: [
      {
        icon: 'brain',
        title: 'Supports a sense of calm',
        description:
          'Ashwagandha is an adaptogenic herb, used in Ayurveda for thousands of years to support balance during busy times.',
      },
      {
        icon: 'award',
        title: 'KSM-66®, the researched extract',
        description:
          'KSM-66 is a full-spectrum root extract made without alcohol and one of the most widely studied ashwagandha extracts in the world.',
      },
      {
        icon: 'moon',
        title: 'Part of your wind-down',
        description:
          'Many customers take their second capsule in the evening as part of a relaxing night-time routine.',
      },
      {
        icon: 'leaf',
        title: 'Root only, nothing else',
        description:
          'Made only from the root, standardised to 5% withanolides, in a vegan capsule without fillers.',
      },
    ],
    testimonials: [
      {
        name: 'Olivia H.',
        role: 'Verified buyer, Manchester',
        rating: 5,
        text: 'I did my research before buying and wanted genuine KSM-66. These are clearly labelled and easy to take.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Kieran B.',
        role: 'Verified buyer, Belfast',
        rating: 5,
        text: 'One with breakfast and one after dinner. It has become part of my routine during a demanding job.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Aaliyah W.',
        role: 'Verified buyer, Nottingham',
        rating: 4,
        text: 'Good quality and no fillers, which was important to me. The capsules are on the large side but fine.',
        image: '/media/people/6.svg',
      },
    ],
    keyFeatures: [
      'KSM-66® full-spectrum ashwagandha root extract',
      '600mg per two-capsule serving',
      'Standardised to 5% withanolides',
      'Root only: no leaves, no alcohol extraction',
      'Vegan capsules with no fillers',
    ],
    howToUse:
      'Take two capsules a day with water and food: one in the morning and one in the evening, or both together. Do not exceed the recommended daily intake. Not suitable for children, during pregnancy or breastfeeding, or for anyone with a thyroid or liver condition. If you take medication or are under medical supervision, speak to your GP or pharmacist first. Food supplements should not replace a varied, balanced diet and a healthy lifestyle.',
    usageSteps: [
      {
        icon: 'sun',
        title: 'Morning',
        description: 'Take one capsule with breakfast and a glass of water.',
      },
      {
        icon: 'moon',
        title: 'Evening',
        description: 'Take the second after your evening meal.',
      },
      {
        icon: 'clock',
        title: 'Give it time',
        description: 'Adaptogens are best taken consistently over several weeks.',
      },
    ],
    whyChoose: {
      title: 'Why our ashwagandha?',
      points: [
        'Genuine, licensed KSM-66® extract',
        'Full-spectrum root extract, standardised to 5% withanolides',
        'Vegan capsule, no fillers',
        'Clear safety guidance on every label',
      ],
    },
    comparisonOld: [
      'Unbranded root powder',
      'Leaf and root blended',
      'Unstated withanolide content',
      'Magnesium stearate and fillers',
    ],
    comparisonNew: [
      'KSM-66® extract',
      'Root only',
      'Standardised to 5% withanolides',
      'Nothing added',
    ],
    clinicalStats: [
      { value: '600mg', label: 'KSM-66® per serving' },
      { value: '5%', label: 'Withanolides' },
      { value: '100%', label: 'Root extract' },
    ],
    targetAreas: ['Sense of calm', 'Busy lifestyles', 'Evening routine', 'Balance'],
    mineralsList: [],
    faqs: [
      {
        question: 'What is KSM-66?',
        answer:
          'KSM-66 is a branded, full-spectrum extract made only from ashwagandha root using a water-based process without alcohol. It is standardised to 5% withanolides.',
      },
      {
        question: 'When should I take it?',
        answer:
          'Two capsules a day with food. Many people take one in the morning and one in the evening.',
      },
      {
        question: 'Who should not take ashwagandha?',
        answer:
          'It is not suitable for children, during pregnancy or breastfeeding, or for anyone with a thyroid or liver condition. Please speak to your GP or pharmacist if you take medication.',
      },
      {
        question: 'Is it vegan?',
        answer:
          'Yes. The capsule shell is plant-based and there are no animal-derived ingredients.',
      },
    ],
  },

  'turmeric-curcumin-capsules': {
    isConsumable: true,
    benefits: [
      {
        icon: 'sun',
        title: 'Golden turmeric, concentrated',
        description:
          'A standardised extract delivering 95% curcuminoids, far more than you would get from the spice jar.',
      },
      {
        icon: 'zap',
        title: 'With black pepper',
        description:
          'Black pepper extract is added because turmeric and pepper have long been partnered in traditional cooking.',
      },
      {
        icon: 'activity',
        title: 'Supports joints and mobility',
        description:
          'A popular daily choice for people who want to stay active, from the allotment to the gym.',
      },
      {
        icon: 'leaf',
        title: 'Vegan and clean',
        description: 'No fillers, no artificial colours, in a plant-based capsule.',
      },
    ],
    testimonials: [
      {
        name: 'Graham T.',
        role: 'Keen walker, Kendal',
        rating: 5,
        text: 'I walk the fells most weekends and these are part of my routine. Good value for a proper extract.',
        image: '/media/people/4.svg',
      },
      {
        name: 'Ruth A.',
        role: 'Verified buyer, Chester',
        rating: 5,
        text: 'I used to cook with a lot of turmeric to get my fix. Much simpler with these, and no yellow fingers.',
        image: '/media/people/1.svg',
      },
      {
        name: 'Imtiaz Q.',
        role: 'Verified buyer, Preston',
        rating: 4,
        text: 'Decent capsules with no odd aftertaste, and the tub was with me in two days.',
        image: '/media/people/5.svg',
      },
    ],
    keyFeatures: [
      'Turmeric root extract standardised to 95% curcuminoids',
      'With black pepper extract (95% piperine)',
      'Vegan capsule shell',
      'No fillers or artificial colours',
      'A month’s supply at two capsules a day',
    ],
    howToUse:
      'Take two capsules a day with water and a meal that contains a little fat. Do not exceed the recommended daily intake. Not suitable during pregnancy or breastfeeding. If you take medication (particularly blood thinners) or are under medical supervision, speak to your GP or pharmacist first. Food supplements should not replace a varied, balanced diet and a healthy lifestyle.',
    usageSteps: [
      {
        icon: 'utensils-crossed',
        title: 'With a meal',
        description: 'Curcumin is fat-soluble, so take it with food.',
      },
      {
        icon: 'glass-water',
        title: 'Swallow whole',
        description: 'Two capsules with a full glass of water.',
      },
      {
        icon: 'repeat',
        title: 'Daily habit',
        description: 'Take them at the same meal each day.',
      },
    ],
    whyChoose: {
      title: 'Why our turmeric?',
      points: [
        'Standardised 95% curcuminoid extract',
        'Paired with black pepper extract',
        'Vegan, with no fillers or colours',
        'Tested for purity and heavy metals',
      ],
    },
    comparisonOld: [
      'Ground turmeric powder',
      'Around 3% curcumin',
      'No black pepper',
      'Fillers and anti-caking agents',
    ],
    comparisonNew: [
      'Standardised root extract',
      '95% curcuminoids',
      'With black pepper extract',
      'Nothing unnecessary',
    ],
    clinicalStats: [
      { value: '95%', label: 'Curcuminoids' },
      { value: '95%', label: 'Piperine in pepper extract' },
      { value: '0', label: 'Artificial colours' },
    ],
    targetAreas: ['Joints and mobility', 'Active lifestyles', 'Daily wellbeing', 'Healthy ageing'],
    mineralsList: [],
    faqs: [
      {
        question: 'Why is black pepper included?',
        answer:
          'Turmeric and black pepper are traditional partners, and piperine from black pepper is widely used alongside curcumin in supplements.',
      },
      {
        question: 'How is this different from turmeric powder?',
        answer:
          'Kitchen turmeric contains around 3% curcumin. Our extract is standardised to 95% curcuminoids.',
      },
      {
        question: 'Who should not take it?',
        answer:
          'It is not suitable during pregnancy or breastfeeding. If you take medication, especially blood thinners, or have gallbladder problems, please check with your GP or pharmacist first.',
      },
      {
        question: 'Will it stain?',
        answer: 'No. The extract is sealed in the capsule, so there is nothing to spill.',
      },
    ],
  },

  'glucosamine-turmeric-black-seed': {
    isConsumable: true,
    benefits: [
      {
        icon: 'bone',
        title: 'Three-way joint formula',
        description:
          'Glucosamine, turmeric extract and black seed in one daily tablet, for people who value staying mobile.',
      },
      {
        icon: 'activity',
        title: 'Supports an active life',
        description:
          'Made for gardeners, walkers and weekend athletes who want to keep doing what they love.',
      },
      {
        icon: 'sun',
        title: 'Golden turmeric',
        description: 'Turmeric root extract standardised to 95% curcuminoids, in every tablet.',
      },
      {
        icon: 'sparkles',
        title: 'With black seed',
        description:
          'Nigella sativa seed, treasured in traditional wellness for generations, completes the trio.',
      },
    ],
    testimonials: [
      {
        name: 'Margaret E.',
        role: 'Keen gardener, Shrewsbury',
        rating: 5,
        text: 'I have taken glucosamine for years and liked the idea of adding turmeric and black seed. One tablet to remember instead of three.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Stephen K.',
        role: 'Five-a-side player, Wolverhampton',
        rating: 5,
        text: 'Still playing football every week at 52. These are part of my routine alongside plenty of stretching.',
        image: '/media/people/4.svg',
      },
      {
        name: 'Farah Z.',
        role: 'Verified buyer, Walsall',
        rating: 4,
        text: 'The tablets are quite large, but they have a smooth coating and go down fine with water.',
        image: '/media/people/6.svg',
      },
    ],
    keyFeatures: [
      'Glucosamine hydrochloride with turmeric and black seed',
      'Turmeric extract standardised to 95% curcuminoids',
      'Smooth-coated tablets for easier swallowing',
      '90 tablets: a three-month supply',
      'Contains crustaceans (shellfish)',
    ],
    howToUse:
      'Take one tablet a day with water and food. Do not exceed the recommended daily intake. Contains crustaceans: not suitable for anyone with a shellfish allergy. Not suitable during pregnancy or breastfeeding, or for children. If you take medication (particularly blood thinners) or are under medical supervision, speak to your GP or pharmacist first. Food supplements should not replace a varied, balanced diet and a healthy lifestyle.',
    usageSteps: [
      {
        icon: 'glass-water',
        title: 'One tablet',
        description: 'Swallow one tablet with a glass of water.',
      },
      {
        icon: 'utensils-crossed',
        title: 'With food',
        description: 'Take it with a meal for comfort.',
      },
      {
        icon: 'dumbbell',
        title: 'Keep moving',
        description: 'Pair it with regular, gentle exercise and stretching.',
      },
      {
        icon: 'clock',
        title: 'Be patient',
        description: 'Glucosamine is usually taken daily for at least two to three months.',
      },
    ],
    whyChoose: {
      title: 'Why our joint formula?',
      points: [
        'Three complementary ingredients in one tablet',
        'Standardised turmeric, not just ground spice',
        'One tablet a day, three months per tub',
        'Clear allergen and safety labelling',
      ],
    },
    comparisonOld: [
      'Glucosamine on its own',
      'Two or three tablets a day',
      'Ground turmeric, if any',
      'Vague allergen information',
    ],
    comparisonNew: [
      'Glucosamine, turmeric and black seed',
      'One tablet a day',
      '95% curcuminoid extract',
      'Allergens clearly stated',
    ],
    clinicalStats: [
      { value: '3', label: 'Ingredients, one tablet' },
      { value: '95%', label: 'Curcuminoids in extract' },
      { value: '90', label: 'Days per tub' },
    ],
    targetAreas: ['Joints and mobility', 'Flexibility', 'Active lifestyles', 'Healthy ageing'],
    mineralsList: [],
    faqs: [
      {
        question: 'Is it suitable if I have a shellfish allergy?',
        answer:
          'No. Our glucosamine is derived from crustacean shells, so please do not take this product if you are allergic to shellfish.',
      },
      {
        question: 'How many tablets a day?',
        answer: 'One tablet a day with food and water. The tub of 90 lasts three months.',
      },
      {
        question: 'Can I take it with medication?',
        answer:
          'Glucosamine and turmeric may not be suitable alongside some medicines, particularly blood thinners. Please check with your GP or pharmacist first.',
      },
      {
        question: 'How long before I notice anything?',
        answer:
          'Everyone is different. Glucosamine is typically taken daily for at least two to three months as part of a healthy, active lifestyle.',
      },
    ],
  },

  'cod-liver-oil-black-seed': {
    isConsumable: true,
    benefits: [
      {
        icon: 'bone',
        title: 'Vitamin D for normal bones',
        description:
          'Cod liver oil naturally provides vitamin D, which contributes to the maintenance of normal bones and teeth.',
      },
      {
        icon: 'heart',
        title: 'Omega-3 EPA and DHA',
        description: 'Rich in the omega-3s EPA and DHA from the livers of Norwegian Arctic cod.',
      },
      {
        icon: 'shield-check',
        title: 'Supports immune function',
        description:
          'Vitamins A and D both contribute to the normal function of the immune system.',
      },
      {
        icon: 'sparkles',
        title: 'With black seed oil',
        description:
          'Cold-pressed black seed oil brings a time-honoured botanical into a classic British supplement.',
      },
    ],
    testimonials: [
      {
        name: 'Patricia N.',
        role: 'Verified buyer, Newcastle',
        rating: 5,
        text: 'I grew up on cod liver oil from a spoon. These capsules are far more pleasant, with no fishy repeats.',
        image: '/media/people/1.svg',
      },
      {
        name: 'Hamza L.',
        role: 'Verified buyer, Dewsbury',
        rating: 5,
        text: 'Two supplements I already took, now in one capsule. Great through the darker months.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Gareth O.',
        role: 'Verified buyer, Aberystwyth',
        rating: 4,
        text: 'Good value for 90 capsules. Easy to swallow, and I keep the tub in the fridge as suggested.',
        image: '/media/people/2.svg',
      },
    ],
    keyFeatures: [
      'Norwegian cod liver oil with cold-pressed black seed oil',
      'Naturally provides omega-3 (EPA and DHA) and vitamins A and D',
      'Molecularly distilled and tested for purity',
      'Softgel capsules with no fishy aftertaste',
      'Contains fish',
    ],
    howToUse:
      'Take one to two capsules a day with water and food. Do not take with other supplements that contain vitamin A or fish liver oil. Not suitable during pregnancy, or if you may become pregnant, because of its vitamin A content. Contains fish. Keep cool and out of reach of young children. Food supplements should not replace a varied, balanced diet and a healthy lifestyle.',
    usageSteps: [
      {
        icon: 'utensils-crossed',
        title: 'With a meal',
        description: 'Take with food for the best comfort and no aftertaste.',
      },
      {
        icon: 'glass-water',
        title: 'Swallow whole',
        description: 'One or two capsules with water; do not chew.',
      },
      {
        icon: 'sun',
        title: 'Through the year',
        description: 'Especially popular in the UK from October to March.',
      },
    ],
    whyChoose: {
      title: 'Why this pairing?',
      points: [
        'Wild Norwegian Arctic cod, sustainably fished',
        'Molecularly distilled for purity',
        'Cold-pressed black seed oil added',
        'Clear vitamin A safety guidance',
      ],
    },
    comparisonOld: [
      'Unspecified fish oils',
      'Not purified',
      'Fishy repeats',
      'No added botanicals',
    ],
    comparisonNew: [
      'Norwegian Arctic cod liver oil',
      'Molecularly distilled',
      'Smooth softgels with no aftertaste',
      'Cold-pressed black seed oil',
    ],
    clinicalStats: [
      { value: '100%', label: 'Norwegian cod liver oil' },
      { value: 'EPA + DHA', label: 'Natural omega-3' },
      { value: 'A + D', label: 'Naturally occurring vitamins' },
    ],
    targetAreas: ['Bones and teeth', 'Immune function', 'Winter months', 'Daily wellbeing'],
    mineralsList: [],
    faqs: [
      {
        question: 'Can I take it during pregnancy?',
        answer:
          'No. Cod liver oil contains vitamin A, and the NHS advises against cod liver oil supplements during pregnancy. Speak to your midwife or GP about suitable alternatives.',
      },
      {
        question: 'Will I get fishy burps?',
        answer:
          'The oil is molecularly distilled and sealed in a softgel, so most people notice no aftertaste, especially when taken with food.',
      },
      {
        question: 'Can I take it with a multivitamin?',
        answer:
          'Check the labels: avoid combining it with other supplements that contain vitamin A or fish liver oil.',
      },
      {
        question: 'Is the fish sustainably sourced?',
        answer:
          'Yes. The oil comes from Norwegian Arctic cod caught under managed, independently certified fisheries.',
      },
    ],
  },

  'cod-liver-oil-liquid': {
    isConsumable: true,
    benefits: [
      {
        icon: 'bone',
        title: 'Vitamin D for normal bones',
        description:
          'Naturally provides vitamin D, which contributes to the maintenance of normal bones, teeth and muscle function.',
      },
      {
        icon: 'brain',
        title: 'DHA for normal brain function',
        description:
          'A daily 5ml spoonful provides DHA, which contributes to the maintenance of normal brain function and vision.',
      },
      {
        icon: 'heart',
        title: 'EPA and DHA for the heart',
        description:
          'EPA and DHA contribute to the normal function of the heart when taken as part of a balanced diet.',
      },
      {
        icon: 'droplet',
        title: 'The traditional spoonful',
        description:
          'Liquid cod liver oil, just as generations of British families have taken it, with a fresh lemon finish.',
      },
    ],
    testimonials: [
      {
        name: 'Jean W.',
        role: 'Verified buyer, Aberdeen',
        rating: 5,
        text: 'Not the horrible stuff I remember from school. The lemon makes it quite pleasant, honestly.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Michael D.',
        role: 'Verified buyer, Hull',
        rating: 5,
        text: 'Much better value than capsules for the amount of oil you get. I take it with orange juice.',
        image: '/media/people/4.svg',
      },
      {
        name: 'Sadia K.',
        role: 'Verified buyer, Luton',
        rating: 4,
        text: 'Fresh-tasting and well sealed. I keep it in the fridge once opened, as the label says.',
        image: '/media/people/6.svg',
      },
    ],
    keyFeatures: [
      'Liquid Norwegian Arctic cod liver oil',
      'Natural lemon oil for a fresh taste',
      'Naturally provides EPA, DHA and vitamins A and D',
      'Molecularly distilled for purity',
      'Contains fish',
    ],
    howToUse:
      'Take one 5ml teaspoon a day with food, straight from the spoon or stirred into juice or yoghurt. Shake before use. Once opened, keep in the fridge and use within three months. Do not take with other supplements that contain vitamin A or fish liver oil. Not suitable during pregnancy, or if you may become pregnant, because of its vitamin A content. Contains fish. Food supplements should not replace a varied, balanced diet and a healthy lifestyle.',
    usageSteps: [
      {
        icon: 'droplet',
        title: 'Shake',
        description: 'Give the bottle a good shake before measuring.',
      },
      {
        icon: 'utensils-crossed',
        title: 'One teaspoon',
        description: 'Measure 5ml and take it with food, neat or in juice.',
      },
      {
        icon: 'shield',
        title: 'Keep it chilled',
        description: 'Store in the fridge once opened to keep it fresh.',
      },
    ],
    whyChoose: {
      title: 'Why our cod liver oil?',
      points: [
        'Wild Norwegian Arctic cod',
        'Molecularly distilled and tested for purity',
        'Fresh lemon finish, no fishy aftertaste',
        'Better value per spoonful than capsules',
      ],
    },
    comparisonOld: [
      'Strong, fishy taste',
      'Unnamed fish species',
      'Not purified',
      'Clear plastic bottle',
    ],
    comparisonNew: [
      'Fresh natural lemon',
      'Arctic cod, named and traceable',
      'Molecularly distilled',
      'Light-protective bottle',
    ],
    clinicalStats: [
      { value: '5ml', label: 'Daily serving' },
      { value: 'EPA + DHA', label: 'Natural omega-3' },
      { value: '100%', label: 'Norwegian cod liver oil' },
    ],
    targetAreas: ['Bones and teeth', 'Brain function', 'Heart function', 'Vision'],
    mineralsList: [],
    faqs: [
      {
        question: 'What does it taste like?',
        answer:
          'Mild and lemony. Taking it with juice or yoghurt hides any fish flavour completely.',
      },
      {
        question: 'Do I need to keep it in the fridge?',
        answer:
          'Yes, once opened. Keeping it cold protects the delicate omega-3 oils. Use within three months of opening.',
      },
      {
        question: 'Can I take it during pregnancy?',
        answer:
          'No. Cod liver oil contains vitamin A, and the NHS advises against cod liver oil supplements during pregnancy.',
      },
      {
        question: 'Can children take it?',
        answer:
          'This product is labelled for adults. Ask your pharmacist about suitable supplements for children.',
      },
    ],
  },

  'tongkat-ali-capsules': {
    isConsumable: true,
    benefits: [
      {
        icon: 'zap',
        title: 'Supports vitality',
        description:
          'Tongkat ali root has been used for generations in Malaysia and Indonesia as a traditional tonic for vitality.',
      },
      {
        icon: 'flask-conical',
        title: 'Concentrated 200:1',
        description:
          'Every 100mg of extract is concentrated from around 20g of root, so a little goes a long way.',
      },
      {
        icon: 'dumbbell',
        title: 'For active men and women',
        description:
          'A popular addition to the routine of people who train hard and live busy lives.',
      },
      {
        icon: 'leaf',
        title: 'Wild-harvested root',
        description:
          'Eurycoma longifolia root from sustainably managed Malaysian rainforest, tested for purity.',
      },
    ],
    testimonials: [
      {
        name: 'Jordan F.',
        role: 'Amateur boxer, Nottingham',
        rating: 5,
        text: 'Part of my routine through training camp. Clean label and a proper 200:1 extract, which is hard to find.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Adeel M.',
        role: 'Verified buyer, Ilford',
        rating: 5,
        text: 'I asked customer service about the sourcing and got a detailed, honest answer. That sold it for me.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Paul R.',
        role: 'Verified buyer, Plymouth',
        rating: 4,
        text: 'Good product and one capsule a day is easy. I take a week off every couple of months.',
        image: '/media/people/4.svg',
      },
    ],
    keyFeatures: [
      'Tongkat ali (Eurycoma longifolia) 200:1 root extract',
      'Wild-harvested from sustainably managed Malaysian forest',
      'Tested for purity and heavy metals',
      'Vegan capsule, no fillers',
      'One capsule a day',
    ],
    howToUse:
      'Take one capsule a day with water, ideally in the morning with food. Many people take tongkat ali in cycles, for example five days on and two days off. Do not exceed the recommended daily intake. For adults only; not suitable during pregnancy or breastfeeding. If you take medication or are under medical supervision, speak to your GP or pharmacist first. Food supplements should not replace a varied, balanced diet and a healthy lifestyle.',
    usageSteps: [
      {
        icon: 'sun',
        title: 'Morning',
        description: 'Take one capsule with breakfast and water.',
      },
      {
        icon: 'repeat',
        title: 'Cycle it',
        description: 'Five days on and two days off is a common pattern.',
      },
      {
        icon: 'dumbbell',
        title: 'Stay active',
        description: 'Best alongside regular exercise, good sleep and a balanced diet.',
      },
    ],
    whyChoose: {
      title: 'Why our tongkat ali?',
      points: [
        'A true 200:1 root extract',
        'Wild-harvested and traceable',
        'Purity and heavy metal tested',
        'Vegan capsule, nothing else added',
      ],
    },
    comparisonOld: [
      'Low-ratio or unstated extracts',
      'Unknown origin',
      'No heavy metal testing',
      'Proprietary blends that hide amounts',
    ],
    comparisonNew: [
      '200:1 root extract',
      'Malaysian, wild-harvested',
      'Heavy metal tested per batch',
      'Single ingredient, clearly dosed',
    ],
    clinicalStats: [
      { value: '200:1', label: 'Extract ratio' },
      { value: '100%', label: 'Root extract' },
      { value: '0', label: 'Fillers' },
    ],
    targetAreas: ['Vitality', 'Active lifestyles', 'Training routines', 'Daily energy'],
    mineralsList: [],
    faqs: [
      {
        question: 'What does 200:1 mean?',
        answer:
          'It is the concentration ratio: roughly 200 parts of dried root are used to make 1 part of extract.',
      },
      {
        question: 'Can women take tongkat ali?',
        answer:
          'Yes, adults of any gender can take it, but it is not suitable during pregnancy or breastfeeding.',
      },
      {
        question: 'Should I take breaks?',
        answer:
          'Many people cycle tongkat ali, such as five days on and two off, or a week off every couple of months.',
      },
      {
        question: 'Can I take it with medication?',
        answer:
          'Please speak to your GP or pharmacist before use if you take medication or are under medical supervision.',
      },
    ],
  },
} satisfies Record<string, ProductContent>;
