// The wholesale application page (/wholesale, docs/spec/accounts-and-back-office.md §1 and §2):
// hero with the claims, a why-partner section, the three-step indicator, and page strings. Form
// field labels and validation messages belong to the wholesale schema, not here.

export type WholesaleClaim = {
  value: string;
  label: string;
};

export type WholesaleBenefit = {
  /** A lucide-react icon name the page may map to a component. */
  icon: 'badge-percent' | 'truck' | 'shield-check' | 'flask-conical' | 'headset' | 'package';
  title: string;
  description: string;
};

export type WholesaleStep = {
  number: 1 | 2 | 3;
  title: 'Business Info' | 'Details' | 'Submit';
  description: string;
};

/** How long staff take to decide an application: the one promise the page, card and email make. */
export const WHOLESALE_REVIEW_TIME = '2 working days';
export const WHOLESALE_REVIEW_TIME_SENTENCE = `We review every application by hand and reply within ${WHOLESALE_REVIEW_TIME}.`;

export const WHOLESALE_CLAIMS: readonly WholesaleClaim[] = [
  { value: '500+', label: 'Trusted by 500+ Retailers' },
  { value: '2 days', label: 'Approval in 2 Working Days' },
  { value: '40%', label: '40% Profit Margins' },
  { value: '100%', label: '100% Quality Guarantee' },
  { value: 'Free', label: 'Free UK Shipping' },
];

export const WHOLESALE_HERO = {
  eyebrow: 'Wholesale Partnership',
  heading: 'Stock Habba & Honey in Your Business',
  text: 'Join the independent shops, clinics, pharmacies and spas across the UK that stock our black seed oil, Manuka honey, shilajit and cupping supplies. Trade pricing, dependable supply and a family team who know your name.',
  primaryCta: { label: 'Apply Now', href: '#wholesale-application' },
  secondaryCta: { label: 'Contact Our Trade Team', href: '/contact' },
  claims: WHOLESALE_CLAIMS,
} as const;

export const WHOLESALE_WHY_PARTNER = {
  heading: 'Why Partner With Us?',
  intro:
    'We built our trade programme around what independent retailers and practitioners told us they needed: honest products that sell, fair margins and a supplier who picks up the phone.',
  benefits: [
    {
      icon: 'badge-percent',
      title: 'Healthy Margins',
      description:
        'Trade prices designed to give you margins of around 40% at our recommended retail prices.',
    },
    {
      icon: 'flask-conical',
      title: 'Tested Every Batch',
      description:
        'Independent laboratory checks on every batch, with certificates available for your records and your customers.',
    },
    {
      icon: 'truck',
      title: 'Free UK Shipping',
      description:
        'Free delivery on trade orders to UK mainland addresses, dispatched the same day when ordered by 1pm (UK time) on a working day, else the next working day.',
    },
    {
      icon: 'shield-check',
      title: '100% Quality Guarantee',
      description:
        'If anything arrives damaged or is not up to standard, we replace or credit it without fuss.',
    },
    {
      icon: 'package',
      title: 'Low Minimum Order',
      description:
        'A minimum order of just £200 (excluding cups and cupping equipment), so you can start small and reorder as you grow.',
    },
    {
      icon: 'headset',
      title: 'A Real Account Manager',
      description:
        'A named contact in our Leicester team for orders, point-of-sale material and product questions.',
    },
  ],
} as const satisfies { heading: string; intro: string; benefits: readonly WholesaleBenefit[] };

export const WHOLESALE_STEPS: readonly WholesaleStep[] = [
  {
    number: 1,
    title: 'Business Info',
    description: 'Tell us about your business and where you trade.',
  },
  {
    number: 2,
    title: 'Details',
    description: 'Your product interests, expected volumes and how you found us.',
  },
  {
    number: 3,
    title: 'Submit',
    description: 'Create your login and send your application for review.',
  },
];

export const WHOLESALE_PAGE = {
  metaTitle: 'Wholesale',
  metaDescription: `Apply for a Habba & Honey wholesale account: trade pricing on black seed oil, Manuka honey, shilajit and cupping supplies, with free UK shipping and approval within ${WHOLESALE_REVIEW_TIME}.`,
  applicationAnchor: 'wholesale-application',
  formHeading: 'Wholesale Application',
  formIntro: `It takes about five minutes. ${WHOLESALE_REVIEW_TIME_SENTENCE}`,
  sections: {
    contact: 'Your Details',
    business: 'Business Information',
    address: 'Business Address',
    market: 'Your Market',
    interests: 'Product Interests',
    online: 'Online Presence',
    account: 'Create Your Account',
    notes: 'Anything Else?',
  },
  next: 'Next',
  back: 'Back',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  requiredNote: '* Required fields',
  minimumOrderNote: 'Minimum order: £200 (excludes cups and cupping equipment)',
  bulkCupsNote:
    'Ordering cupping cups in bulk? Volume pricing from 50 cups is available on our bulk cupping cups page.',
  alreadyApproved: 'Your wholesale account is approved. Taking you to the Wholesale Shop…',
  pendingNotice:
    'Thank you, your application is with our team. We will email you as soon as it has been reviewed.',
  rejectedNotice:
    'Unfortunately we could not approve your application this time. Please contact us if you would like to discuss it.',
  signInPrompt: 'Already have an account?',
  signInLink: { label: 'Sign in', href: '/auth' },
  successToast: 'Application submitted! Check your email to confirm your account.',
  failureToast: 'Failed to submit application',
} as const;
