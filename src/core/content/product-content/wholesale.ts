// Product page content: wholesale-only products. Each starts from its retail record (same
// product, same care and safety copy) with trade-specific features, testimonials and FAQs.

import type { ProductContent, ProductFaq, ProductTestimonial } from '../product-content';
import { BLACK_SEED_CONTENT } from './black-seed';
import { HERBAL_SUPPLEMENTS_CONTENT } from './herbal-supplements';
import { HONEY_CONTENT } from './honey';
import { SHILAJIT_CONTENT } from './shilajit';

const TRADE_ACCOUNT_FAQ: ProductFaq = {
  question: 'Who can buy trade packs?',
  answer:
    'Trade packs are for approved wholesale customers: shops, clinics, gyms and other businesses. Apply for a wholesale account and we will review it within two working days.',
};

const TRADE_RESALE_FAQ: ProductFaq = {
  question: 'Can I resell the product under my own label?',
  answer:
    'Trade packs are sold in our own retail packaging for resale as supplied. For own-label enquiries, please contact our wholesale team.',
};

function tradeTestimonials(
  a: Omit<ProductTestimonial, 'rating'>,
  b: Omit<ProductTestimonial, 'rating'>,
  c: Omit<ProductTestimonial, 'rating'>,
): ProductTestimonial[] {
  return [
    { ...a, rating: 5 },
    { ...b, rating: 5 },
    { ...c, rating: 4 },
  ];
}

const blackSeedOil = BLACK_SEED_CONTENT['black-seed-oil'];
const manuka263 = HONEY_CONTENT['manuka-honey-mgo-263'];
const shilajitResin = SHILAJIT_CONTENT['shilajit-resin'];
const ashwagandha = HERBAL_SUPPLEMENTS_CONTENT['ashwagandha-ksm66-capsules'];

export const WHOLESALE_CONTENT = {
  'wholesale-black-seed-oil-1l': {
    ...blackSeedOil,
    testimonials: tradeTestimonials(
      {
        name: 'Hassan F.',
        role: 'Health food shop owner, Bradford',
        text: 'Our best-selling oil. Customers come back for the taste, and the case price leaves a healthy margin.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Lydia M.',
        role: 'Café owner, Brighton',
        text: 'We use it in dressings and sell bottles at the counter. Consistent from case to case.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Rizwan A.',
        role: 'Pharmacy buyer, Blackburn',
        text: 'Well packed, with certificates of analysis supplied for every batch. Delivery could be a day quicker.',
        image: '/media/people/5.svg',
      },
    ),
    keyFeatures: [
      'Case of six 1-litre bottles of cold-pressed black seed oil',
      'Thymoquinone ≥0.95%, certificate of analysis per batch',
      'Dark amber glass, individually boxed for transit',
      'Batch and best-before printed on every bottle',
      'Trade price for approved wholesale accounts',
    ],
    whyChoose: {
      title: 'Why stock our black seed oil?',
      points: [
        'A proven best-seller with loyal repeat customers',
        'Batch certificates to share with your customers',
        'Consistent single-origin supply',
        'Attractive trade margins per case',
      ],
    },
    faqs: [
      TRADE_ACCOUNT_FAQ,
      {
        question: 'What is the shelf life?',
        answer:
          'Unopened bottles carry a best-before date at least 18 months from dispatch. Store cool and out of direct light.',
      },
      {
        question: 'Do you supply certificates of analysis?',
        answer:
          'Yes. A certificate of analysis for the batch is included with every case and available on request.',
      },
      TRADE_RESALE_FAQ,
    ],
  },

  'wholesale-manuka-honey-263-case': {
    ...manuka263,
    testimonials: tradeTestimonials(
      {
        name: 'Caroline S.',
        role: 'Farm shop owner, Cotswolds',
        text: 'Manuka flies off our shelves in winter. A genuine certified grade at a trade price makes all the difference.',
        image: '/media/people/1.svg',
      },
      {
        name: 'Tariq N.',
        role: 'Grocery owner, Southall',
        text: 'Every jar is sealed and labelled with its batch. Customers trust it, and so do I.',
        image: '/media/people/4.svg',
      },
      {
        name: 'Eleanor P.',
        role: 'Deli owner, York',
        text: 'Excellent honey. We would love a mixed case with the higher grades.',
        image: '/media/people/6.svg',
      },
    ),
    keyFeatures: [
      'Case of twelve 250g jars of Manuka Honey MGO 263+',
      'Certified MGO, packed in New Zealand',
      'Batch traceability on every jar',
      'Shelf-ready outer case',
      'Trade price for approved wholesale accounts',
    ],
    whyChoose: {
      title: 'Why stock our Manuka?',
      points: [
        'A certified grade your customers can verify',
        'Strong year-round demand, peaking in winter',
        'Shelf-ready case of twelve',
        'Healthy retail margin',
      ],
    },
    faqs: [
      TRADE_ACCOUNT_FAQ,
      {
        question: 'What is the recommended retail price?',
        answer: 'The retail value shown is a guide; you are free to set your own shelf price.',
      },
      {
        question: 'What is the shelf life?',
        answer:
          'Each jar has a best-before date at least two years from packing. Store at room temperature.',
      },
      TRADE_RESALE_FAQ,
    ],
  },

  'wholesale-shilajit-resin-10': {
    ...shilajitResin,
    testimonials: tradeTestimonials(
      {
        name: 'Vikram S.',
        role: 'Ayurvedic store owner, Leicester',
        text: 'Genuine resin with lab reports I can show customers. It has become one of our best sellers.',
        image: '/media/people/2.svg',
      },
      {
        name: 'Jake W.',
        role: 'Gym owner, Manchester',
        text: 'We sell it at our front desk. Members like that it is tested for heavy metals.',
        image: '/media/people/5.svg',
      },
      {
        name: 'Nazia B.',
        role: 'Online retailer, Birmingham',
        text: 'Good product and margin. A display box for the counter would be useful.',
        image: '/media/people/6.svg',
      },
    ),
    keyFeatures: [
      'Ten 30g jars of pure Himalayan shilajit resin',
      'Heavy metal and microbial test results per batch',
      'Each jar boxed with a measuring spoon',
      'Batch and best-before on every jar',
      'Trade price for approved wholesale accounts',
    ],
    whyChoose: {
      title: 'Why stock our shilajit?',
      points: [
        'Authentic resin that customers can test at home',
        'Independent UK lab reports per batch',
        'Retail-ready boxed jars',
        'Strong repeat purchase rate',
      ],
    },
    faqs: [
      TRADE_ACCOUNT_FAQ,
      {
        question: 'Do you supply lab reports?',
        answer:
          'Yes. Heavy metal and microbiological test results for the batch are included with every order.',
      },
      {
        question: 'What is the shelf life?',
        answer: 'At least two years from dispatch when stored cool and dry with the lid closed.',
      },
      TRADE_RESALE_FAQ,
    ],
  },

  'trade-pack-ashwagandha': {
    ...ashwagandha,
    testimonials: tradeTestimonials(
      {
        name: 'Owen J.',
        role: 'Health store owner, Cardiff',
        text: 'Customers ask for KSM-66 by name, so a genuine licensed extract is an easy sell.',
        image: '/media/people/4.svg',
      },
      {
        name: 'Sana K.',
        role: 'Yoga studio owner, Bristol',
        text: 'We stock a few jars at reception. The clear safety labelling gives us confidence.',
        image: '/media/people/3.svg',
      },
      {
        name: 'Martin L.',
        role: 'Pharmacy owner, Norwich',
        text: 'Good quality and fair trade pricing. I would like a larger case size.',
        image: '/media/people/2.svg',
      },
    ),
    keyFeatures: [
      'Twelve jars of Ashwagandha KSM-66® capsules (60 each)',
      'Genuine licensed KSM-66® root extract',
      'Clear safety guidance on every label',
      'Shelf-ready outer case',
      'Trade price for approved wholesale accounts',
    ],
    whyChoose: {
      title: 'Why stock our ashwagandha?',
      points: [
        'A licensed extract customers ask for by name',
        'Clean, vegan formula',
        'Responsible safety labelling',
        'Shelf-ready case of twelve',
      ],
    },
    faqs: [
      TRADE_ACCOUNT_FAQ,
      {
        question: 'Is the KSM-66® licence genuine?',
        answer:
          'Yes. We buy the extract from the licensed supplier and can provide documentation on request.',
      },
      {
        question: 'What is the shelf life?',
        answer: 'At least 18 months from dispatch. Store in a cool, dry place.',
      },
      TRADE_RESALE_FAQ,
    ],
  },
} satisfies Record<string, ProductContent>;
