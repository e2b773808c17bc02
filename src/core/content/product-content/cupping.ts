// Product page content: the Cupping Shop (cups, kits, tools, blades, liners, wipes).
// None of these is consumable, so the page never shows the marketing sections for them; the
// accordion (features, how to use, FAQs) still uses this copy. Wording stays practical: these are
// tools for massage and cupping practice, and we make no health claims for them.

import type { ProductContent, ProductFaq } from '../product-content';

const PRACTITIONER_FAQ: ProductFaq = {
  question: 'Do I need to be trained to use this?',
  answer:
    'Wet cupping (hijama) involves skin piercing and should only be carried out by a trained practitioner. In the UK, skin-piercing practitioners usually need to register with their local council.',
};

const CUP_SIZE_STEPS = [
  {
    icon: 'target',
    title: 'Choose your sizes',
    description: 'Pick B1 to B6 (and B4 Curved) to suit the areas you work on.',
  },
  {
    icon: 'layers',
    title: 'Build your order',
    description: 'Add cups in steps of 50; the price per cup drops as your order grows.',
  },
  {
    icon: 'package',
    title: 'Fast dispatch',
    description: 'Packed in sealed sleeves and dispatched from our UK warehouse.',
  },
] as const;

export const CUPPING_CONTENT = {
  'cupping-cups-b1-to-b6': {
    isConsumable: false,
    benefits: [
      {
        icon: 'badge-check',
        title: 'Medical-grade plastic',
        description:
          'Clear, medical-grade polycarbonate cups with smooth, rolled rims for client comfort.',
      },
      {
        icon: 'shield-check',
        title: 'CE certified',
        description:
          'CE marked and supplied in sealed sleeves, ready for single use in a professional clinic.',
      },
      {
        icon: 'layers',
        title: 'Every size you need',
        description:
          'B1 (60mm) to B6 (25mm), plus B4 Curved for contoured areas, all fitting standard pumps.',
      },
      {
        icon: 'package',
        title: 'Volume pricing',
        description: 'From £0.60 a cup, falling to £0.21 a cup on larger clinic orders.',
      },
    ],
    testimonials: [
      {
        name: 'Yusra A.',
        role: 'Hijama practitioner, Birmingham',
        rating: 5,
        text: 'Consistent quality across every size, and the valves seal every time. I reorder 500 at a time.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Ibrahim K.',
        role: 'Clinic owner, East London',
        rating: 5,
        text: 'The volume pricing makes a real difference to a busy clinic. Dispatch is always quick.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Sarah J.',
        role: 'Sports massage therapist, Leeds',
        rating: 4,
        text: 'Clear cups, smooth rims, no sharp seams. The B4 Curved is great for shoulders.',
        image: '/media/people/6.svg',
      },
    ],
    keyFeatures: [
      'Sizes B1 (60mm) to B6 (25mm), plus B4 Curved',
      'Medical-grade clear polycarbonate',
      'One-way valve fits standard hand pumps',
      'CE certified, supplied in sealed sleeves',
      'Order in multiples of 50 from 50 cups',
    ],
    howToUse:
      'Choose the cup size for the area, attach the hand pump to the valve and draw the suction gently to the level agreed with your client. Release by lifting the valve pin. Cups used for wet cupping must be used once and disposed of as clinical waste. For professional use by trained practitioners.',
    usageSteps: [...CUP_SIZE_STEPS],
    whyChoose: {
      title: 'Why practitioners choose our cups',
      points: [
        'Reliable valves that hold suction',
        'Clear walls to watch the skin throughout',
        'Every size from one supplier',
        'Tiered pricing from 50 to 5,000 cups',
      ],
    },
    comparisonOld: [
      'Cloudy, brittle plastic',
      'Leaky valves',
      'Sharp moulding seams',
      'Flat per-cup pricing',
    ],
    comparisonNew: [
      'Clear medical-grade polycarbonate',
      'Tested one-way valves',
      'Smooth rolled rims',
      'Volume discounts up to 65%',
    ],
    clinicalStats: [
      { value: '7', label: 'Cup sizes' },
      { value: 'CE', label: 'Certified' },
      { value: '65%', label: 'Maximum volume saving' },
    ],
    targetAreas: ['Back and shoulders', 'Legs', 'Arms', 'Small and facial points'],
    mineralsList: [],
    faqs: [
      {
        question: 'What is the minimum order?',
        answer: '50 cups, in steps of 50. You can mix sizes freely within your order.',
      },
      {
        question: 'Do they fit my pump?',
        answer: 'Yes. The valves fit all standard cupping hand pumps and extension hoses.',
      },
      {
        question: 'Are the cups reusable?',
        answer:
          'Cups used for wet cupping must be used once only. For dry cupping, follow your clinic’s cleaning and disinfection policy.',
      },
      PRACTITIONER_FAQ,
      {
        question: 'How do I pay for a large order?',
        answer:
          'Bulk cup orders are processed by our team: add your cups to the cart and we will send a quote by email.',
      },
    ],
  },

  'bulk-cupping-cups-wholesale': {
    isConsumable: false,
    benefits: [
      {
        icon: 'package',
        title: 'Trade packs',
        description:
          'Cases of medical-grade cups for clinics, training academies and resellers, in any mix of sizes.',
      },
      {
        icon: 'award',
        title: 'Down to £0.21 a cup',
        description: 'Our best per-cup prices, on orders from 1,000 to 5,000 cups.',
      },
      {
        icon: 'shield-check',
        title: 'CE certified',
        description: 'The same CE-marked, sealed-sleeve cups as our clinic range.',
      },
      {
        icon: 'clock',
        title: 'Reliable restocking',
        description: 'Stock held in the UK, so repeat orders go out quickly.',
      },
    ],
    testimonials: [
      {
        name: 'Mohammed R.',
        role: 'Training academy director, Manchester',
        rating: 5,
        text: 'We supply every student kit from these trade packs. Consistent quality and honest pricing.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Zara P.',
        role: 'Multi-site clinic manager, Leicester',
        rating: 5,
        text: 'One order of 3,000 mixed sizes covers all three clinics for months.',
        image: '/media/people/1.svg',
      },
      {
        name: 'Daniel H.',
        role: 'Therapy supplies reseller, Glasgow',
        rating: 4,
        text: 'Good margins at the top tier and the team were quick to answer questions on the quote.',
        image: '/media/people/4.svg',
      },
    ],
    keyFeatures: [
      'Trade quantities from 1,000 to 5,000 cups',
      'Any mix of sizes B1 to B6 and B4 Curved',
      'Medical-grade polycarbonate, CE certified',
      'Individually sealed sleeves of 10',
      'Quote-based checkout for bulk orders',
    ],
    howToUse:
      'Build your order by size in steps of 50, add it to the cart and send it to us for a quote; our team confirms stock, delivery and invoicing by email. Cups used for wet cupping must be used once and disposed of as clinical waste. For professional use by trained practitioners.',
    usageSteps: [...CUP_SIZE_STEPS],
    whyChoose: {
      title: 'Why buy trade packs from us',
      points: [
        'Our lowest per-cup prices',
        'Mix sizes freely within one order',
        'UK stock for dependable restocking',
        'A real person handles every quote',
      ],
    },
    comparisonOld: [
      'Minimum order per size',
      'Long lead times from overseas',
      'Inconsistent batches',
      'Automated quotes only',
    ],
    comparisonNew: [
      'Mix any sizes you like',
      'Dispatched from UK stock',
      'Consistent, CE-certified cups',
      'Personal quotes from our team',
    ],
    clinicalStats: [
      { value: '£0.21', label: 'Lowest price per cup' },
      { value: '5,000', label: 'Cups per order, top tier' },
      { value: 'CE', label: 'Certified' },
    ],
    targetAreas: ['Clinics', 'Training academies', 'Resellers'],
    mineralsList: [],
    faqs: [
      {
        question: 'How are trade orders paid for?',
        answer:
          'Bulk cup orders are processed by our team. Send your cart and we will reply with a quote and payment details.',
      },
      {
        question: 'Can I mix sizes?',
        answer:
          'Yes. The tier price is based on the total number of cups, whatever the mix of sizes.',
      },
      {
        question: 'Do you supply resellers?',
        answer:
          'Yes. Apply for a wholesale account to see trade pricing across the rest of our range too.',
      },
      PRACTITIONER_FAQ,
    ],
  },

  'silicone-cupping-set': {
    isConsumable: false,
    benefits: [
      {
        icon: 'hand',
        title: 'Squeeze and place',
        description: 'No pump needed: squeeze the cup, place it on oiled skin and release.',
      },
      {
        icon: 'activity',
        title: 'Move as you massage',
        description:
          'Glide the cups over oiled skin for a relaxing, moving massage after exercise or a long day.',
      },
      {
        icon: 'recycle',
        title: 'Reusable for years',
        description: 'Food-grade silicone that washes easily and keeps its shape.',
      },
      {
        icon: 'layers',
        title: 'Four useful sizes',
        description: 'Two large cups for the back and legs and two small for arms and shoulders.',
      },
    ],
    testimonials: [
      {
        name: 'Ellie N.',
        role: 'Verified buyer, Bath',
        rating: 5,
        text: 'My partner uses these on my shoulders after long days at a desk. So simple and easy to clean.',
        image: '/media/people/6.svg',
      },
      {
        name: 'Tom H.',
        role: 'Club cyclist, Derby',
        rating: 5,
        text: 'Great for a moving massage on my legs after long rides. Much easier than a pump set.',
        image: '/media/people/4.svg',
      },
      {
        name: 'Priya M.',
        role: 'Verified buyer, Slough',
        rating: 4,
        text: 'Good quality silicone. I would have liked a printed guide in the box, but the online one is clear.',
        image: '/media/people/1.svg',
      },
    ],
    keyFeatures: [
      'Set of four food-grade silicone cups',
      'Two large and two small sizes',
      'No pump needed',
      'Dishwasher safe (top rack)',
      'Storage pouch included',
    ],
    howToUse:
      'Apply a massage oil to clean, dry skin. Squeeze a cup, place it on the skin and release to create gentle suction. Leave in place for a few minutes or glide slowly over the muscles. Remove by pressing the skin beside the rim. Do not use on broken or irritated skin. Wash in warm soapy water after each use.',
    usageSteps: [
      {
        icon: 'droplet',
        title: 'Oil the skin',
        description: 'A little massage or coconut oil helps the cups glide.',
      },
      {
        icon: 'hand',
        title: 'Squeeze and place',
        description: 'Squeeze the cup, place it and release for gentle suction.',
      },
      {
        icon: 'activity',
        title: 'Glide or rest',
        description: 'Move it slowly over the muscle or leave it in place briefly.',
      },
      {
        icon: 'droplets',
        title: 'Wash',
        description: 'Clean with warm soapy water and dry before storing.',
      },
    ],
    whyChoose: {
      title: 'Why our silicone set?',
      points: [
        'Thick, food-grade silicone that keeps its suction',
        'Four sizes for the whole body',
        'Easy for beginners to use at home',
        'Reusable and easy to clean',
      ],
    },
    comparisonOld: [
      'Thin silicone that loses suction',
      'One size fits nothing',
      'Hard to clean ridges',
      'No storage',
    ],
    comparisonNew: [
      'Thick, durable silicone',
      'Four practical sizes',
      'Smooth, easy-clean design',
      'Storage pouch included',
    ],
    clinicalStats: [
      { value: '4', label: 'Cups per set' },
      { value: '100%', label: 'Food-grade silicone' },
      { value: '0', label: 'Pumps needed' },
    ],
    targetAreas: ['Back', 'Shoulders', 'Legs', 'Arms'],
    mineralsList: [],
    faqs: [
      {
        question: 'Is this suitable for beginners?',
        answer:
          'Yes. Silicone cups are the easiest way to try dry cupping massage at home. Start with light suction and short sessions.',
      },
      {
        question: 'Will it leave marks?',
        answer:
          'Static cupping can leave temporary circular marks that fade within a few days. Gliding cups usually leave fewer marks.',
      },
      {
        question: 'When should I not use cups?',
        answer:
          'Do not use on broken, sunburnt or irritated skin. If you are pregnant or have a medical condition, ask your GP before use.',
      },
      {
        question: 'How do I clean them?',
        answer: 'Warm soapy water or the top rack of the dishwasher. Dry fully before storing.',
      },
    ],
  },

  'hijama-cupping-kit': {
    isConsumable: false,
    benefits: [
      {
        icon: 'package',
        title: 'Everything in one case',
        description:
          '24 cups in sizes B1 to B6, a hand pump and an extension hose in a sturdy carry case.',
      },
      {
        icon: 'hand',
        title: 'Precise suction control',
        description:
          'The pistol-grip pump lets you build suction gently, a little at a time, and release it instantly.',
      },
      {
        icon: 'badge-check',
        title: 'Medical-grade cups',
        description: 'Clear, CE-certified polycarbonate cups with smooth, comfortable rims.',
      },
      {
        icon: 'award',
        title: 'A practitioner favourite',
        description:
          'A dependable starter kit for training courses, and a reliable spare for established clinics.',
      },
    ],
    testimonials: [
      {
        name: 'Aminah S.',
        role: 'Hijama student, Bradford',
        rating: 5,
        text: 'Our course recommended this kit. Everything I needed in one case, and the pump feels solid.',
        image: '/media/people/1.svg',
      },
      {
        name: 'Bilal H.',
        role: 'Hijama practitioner, Cardiff',
        rating: 5,
        text: 'I keep one in the car for home visits. The extension hose is really useful for the back.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Nicola T.',
        role: 'Massage therapist, Reading',
        rating: 4,
        text: 'Good value kit. I bought extra B5 cups in bulk to go with it.',
        image: '/media/people/3.svg',
      },
    ],
    keyFeatures: [
      '24 cups across sizes B1 to B6',
      'Pistol-grip hand pump with quick release',
      'Extension hose for hard-to-reach areas',
      'CE-certified, medical-grade cups',
      'Sturdy carry case',
    ],
    howToUse:
      'Place a cup on clean skin, attach the pump (directly or with the extension hose) and squeeze gently to build suction. Release by lifting the valve pin. For wet cupping, cups must be single use and blades sterile; this should only be carried out by trained practitioners working to local council skin-piercing requirements. Clean the pump and hose after each session.',
    usageSteps: [
      {
        icon: 'target',
        title: 'Choose the cup',
        description: 'Select a size to suit the area.',
      },
      {
        icon: 'hand',
        title: 'Pump gently',
        description: 'Build suction a little at a time, checking with your client.',
      },
      {
        icon: 'timer',
        title: 'Time the session',
        description: 'Follow your training for session length.',
      },
      {
        icon: 'shield-check',
        title: 'Release and clean',
        description: 'Lift the valve pin to release; dispose of single-use items safely.',
      },
    ],
    whyChoose: {
      title: 'Why our hijama kit?',
      points: [
        'A complete professional set in one case',
        'Sturdy pump with fine suction control',
        'Refill cups available in bulk',
        'CE-certified, medical-grade materials',
      ],
    },
    comparisonOld: [
      'Flimsy pumps that lose suction',
      'Cloudy, brittle cups',
      'Missing sizes',
      'No case or hose',
    ],
    comparisonNew: [
      'Robust pistol-grip pump',
      'Clear medical-grade cups',
      'Sizes B1 to B6',
      'Carry case and extension hose',
    ],
    clinicalStats: [
      { value: '24', label: 'Cups included' },
      { value: '6', label: 'Sizes' },
      { value: 'CE', label: 'Certified' },
    ],
    targetAreas: ['Back and shoulders', 'Legs', 'Arms', 'Neck'],
    mineralsList: [],
    faqs: [
      PRACTITIONER_FAQ,
      {
        question: 'Can I buy replacement cups?',
        answer:
          'Yes. All sizes are available individually in our bulk cupping cups range, from 50 cups.',
      },
      {
        question: 'Does the kit include blades?',
        answer:
          'No. Sterile single-use blades are sold separately, for trained practitioners only.',
      },
      {
        question: 'How do I clean the pump?',
        answer:
          'Wipe the pump and hose with an alcohol wipe after each session. Never immerse the pump in water.',
      },
    ],
  },

  'facial-glider-cups': {
    isConsumable: false,
    benefits: [
      {
        icon: 'sparkles',
        title: 'A facial massage ritual',
        description:
          'Small, soft cups that glide over oiled skin for a relaxing, spa-style facial massage at home.',
      },
      {
        icon: 'smile',
        title: 'Looks refreshed',
        description:
          'Gentle gliding movements leave skin looking fresh and radiant after just a few minutes.',
      },
      {
        icon: 'feather',
        title: 'Soft and gentle',
        description: 'Flexible silicone in two sizes, for the cheeks, forehead, jawline and brow.',
      },
      {
        icon: 'recycle',
        title: 'Reusable',
        description: 'Wash after use and they will last for years.',
      },
    ],
    testimonials: [
      {
        name: 'Hana L.',
        role: 'Verified buyer, Kensington',
        rating: 5,
        text: 'Five minutes with these and argan oil every evening. It has become my favourite part of my skincare routine.',
        image: '/media/people/6.svg',
      },
      {
        name: 'Jess B.',
        role: 'Beauty therapist, Cambridge',
        rating: 5,
        text: 'I use these in facials and clients love them. The smaller cup is perfect around the brow.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Maryam Q.',
        role: 'Verified buyer, Birmingham',
        rating: 4,
        text: 'Lovely and soft. Takes a little practice to keep them gliding, so do not skimp on the oil.',
        image: '/media/people/1.svg',
      },
    ],
    keyFeatures: [
      'Set of two soft silicone facial cups',
      'Large and small sizes for face and neck',
      'Use with a facial oil such as argan',
      'Easy to wash and reuse',
    ],
    howToUse:
      'Apply a few drops of facial oil to clean skin. Squeeze a cup gently, place it on the skin and keep it moving in slow upward and outward strokes; do not leave it in one place. Avoid the eye area and any broken or irritated skin. Wash in warm soapy water after each use.',
    usageSteps: [
      {
        icon: 'droplet',
        title: 'Oil',
        description: 'Smooth a few drops of facial oil over clean skin.',
      },
      {
        icon: 'hand',
        title: 'Light squeeze',
        description: 'Squeeze gently: facial cupping needs only light suction.',
      },
      {
        icon: 'sparkles',
        title: 'Keep gliding',
        description: 'Move slowly upwards and outwards; never leave a cup still on the face.',
      },
    ],
    whyChoose: {
      title: 'Why our facial cups?',
      points: [
        'Soft, flexible silicone for gentle suction',
        'Two sizes for every contour',
        'Pairs beautifully with our argan oil',
        'Reusable and easy to clean',
      ],
    },
    comparisonOld: [
      'Hard glass cups that grip too firmly',
      'One awkward size',
      'Hard to clean',
      'Marks if left in place',
    ],
    comparisonNew: [
      'Soft, controllable silicone',
      'Two sizes for face and neck',
      'Smooth, easy-clean finish',
      'Designed to keep moving',
    ],
    clinicalStats: [
      { value: '2', label: 'Sizes' },
      { value: '5 min', label: 'Daily ritual' },
      { value: '100%', label: 'Reusable' },
    ],
    targetAreas: ['Cheeks', 'Forehead', 'Jawline', 'Neck'],
    mineralsList: [],
    faqs: [
      {
        question: 'Will facial cupping leave marks?',
        answer:
          'Not if the cups keep moving with light suction. Never leave a cup in one place on the face.',
      },
      {
        question: 'Which oil should I use?',
        answer: 'Any facial oil that suits your skin. Many customers use our Moroccan argan oil.',
      },
      {
        question: 'How often can I use them?',
        answer: 'Most people enjoy a five-minute session a few times a week or daily.',
      },
      {
        question: 'Who should avoid facial cupping?',
        answer:
          'Avoid broken, sunburnt or irritated skin and the eye area. If you have recently had cosmetic procedures, check with your practitioner first.',
      },
    ],
  },

  'iastm-scraping-tool': {
    isConsumable: false,
    benefits: [
      {
        icon: 'gem',
        title: 'Surgical-grade stainless steel',
        description:
          'Machined from a single piece of stainless steel and polished to a smooth, bevelled edge.',
      },
      {
        icon: 'layers',
        title: 'Several edges in one',
        description:
          'Concave, convex and angled edges to suit large muscle groups and smaller areas.',
      },
      {
        icon: 'hand',
        title: 'Balanced in the hand',
        description: 'A comfortable weight and grip for long clinic days.',
      },
      {
        icon: 'shield-check',
        title: 'Easy to sanitise',
        description: 'Non-porous steel that can be cleaned and disinfected between clients.',
      },
    ],
    testimonials: [
      {
        name: 'Adam C.',
        role: 'Sports therapist, Loughborough',
        rating: 5,
        text: 'Feels as good as tools costing three times the price. The edges are smooth and beautifully finished.',
        image: '/media/people/4.svg',
      },
      {
        name: 'Rosie K.',
        role: 'Massage therapist, Brighton',
        rating: 5,
        text: 'Good weight, great edges, and it cleans easily between clients.',
        image: '/media/people/6.svg',
      },
      {
        name: 'Sam O.',
        role: 'Personal trainer, Newcastle',
        rating: 4,
        text: 'Solid tool. I would like a protective case included, but the quality is excellent.',
        image: '/media/people/2.svg',
      },
    ],
    keyFeatures: [
      'Single-piece stainless steel construction',
      'Multiple polished, bevelled edges',
      'Non-porous and easy to disinfect',
      'For soft tissue massage by trained therapists',
    ],
    howToUse:
      'Apply a massage medium to clean skin. Hold the tool at a shallow angle and use light, controlled strokes along the muscle, adjusting pressure to client comfort. Do not use over broken skin, bruises or varicose veins. Clean and disinfect the tool after each client. Intended for use by trained massage and sports therapists.',
    usageSteps: [
      {
        icon: 'droplet',
        title: 'Prepare the skin',
        description: 'Apply a massage oil or balm so the tool glides.',
      },
      {
        icon: 'hand',
        title: 'Light strokes',
        description: 'Hold at a shallow angle and use smooth, controlled strokes.',
      },
      {
        icon: 'shield-check',
        title: 'Disinfect',
        description: 'Clean and disinfect between every client.',
      },
    ],
    whyChoose: {
      title: 'Why our IASTM tool?',
      points: [
        'Single-piece steel, no joins to harbour dirt',
        'Precisely polished edges',
        'Comfortable grip and balance',
        'Professional quality at a fair price',
      ],
    },
    comparisonOld: [
      'Plastic or jade tools that chip',
      'Rough or uneven edges',
      'Porous, hard to clean',
      'Lightweight and flexible',
    ],
    comparisonNew: [
      'Durable stainless steel',
      'Smooth, polished bevels',
      'Non-porous and easy to disinfect',
      'Balanced, rigid and precise',
    ],
    clinicalStats: [
      { value: '1', label: 'Piece of stainless steel' },
      { value: '4', label: 'Working edges' },
      { value: '100%', label: 'Non-porous' },
    ],
    targetAreas: ['Legs', 'Back', 'Shoulders', 'Forearms'],
    mineralsList: [],
    faqs: [
      {
        question: 'Who is this tool for?',
        answer:
          'It is designed for trained massage, sports and soft tissue therapists. If you are new to IASTM, we recommend a training course first.',
      },
      {
        question: 'How do I clean it?',
        answer:
          'Wash with warm soapy water, then wipe with a 70% alcohol wipe or your clinic’s approved disinfectant.',
      },
      {
        question: 'What medium should I use?',
        answer:
          'Any massage oil or balm that lets the tool glide smoothly. Coconut oil works well.',
      },
      {
        question: 'When should it not be used?',
        answer:
          'Avoid broken skin, bruising, varicose veins and any area a client reports as sore. Clients with medical conditions should check with their GP first.',
      },
    ],
  },

  'sterile-surgical-blades': {
    isConsumable: false,
    benefits: [
      {
        icon: 'shield-check',
        title: 'Sterile and sealed',
        description: 'Each blade is individually foil-wrapped and sterilised by gamma irradiation.',
      },
      {
        icon: 'scissors',
        title: 'No. 11 profile',
        description:
          'The pointed No. 11 shape preferred by hijama practitioners for precise, shallow incisions.',
      },
      {
        icon: 'badge-check',
        title: 'Fits standard handles',
        description: 'Fits all standard No. 3 scalpel handles.',
      },
      {
        icon: 'package',
        title: 'Box of 100',
        description: 'Good value for busy clinics, with a clear expiry date on every box.',
      },
    ],
    testimonials: [
      {
        name: 'Saeed U.',
        role: 'Hijama practitioner, Leicester',
        rating: 5,
        text: 'Sharp, consistent and properly sealed. The expiry date is printed clearly on each wrapper.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Rukhsana B.',
        role: 'Clinic owner, Manchester',
        rating: 5,
        text: 'Reliable blades at a sensible price. I order them with my cups each month.',
        image: '/media/people/1.svg',
      },
      {
        name: 'Jamal E.',
        role: 'Hijama practitioner, Bristol',
        rating: 4,
        text: 'Good quality. Foil packs are easy to open with gloves on.',
        image: '/media/people/5.svg',
      },
    ],
    keyFeatures: [
      'Box of 100 No. 11 carbon steel blades',
      'Individually foil-wrapped and sterile (gamma irradiated)',
      'Fits standard No. 3 handles',
      'Single use only',
      'For trained practitioners only',
    ],
    howToUse:
      'For use by trained practitioners only. Check the wrapper is intact and in date, open aseptically and fit to a No. 3 handle with a blade remover or forceps. Use once, then dispose of immediately in an approved sharps container. Never reuse or resterilise.',
    usageSteps: [
      {
        icon: 'shield-check',
        title: 'Check the pack',
        description: 'Confirm the foil is intact and the blade is in date.',
      },
      {
        icon: 'hand',
        title: 'Fit safely',
        description: 'Attach to a No. 3 handle using a blade remover or forceps.',
      },
      {
        icon: 'recycle',
        title: 'Dispose once used',
        description: 'Place straight into a sharps bin after a single use.',
      },
    ],
    whyChoose: {
      title: 'Why our blades?',
      points: [
        'Individually sealed and sterile',
        'Consistently sharp carbon steel',
        'Clear lot and expiry on every wrapper',
        'Sold to trained practitioners',
      ],
    },
    comparisonOld: [
      'Multi-blade packs, not individually sealed',
      'Unclear expiry dates',
      'Inconsistent sharpness',
      'No sterility information',
    ],
    comparisonNew: [
      'Individually foil-wrapped',
      'Lot and expiry on every wrapper',
      'Consistent carbon steel edge',
      'Gamma-irradiated sterile',
    ],
    clinicalStats: [
      { value: '100', label: 'Blades per box' },
      { value: 'Sterile', label: 'Gamma irradiated' },
      { value: '1', label: 'Use per blade' },
    ],
    targetAreas: ['Hijama clinics', 'Training academies', 'Mobile practitioners'],
    mineralsList: [],
    faqs: [
      PRACTITIONER_FAQ,
      {
        question: 'Can the blades be reused?',
        answer:
          'No. They are single use. Dispose of each blade in a sharps container immediately after use.',
      },
      {
        question: 'Do they include a handle?',
        answer: 'No. They fit any standard No. 3 scalpel handle, sold separately.',
      },
      {
        question: 'How should I dispose of them?',
        answer:
          'Use an approved sharps container and arrange collection through a licensed clinical waste service.',
      },
    ],
  },

  'cup-liners-disposable': {
    isConsumable: false,
    benefits: [
      {
        icon: 'shield-check',
        title: 'Cleaner sessions',
        description:
          'Absorbent single-use liners that sit inside the cup rim to catch fluid during wet cupping.',
      },
      {
        icon: 'clock',
        title: 'Faster turnaround',
        description: 'Less cleaning between clients, so your clinic runs to time.',
      },
      {
        icon: 'target',
        title: 'Fits our cups',
        description: 'Sized to fit cups B1 to B5 snugly, without affecting the seal.',
      },
      {
        icon: 'package',
        title: '200 per pack',
        description: 'Good value for busy clinics and training courses.',
      },
    ],
    testimonials: [
      {
        name: 'Habiba N.',
        role: 'Hijama practitioner, Sheffield',
        rating: 5,
        text: 'These save so much time on clean-up and clients appreciate how tidy everything is.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Kamal S.',
        role: 'Clinic owner, Luton',
        rating: 5,
        text: 'They fit our cups well and do not interfere with the suction.',
        image: '/media/people/4.svg',
      },
      {
        name: 'Fiona G.',
        role: 'Therapy tutor, Edinburgh',
        rating: 4,
        text: 'Useful for training days. We go through a pack quickly, so a larger box would be welcome.',
        image: '/media/people/6.svg',
      },
    ],
    keyFeatures: [
      'Pack of 200 absorbent liners',
      'Fits cup sizes B1 to B5',
      'Single use',
      'Does not affect suction',
    ],
    howToUse:
      'Wearing clean gloves, press a liner into the cup before placing it. After the session, remove the cup and liner together and dispose of them as clinical waste. Single use only. For use by trained practitioners.',
    usageSteps: [
      {
        icon: 'hand',
        title: 'Insert',
        description: 'Press a liner into the cup with gloved hands.',
      },
      {
        icon: 'target',
        title: 'Place the cup',
        description: 'Apply the cup as usual; the liner sits clear of the seal.',
      },
      {
        icon: 'recycle',
        title: 'Dispose',
        description: 'Discard cup and liner as clinical waste after use.',
      },
    ],
    whyChoose: {
      title: 'Why our cup liners?',
      points: [
        'Designed to fit our cups',
        'Keeps the seal intact',
        'Saves cleaning time',
        'Good value in packs of 200',
      ],
    },
    comparisonOld: [
      'Improvised gauze',
      'Poor fit that breaks the seal',
      'More clean-up between clients',
      'Sold in small packs',
    ],
    comparisonNew: [
      'Purpose-made liners',
      'Snug fit, seal intact',
      'Tidy, quick turnaround',
      'Packs of 200',
    ],
    clinicalStats: [
      { value: '200', label: 'Liners per pack' },
      { value: '5', label: 'Cup sizes fitted' },
      { value: '1', label: 'Use each' },
    ],
    targetAreas: ['Hijama clinics', 'Training courses', 'Mobile practitioners'],
    mineralsList: [],
    faqs: [
      {
        question: 'Which cups do they fit?',
        answer: 'Sizes B1 to B5 from our range. B6 is too small for a liner.',
      },
      {
        question: 'Do they affect suction?',
        answer: 'No. The liner sits inside the cup, clear of the rim, so the seal is not affected.',
      },
      {
        question: 'Can they be reused?',
        answer: 'No. Use each liner once and dispose of it as clinical waste.',
      },
      PRACTITIONER_FAQ,
    ],
  },

  'antiseptic-wipes': {
    isConsumable: false,
    benefits: [
      {
        icon: 'shield-check',
        title: '70% isopropyl alcohol',
        description: 'Pre-saturated wipes for preparing skin and cleaning equipment quickly.',
      },
      {
        icon: 'package',
        title: 'Individually sealed',
        description: 'Each wipe is in its own sachet, so it stays moist until you need it.',
      },
      {
        icon: 'clock',
        title: 'Quick-drying',
        description: 'Evaporates in seconds, leaving no sticky residue.',
      },
      {
        icon: 'hand',
        title: 'Handy size',
        description: 'Small enough for a kit bag, large enough to do the job.',
      },
    ],
    testimonials: [
      {
        name: 'Asma R.',
        role: 'Hijama practitioner, Bolton',
        rating: 5,
        text: 'Staple of my kit bag. Each one is properly wet, never dried out.',
        image: '/media/people/1.svg',
      },
      {
        name: 'Lee T.',
        role: 'Sports therapist, Swindon',
        rating: 5,
        text: 'I use them to wipe down my tools between clients. Great value for 100.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Nadia H.',
        role: 'Verified buyer, Wakefield',
        rating: 4,
        text: 'Good wipes and the box is handy. I keep a few in the first aid kit too.',
        image: '/media/people/3.svg',
      },
    ],
    keyFeatures: [
      'Box of 100 individually sealed wipes',
      '70% isopropyl alcohol',
      'For skin preparation and small equipment',
      'Quick-drying, no residue',
    ],
    howToUse:
      'Tear open the sachet and wipe the skin or equipment firmly. Allow to air dry completely before use. For external use only. Do not use on broken skin or near the eyes. Highly flammable: keep away from heat and flames. Keep out of reach of children.',
    usageSteps: [
      {
        icon: 'package',
        title: 'Open',
        description: 'Tear open a single sachet.',
      },
      {
        icon: 'hand',
        title: 'Wipe',
        description: 'Wipe the skin or equipment firmly in one direction.',
      },
      {
        icon: 'wind',
        title: 'Air dry',
        description: 'Let the area dry completely before continuing.',
      },
    ],
    whyChoose: {
      title: 'Why our wipes?',
      points: [
        'Reliably moist, individually sealed wipes',
        'Standard 70% isopropyl alcohol',
        'Compact box for clinic or kit bag',
        'Great value per wipe',
      ],
    },
    comparisonOld: [
      'Tubs that dry out once opened',
      'Lower alcohol content',
      'Sticky residue',
      'Bulky packaging',
    ],
    comparisonNew: [
      'Individually sealed sachets',
      '70% isopropyl alcohol',
      'Quick-drying, no residue',
      'Compact box of 100',
    ],
    clinicalStats: [
      { value: '70%', label: 'Isopropyl alcohol' },
      { value: '100', label: 'Wipes per box' },
      { value: '1', label: 'Sealed sachet each' },
    ],
    targetAreas: ['Skin preparation', 'Equipment cleaning', 'Kit bags', 'First aid kits'],
    mineralsList: [],
    faqs: [
      {
        question: 'What are they for?',
        answer:
          'Cleaning skin before cupping or similar procedures, and wiping down small equipment between uses.',
      },
      {
        question: 'Can I use them on broken skin?',
        answer: 'No. Do not use on broken skin or near the eyes.',
      },
      {
        question: 'Are they flammable?',
        answer: 'Yes. Alcohol is highly flammable, so keep wipes away from heat and naked flames.',
      },
      {
        question: 'How long do they keep?',
        answer: 'Sealed sachets keep until the expiry date printed on the box. Store below 25°C.',
      },
    ],
  },
} satisfies Record<string, ProductContent>;
