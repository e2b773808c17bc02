// Product page content: Pantry Essentials (coconut oil, apple cider vinegar) and Skin & Hair Care
// (argan oil, tallow cream, tallow lip balm). Only the pantry products are consumable.

import type { ProductContent } from '../product-content';

export const PANTRY_SKIN_CONTENT = {
  'virgin-coconut-oil': {
    isConsumable: true,
    benefits: [
      {
        icon: 'utensils-crossed',
        title: 'A kitchen all-rounder',
        description:
          'Light and gently coconutty: for stir-fries, curries, roasting and dairy-free baking.',
      },
      {
        icon: 'leaf',
        title: 'Virgin and cold-pressed',
        description:
          'Pressed from fresh coconut meat within hours of harvest, without bleaching, refining or deodorising.',
      },
      {
        icon: 'sparkles',
        title: 'Beauty cupboard staple',
        description:
          'A little melted between the palms makes a simple body moisturiser, hair mask or make-up remover.',
      },
      {
        icon: 'hand-heart',
        title: 'Fairly traded',
        description:
          'From smallholder farms in Sri Lanka, bought on fair terms and certified organic.',
      },
    ],
    testimonials: [
      {
        name: 'Grace I.',
        role: 'Verified buyer, Lewisham',
        rating: 5,
        text: 'It smells of real coconut, not the flat refined stuff. I cook with it and use it on my hair at the weekend.',
        image: '/media/people/1.svg',
      },
      {
        name: 'Liam P.',
        role: 'Verified buyer, Southampton',
        rating: 5,
        text: 'Brilliant for roasting sweet potatoes. The glass jar is a nice touch compared to plastic tubs.',
        image: '/media/people/4.svg',
      },
      {
        name: 'Anjali S.',
        role: 'Verified buyer, Harrow',
        rating: 4,
        text: 'Great quality oil. It goes solid in a cold kitchen, so I keep a small jar near the hob.',
        image: '/media/people/6.svg',
      },
    ],
    keyFeatures: [
      'Certified organic virgin coconut oil',
      'Cold-pressed from fresh coconut, never refined',
      'Fairly traded from Sri Lankan smallholders',
      'For cooking, baking, skin and hair',
      '500ml glass jar',
    ],
    howToUse:
      'Use in place of butter or other oils for frying up to medium heat, roasting and baking. For skin and hair, warm a little between your palms and massage in. Coconut oil is solid below about 24°C and liquid above; both are natural. Store at room temperature with the lid closed, away from direct sunlight.',
    usageSteps: [
      {
        icon: 'flame',
        title: 'Cook',
        description: 'Use a spoonful for frying, roasting or baking.',
      },
      {
        icon: 'hand',
        title: 'Moisturise',
        description: 'Melt a little between the palms and smooth over skin.',
      },
      {
        icon: 'sparkles',
        title: 'Condition',
        description: 'Comb through the ends of hair as a pre-wash mask.',
      },
    ],
    whyChoose: {
      title: 'Why our coconut oil?',
      points: [
        'Virgin and cold-pressed, never refined',
        'Certified organic and fairly traded',
        'A true, fresh coconut aroma',
        'Packed in glass, not plastic',
      ],
    },
    comparisonOld: [
      'Refined, bleached and deodorised',
      'Pressed from dried copra',
      'No coconut aroma',
      'Plastic tub',
    ],
    comparisonNew: [
      'Virgin, unrefined',
      'Pressed from fresh coconut',
      'Fresh, natural aroma',
      'Recyclable glass jar',
    ],
    clinicalStats: [
      { value: '100%', label: 'Organic coconut' },
      { value: 'Cold', label: 'Pressed' },
      { value: '0', label: 'Refining or bleaching' },
    ],
    targetAreas: ['Cooking', 'Baking', 'Skin', 'Hair'],
    mineralsList: [],
    faqs: [
      {
        question: 'Why is my coconut oil solid?',
        answer:
          'Coconut oil sets below about 24°C. Stand the jar in warm water if you need it liquid; melting and setting does not affect quality.',
      },
      {
        question: 'Does it taste of coconut?',
        answer:
          'Gently. Virgin oil keeps a light coconut flavour, lovely in curries and baking. If you want no flavour at all, a refined oil would suit better.',
      },
      {
        question: 'Can I use it on my skin and hair?',
        answer:
          'Yes. Many customers use it as a body moisturiser or pre-wash hair mask. Patch test first if you have sensitive skin.',
      },
      {
        question: 'How long does it keep?',
        answer:
          'Around two years unopened. Once opened, use a clean spoon and keep it away from heat and light.',
      },
    ],
  },

  'apple-cider-vinegar-mother': {
    isConsumable: true,
    benefits: [
      {
        icon: 'sprout',
        title: 'Raw, with the mother',
        description:
          'Unfiltered and unpasteurised, so the cloudy "mother" of natural yeasts and bacteria stays in the bottle.',
      },
      {
        icon: 'glass-water',
        title: 'A morning ritual',
        description:
          'A tablespoon in a large glass of water is a refreshing, tangy start to the day.',
      },
      {
        icon: 'utensils-crossed',
        title: 'Kitchen essential',
        description: 'Bright and fruity in dressings, marinades, pickles and slaws.',
      },
      {
        icon: 'leaf',
        title: 'Made from whole apples',
        description:
          'Slowly fermented from crushed organic apples, not from concentrate or flavourings.',
      },
    ],
    testimonials: [
      {
        name: 'Kate M.',
        role: 'Verified buyer, Ipswich',
        rating: 5,
        text: 'Properly cloudy with plenty of mother. A tablespoon in water before lunch has become my habit.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Osman Y.',
        role: 'Verified buyer, Leyton',
        rating: 5,
        text: 'Tastes of real apples, much fruitier than the supermarket one. Makes a fantastic salad dressing.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Beth H.',
        role: 'Verified buyer, Lincoln',
        rating: 4,
        text: 'Great vinegar at a fair price. I drink it through a straw, as the label suggests, to protect my teeth.',
        image: '/media/people/1.svg',
      },
    ],
    keyFeatures: [
      'Raw, unfiltered and unpasteurised',
      'Contains the mother',
      'Made from crushed organic apples',
      '5% acidity',
      '500ml glass bottle',
    ],
    howToUse:
      'Shake gently to distribute the mother. Mix one tablespoon (15ml) into a large glass of water, once or twice a day; never drink it neat. Using a straw and rinsing your mouth with water afterwards helps protect tooth enamel. Also lovely in dressings and marinades. Store at room temperature; the mother may grow or settle over time, which is natural.',
    usageSteps: [
      {
        icon: 'droplet',
        title: 'Shake',
        description: 'Gently shake to spread the cloudy mother through the bottle.',
      },
      {
        icon: 'glass-water',
        title: 'Dilute',
        description: 'Add one tablespoon to a large glass of water. Never drink it neat.',
      },
      {
        icon: 'smile',
        title: 'Protect your smile',
        description: 'Sip through a straw and rinse your mouth with water afterwards.',
      },
    ],
    whyChoose: {
      title: 'Why our apple cider vinegar?',
      points: [
        'Raw and unpasteurised, with the mother',
        'Fermented from whole organic apples',
        'Full, fruity flavour',
        'Glass bottle, never plastic',
      ],
    },
    comparisonOld: [
      'Filtered and pasteurised',
      'No mother',
      'Made from concentrate',
      'Sharp, one-note flavour',
    ],
    comparisonNew: [
      'Raw and unfiltered',
      'Plenty of mother',
      'Fermented from whole apples',
      'Fruity and rounded',
    ],
    clinicalStats: [
      { value: '5%', label: 'Acidity' },
      { value: '100%', label: 'Organic apples' },
      { value: 'Raw', label: 'Unpasteurised' },
    ],
    targetAreas: ['Morning ritual', 'Healthy eating', 'Dressings and marinades', 'Pickling'],
    mineralsList: [],
    faqs: [
      {
        question: 'What is "the mother"?',
        answer:
          'The cloudy strands of natural yeasts and bacteria that form during fermentation. It shows the vinegar is raw and unfiltered.',
      },
      {
        question: 'How should I drink it?',
        answer:
          'Always diluted: one tablespoon in a large glass of water. Never drink vinegar neat, as its acidity can irritate the throat and wear tooth enamel.',
      },
      {
        question: 'Is the sediment normal?',
        answer: 'Yes. The mother settles and can grow over time. Shake gently before use.',
      },
      {
        question: 'Does it contain alcohol?',
        answer:
          'Fermentation converts the apple’s natural sugars to alcohol and then to vinegar; only negligible trace amounts remain, as in all vinegars.',
      },
    ],
  },

  'pure-argan-oil': {
    isConsumable: false,
    benefits: [
      {
        icon: 'sparkles',
        title: 'Softer, glossier hair',
        description:
          'A few drops smoothed through the lengths tame flyaways and leave hair looking glossy, without feeling greasy.',
      },
      {
        icon: 'droplet',
        title: 'Lightweight moisture',
        description:
          'Absorbs quickly to leave skin feeling soft and supple, on the face, body, hands and nails.',
      },
      {
        icon: 'hand-heart',
        title: 'Made by women’s cooperatives',
        description:
          'Produced by Amazigh women’s cooperatives in south-west Morocco, supporting fair local incomes.',
      },
      {
        icon: 'leaf',
        title: 'Pure and cold-pressed',
        description: '100% cosmetic argan oil, cold-pressed from raw kernels, with nothing added.',
      },
    ],
    testimonials: [
      {
        name: 'Chloe R.',
        role: 'Hair stylist, Leeds',
        rating: 5,
        text: 'I use it on clients with dry ends. It absorbs beautifully and has no heavy scent.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Yasmin E.',
        role: 'Verified buyer, Bradford',
        rating: 5,
        text: 'Two drops on damp skin after the shower and my skin feels so soft. The pipette makes it easy not to waste any.',
        image: '/media/people/6.svg',
      },
      {
        name: 'Natalie F.',
        role: 'Verified buyer, Guildford',
        rating: 4,
        text: 'Genuinely pure oil with a faint nutty smell. A little lasts a long time.',
        image: '/media/people/1.svg',
      },
    ],
    keyFeatures: [
      '100% pure cosmetic argan oil, cold-pressed',
      'Sourced from Moroccan women’s cooperatives',
      'Unfragranced, no silicones',
      'Dark glass bottle with dropper',
      'For external use only',
    ],
    howToUse:
      'For hair, warm two to three drops between your palms and smooth through damp or dry lengths and ends. For skin, press two to three drops onto clean skin morning or night, alone or mixed with your moisturiser. For nails, massage a drop into the cuticles. For external use only. Patch test before first use and avoid contact with eyes.',
    usageSteps: [
      {
        icon: 'droplet',
        title: 'A few drops',
        description: 'Two to three drops are enough for face or hair.',
      },
      {
        icon: 'hand',
        title: 'Warm and press',
        description: 'Warm between your palms, then press into skin or smooth through hair.',
      },
      {
        icon: 'moon',
        title: 'Morning or night',
        description: 'Use alone or under your usual moisturiser.',
      },
    ],
    whyChoose: {
      title: 'Why our argan oil?',
      points: [
        '100% pure, not blended with cheaper oils',
        'Cold-pressed from raw, untoasted kernels',
        'Supports Moroccan women’s cooperatives',
        'Unfragranced and silicone-free',
      ],
    },
    comparisonOld: [
      'Blended with cheaper oils',
      'Added silicones and fragrance',
      'Clear plastic bottle',
      'Anonymous sourcing',
    ],
    comparisonNew: [
      '100% pure argan oil',
      'Nothing added',
      'Dark glass with dropper',
      'Women’s cooperative sourcing',
    ],
    clinicalStats: [
      { value: '100%', label: 'Pure argan oil' },
      { value: '0', label: 'Silicones or fragrance' },
      { value: 'Cold', label: 'Pressed' },
    ],
    targetAreas: ['Hair ends', 'Face', 'Body', 'Hands and nails'],
    mineralsList: [],
    faqs: [
      {
        question: 'Can I eat this argan oil?',
        answer:
          'No. This is cosmetic argan oil, pressed from raw kernels for external use. Culinary argan oil is made from toasted kernels.',
      },
      {
        question: 'Will it make my skin oily?',
        answer:
          'Argan oil absorbs quickly. Start with two drops; most people find it leaves skin soft rather than greasy.',
      },
      {
        question: 'Is it suitable for all hair types?',
        answer: 'Yes. Use one drop on fine hair and a few more on thick or curly hair.',
      },
      {
        question: 'Does it contain nut allergens?',
        answer:
          'Argan is a tree nut. If you have a nut allergy, please check with your GP or pharmacist before use.',
      },
    ],
  },

  'beef-tallow-skin-cream': {
    isConsumable: false,
    benefits: [
      {
        icon: 'droplets',
        title: 'Deeply nourishing',
        description:
          'Tallow is naturally rich in fats similar to those in our own skin, leaving it soft, comfortable and cared for.',
      },
      {
        icon: 'feather',
        title: 'Whipped and light',
        description:
          'Whipped to a cloud-like texture that melts on contact and sinks in without a heavy film.',
      },
      {
        icon: 'leaf',
        title: 'Grass-fed and British',
        description: 'Rendered slowly in small batches from the suet of grass-fed British cattle.',
      },
      {
        icon: 'shield',
        title: 'Short, simple ingredient list',
        description:
          'Tallow, olive oil and a touch of beeswax. No water, so no preservatives are needed.',
      },
    ],
    testimonials: [
      {
        name: 'Harriet G.',
        role: 'Verified buyer, Taunton',
        rating: 5,
        text: 'My hands are dry and cracked from gardening all year. This is the only thing that keeps them comfortable.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Danny S.',
        role: 'Verified buyer, Stoke-on-Trent',
        rating: 5,
        text: 'Sceptical at first, but it has no smell and sinks in fast. I use it after shaving now.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Rebecca L.',
        role: 'Verified buyer, Carlisle',
        rating: 4,
        text: 'Lovely cream. A tiny amount goes a long way, so the jar lasts ages.',
        image: '/media/people/1.svg',
      },
    ],
    keyFeatures: [
      'Whipped tallow from grass-fed British beef suet',
      'Three ingredients: tallow, olive oil, beeswax',
      'Unfragranced and preservative-free',
      'Suitable for face, hands and body',
      '60ml glass jar',
    ],
    howToUse:
      'Warm a pea-sized amount between your fingertips and massage into clean, slightly damp skin, morning or night. A little goes a long way. For external use only. Patch test before first use and avoid the eye area. Store below 25°C; the cream may soften in warm weather, which is natural.',
    usageSteps: [
      {
        icon: 'hand',
        title: 'Warm it',
        description: 'Take a pea-sized amount and warm it between your fingertips.',
      },
      {
        icon: 'droplets',
        title: 'Apply to damp skin',
        description: 'Massage in gently after cleansing or bathing.',
      },
      {
        icon: 'moon',
        title: 'Day or night',
        description: 'Use as a daily moisturiser or a richer night-time layer.',
      },
    ],
    whyChoose: {
      title: 'Why our tallow cream?',
      points: [
        'Grass-fed British suet, slowly rendered',
        'Three natural ingredients and nothing else',
        'Whipped for a light, non-greasy feel',
        'Unfragranced for sensitive noses',
      ],
    },
    comparisonOld: [
      'Long ingredient lists',
      'Synthetic fragrance',
      'Preservatives and emulsifiers',
      'Plastic tubs',
    ],
    comparisonNew: [
      'Three ingredients',
      'Unfragranced',
      'Water-free, no preservatives needed',
      'Glass jar',
    ],
    clinicalStats: [
      { value: '3', label: 'Ingredients' },
      { value: '100%', label: 'Grass-fed British tallow' },
      { value: '0', label: 'Added fragrance' },
    ],
    targetAreas: ['Face', 'Hands', 'Elbows and heels', 'Dry patches'],
    mineralsList: [],
    faqs: [
      {
        question: 'Does it smell of beef?',
        answer:
          'No. The tallow is carefully rendered and purified, so the cream has only a faint, clean scent of beeswax.',
      },
      {
        question: 'Is it suitable for sensitive skin?',
        answer:
          'Many customers with sensitive skin like it because it is unfragranced. Always patch test first.',
      },
      {
        question: 'Is it halal?',
        answer:
          'Our tallow is rendered from halal-certified British beef suet. The certificate is available on request.',
      },
      {
        question: 'Why has the texture changed?',
        answer:
          'Natural fats soften when warm and firm up when cool. Store below 25°C to keep it whipped.',
      },
    ],
  },

  'tallow-lip-balm': {
    isConsumable: false,
    benefits: [
      {
        icon: 'heart',
        title: 'Soft, comfortable lips',
        description:
          'Tallow and beeswax form a gentle, protective layer that keeps lips feeling soft through wind and cold.',
      },
      {
        icon: 'sparkles',
        title: 'A touch of raw honey',
        description: 'A little raw honey for a subtle sweetness and a smooth, glossy finish.',
      },
      {
        icon: 'wind',
        title: 'Made for British weather',
        description: 'From frosty dog walks to windy beaches, it stays put without feeling waxy.',
      },
      {
        icon: 'recycle',
        title: 'Plastic-free tube',
        description: 'A compostable cardboard push-up tube, with no plastic to throw away.',
      },
    ],
    testimonials: [
      {
        name: 'Sophie W.',
        role: 'Verified buyer, Keswick',
        rating: 5,
        text: 'The only balm that survives a day on the fells. I keep one in every coat pocket.',
        image: '/media/people/6.svg',
      },
      {
        name: 'Amir D.',
        role: 'Verified buyer, Leicester',
        rating: 5,
        text: 'No fake flavour, just a faint honey taste. My lips stay soft all day.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Laura C.',
        role: 'Verified buyer, Falmouth',
        rating: 4,
        text: 'Lovely balm. Push it up gently because the cardboard tube does not wind back down.',
        image: '/media/people/3.svg',
      },
    ],
    keyFeatures: [
      'Grass-fed British tallow, beeswax and raw honey',
      'No fragrance, flavourings or petroleum',
      'Compostable cardboard tube',
      'Fits in any pocket',
    ],
    howToUse:
      'Push up a little balm and apply to lips as often as you like, especially before going out in the cold or wind. Keep away from direct heat; in warm weather, store it in a cool place. Contains honey and beeswax.',
    usageSteps: [
      {
        icon: 'hand',
        title: 'Push up gently',
        description: 'Press from the bottom of the tube; a little goes a long way.',
      },
      {
        icon: 'heart',
        title: 'Apply',
        description: 'Glide over lips whenever they feel dry.',
      },
      {
        icon: 'wind',
        title: 'Before you head out',
        description: 'A layer before cold or windy weather keeps lips comfortable.',
      },
    ],
    whyChoose: {
      title: 'Why our lip balm?',
      points: [
        'Just tallow, beeswax and raw honey',
        'No petroleum or synthetic flavours',
        'Long-lasting in cold, windy weather',
        'Plastic-free, compostable tube',
      ],
    },
    comparisonOld: [
      'Petroleum-based',
      'Synthetic flavours',
      'Needs reapplying constantly',
      'Plastic tube',
    ],
    comparisonNew: [
      'Natural tallow and beeswax',
      'Just a hint of raw honey',
      'Long-lasting comfort',
      'Compostable cardboard',
    ],
    clinicalStats: [
      { value: '3', label: 'Ingredients' },
      { value: '0', label: 'Petroleum' },
      { value: '100%', label: 'Plastic-free tube' },
    ],
    targetAreas: ['Lips', 'Cold weather', 'Outdoor days'],
    mineralsList: [],
    faqs: [
      {
        question: 'Does it taste of honey?',
        answer: 'Only faintly. There are no added flavourings.',
      },
      {
        question: 'Why a cardboard tube?',
        answer:
          'It is compostable and plastic-free. Push the balm up gently, as it does not wind back down.',
      },
      {
        question: 'Is it suitable for children?',
        answer:
          'It is fine for children over 12 months. Because it contains honey, do not use it on babies under 12 months.',
      },
      {
        question: 'Will it melt in my pocket?',
        answer:
          'It softens in very warm weather. Keep it out of direct sun and away from radiators.',
      },
    ],
  },
} satisfies Record<string, ProductContent>;
