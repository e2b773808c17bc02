// Terms and privacy texts (/terms and /privacy, accounts §2 and §9). The 'Last updated' date is a
// fixed date from this file (spec-notes "Content"), never today's date. The documents are built
// from the shop's configured name, email and address; TERMS and PRIVACY are the default builds.

import { formatArticleDate } from './articles';
import {
  CANCELLATION_DAYS,
  DEFAULT_SHOP_NAME,
  DEFAULT_SUPPORT_EMAIL,
  GUARANTEE_DAYS,
  MINIMUM_BUYER_AGE,
  STOREFRONT_PLATFORM_NAME,
} from './brand';
import { DEFAULT_BUSINESS_ADDRESS, formatAddressLines, type PostalAddress } from './contact-info';

/** The fixed date shown as 'Last updated' on both legal pages (ISO YYYY-MM-DD). */
export const LEGAL_LAST_UPDATED = '2026-11-01';

export const LAST_UPDATED_LABEL = 'Last updated';

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  /** Optional bullet points shown after the paragraphs. */
  list?: string[];
  /** Optional paragraphs shown after the list. */
  after?: string[];
};

export type LegalDocument = {
  title: string;
  metaDescription: string;
  intro: string;
  lastUpdated: string;
  sections: LegalSection[];
};

export type LegalContext = {
  shopName: string;
  supportEmail: string;
  address: PostalAddress;
};

export const DEFAULT_LEGAL_CONTEXT: LegalContext = {
  shopName: DEFAULT_SHOP_NAME,
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  address: DEFAULT_BUSINESS_ADDRESS,
};

/** '2026-11-01' → '1 November 2026' (no time zone involved). Returns the input if not a date. */
export function formatLegalDate(isoDate: string): string {
  return formatArticleDate(isoDate);
}

/** 'Last updated: 1 November 2026' */
export function buildLastUpdatedText(isoDate: string = LEGAL_LAST_UPDATED): string {
  return `${LAST_UPDATED_LABEL}: ${formatLegalDate(isoDate)}`;
}

/** The rights of data subjects under UK GDPR, as listed on the privacy page. */
export const UK_GDPR_RIGHTS: readonly { right: string; description: string }[] = [
  {
    right: 'Right of access',
    description: 'to ask for a copy of the personal information we hold about you.',
  },
  {
    right: 'Right to rectification',
    description: 'to ask us to correct information that is inaccurate or incomplete.',
  },
  {
    right: 'Right to erasure',
    description:
      "to ask us to delete your personal information (sometimes called the 'right to be forgotten'), where we have no lawful reason to keep it.",
  },
  {
    right: 'Right to restriction of processing',
    description:
      'to ask us to limit how we use your information, for example while a query is resolved.',
  },
  {
    right: 'Right to data portability',
    description:
      'to receive the information you gave us in a structured, commonly used, machine-readable format, or have it sent to another organisation.',
  },
  {
    right: 'Right to object',
    description:
      'to object to our use of your information where we rely on legitimate interests, and at any time to direct marketing.',
  },
  {
    right: 'Rights related to automated decision-making',
    description:
      'not to be subject to decisions based solely on automated processing that have legal or similarly significant effects. We do not make such decisions.',
  },
  {
    right: 'Right to withdraw consent',
    description:
      'where we rely on your consent (for example for marketing emails or analytics cookies), at any time, without affecting what we did before.',
  },
  {
    right: 'Right to complain to the ICO',
    description:
      "to complain to the Information Commissioner's Office, the UK's data protection regulator, if you are unhappy with how we have handled your information.",
  },
];

export const ICO_COMPLAINT_URL = 'https://ico.org.uk/make-a-complaint/';
export const ICO_HELPLINE = '0303 123 1113';

export function buildTerms(context: LegalContext = DEFAULT_LEGAL_CONTEXT): LegalDocument {
  const { shopName, supportEmail } = context;
  const address = formatAddressLines(context.address).join(', ');

  return {
    title: 'Terms of Service',
    metaDescription: `The terms that apply when you shop with ${shopName}: orders, delivery, your right to cancel, our ${GUARANTEE_DAYS}-day guarantee and more.`,
    intro: `Please read these terms carefully before placing an order. They explain who we are, how we sell our products to you, how you and we may change or end the contract, and what to do if there is a problem. They do not affect your legal rights as a consumer.`,
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: [
      {
        id: 'about-us',
        heading: '1. About Us and These Terms',
        paragraphs: [
          `This website is operated by ${shopName} ('we', 'us', 'our'), a family business based in the United Kingdom. Our trading address is ${address}. You can contact us by email at ${supportEmail} or using the form on our Contact page.`,
          'These terms apply to every order you place through this website. By placing an order you confirm that you accept them. We may update these terms from time to time; the version published on this website when you place your order is the one that applies to that order.',
        ],
      },
      {
        id: 'eligibility',
        heading: '2. Who May Buy From Us',
        paragraphs: [
          `You must be at least ${MINIMUM_BUYER_AGE} years old to place an order or open an account on this website. By placing an order you confirm that you are ${MINIMUM_BUYER_AGE} or over. We may cancel any order where we have reason to believe this is not the case.`,
          'We currently deliver to addresses in the United Kingdom only.',
        ],
      },
      {
        id: 'products',
        heading: '3. Our Products',
        paragraphs: [
          'Our products are natural, and their colour, texture, aroma and taste can vary slightly between harvests and batches. Images on this website are for illustration; the packaging you receive may differ slightly from the pictures.',
          'Our food supplements, oils and honeys are foods, not medicines. They are not intended to diagnose, treat, cure or prevent any disease. Any information on this website about traditional uses or published research is general information, not medical advice. Food supplements should not be used as a substitute for a varied, balanced diet and a healthy lifestyle, and you should not exceed the recommended daily intake shown on the label.',
          'Always read the label before use. If you are pregnant, breastfeeding, taking medication, under medical supervision or have a known allergy, please speak to your GP or pharmacist before using a new supplement. Honey must not be given to babies under 12 months old.',
        ],
      },
      {
        id: 'prices-and-payment',
        heading: '4. Prices and Payment',
        paragraphs: [
          'All prices are in pounds sterling (£) and include VAT where applicable. Any delivery charge is shown before you pay.',
          `Payment is taken through a secure hosted checkout operated by our e-commerce platform provider, ${STOREFRONT_PLATFORM_NAME}. We do not see or store your full card details.`,
          'We take care to make sure our prices are correct. If we discover an obvious pricing error after you have ordered, we will contact you to ask whether you wish to continue at the correct price or cancel for a full refund.',
        ],
      },
      {
        id: 'orders',
        heading: '5. How the Contract Is Formed',
        paragraphs: [
          'When you place an order you are offering to buy the products in it. We will email you to acknowledge your order; this does not mean it has been accepted. Our acceptance takes place, and a contract between us is formed, when we email to confirm that your order has been dispatched.',
          'We may decline an order, for example if a product is out of stock, if we cannot deliver to your address, or if we suspect fraud. If we do, we will tell you and you will not be charged, or any payment will be refunded in full.',
        ],
      },
      {
        id: 'delivery',
        heading: '6. Delivery',
        paragraphs: [
          'Standard delivery to UK addresses is free on retail orders. Orders are usually dispatched within one to two business days, and most arrive within two to four business days of dispatch. These times are estimates, not guarantees.',
          'If our delivery is delayed by an event outside our control, we will let you know as soon as possible and do what we can to limit the delay. The products are your responsibility from the time they are delivered to the address you gave us, or collected by you or someone you nominate.',
        ],
      },
      {
        id: 'subscriptions',
        heading: '7. Subscriptions',
        paragraphs: [
          'Some products can be bought on a subscription, delivered automatically at the interval you choose with a discount on each delivery. You will be charged for each delivery shortly before it is dispatched, and we will remind you by email before a delivery if its price changes.',
          'Subscriptions have a minimum commitment of two months, shown as the date from which you may cancel. Before then you can pause a subscription or skip a delivery from your account; after that date you can cancel at any time from your account. This minimum term does not affect your statutory right to cancel described in section 8.',
        ],
      },
      {
        id: 'cancellation',
        heading: `8. Your Right to Cancel (${CANCELLATION_DAYS} Days)`,
        paragraphs: [
          `Under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 you have the right to cancel your order within ${CANCELLATION_DAYS} days without giving any reason. The cancellation period ends ${CANCELLATION_DAYS} days after the day on which you, or someone you nominate, receive the goods. For a subscription, the period runs from the day you receive the first delivery.`,
          `To cancel, tell us clearly by email at ${supportEmail} or through our Contact page, including your name and order number. You must then return the goods to us within ${CANCELLATION_DAYS} days of telling us. Unless the goods are faulty or not as described, you pay the cost of returning them.`,
          `We will refund the price of the goods and the standard delivery charge you paid within ${CANCELLATION_DAYS} days of receiving the goods back, or of receiving evidence that you have sent them back if that is sooner, using the same payment method you used. We may reduce the refund if the value of the goods has fallen because you handled them more than was necessary to inspect them.`,
          'The right to cancel does not apply to:',
        ],
        list: [
          'sealed goods which are not suitable for return for health protection or hygiene reasons once unsealed after delivery, such as opened food supplements, honeys, oils, skin care products, and sterile or single-use cupping and surgical supplies;',
          'goods which are liable to deteriorate or expire rapidly;',
          'goods made to your specification or clearly personalised.',
        ],
        after: [
          `This does not affect our separate ${GUARANTEE_DAYS}-day guarantee below, or your rights if goods are faulty.`,
        ],
      },
      {
        id: 'guarantee',
        heading: `9. Our ${GUARANTEE_DAYS}-Day Guarantee`,
        paragraphs: [
          `In addition to your legal rights, we offer a ${GUARANTEE_DAYS}-day satisfaction guarantee on retail purchases. If you are not happy with a product for any reason, contact us within ${GUARANTEE_DAYS} days of delivery and we will refund the price you paid for it, even if it has been opened.`,
          'We may ask you to return the remaining product, or to send a photograph of it, and the guarantee applies once per product per customer. It does not apply to wholesale or trade orders, bulk cupping cup orders, or products damaged by misuse.',
        ],
      },
      {
        id: 'faulty-goods',
        heading: '10. Faulty or Damaged Goods',
        paragraphs: [
          'Under the Consumer Rights Act 2015, goods must be as described, fit for purpose and of satisfactory quality. If a product arrives damaged or faulty, please contact us with your order number and, if possible, a photograph. You are entitled to a full refund if you tell us within 30 days of delivery; after that, you may be entitled to a repair, a replacement or a refund. We will pay the cost of returning faulty goods.',
          'Nothing in these terms affects your legal rights. For detailed information, visit the Citizens Advice website or call 0808 223 1133.',
        ],
      },
      {
        id: 'wholesale',
        heading: '11. Wholesale and Trade Accounts',
        paragraphs: [
          'Wholesale accounts are available to businesses on application and are subject to our approval. Wholesale orders carry a minimum order value of £200, excluding cups and cupping equipment. Bulk cupping cup orders are processed manually and confirmed by quote.',
          'Where you buy in the course of a business, the consumer rights in sections 8 and 9 do not apply, and our liability to you is limited to the price of the goods concerned, except where the law does not allow such a limit.',
        ],
      },
      {
        id: 'professional-supplies',
        heading: '12. Cupping and Professional Supplies',
        paragraphs: [
          'Our cupping cups, surgical blades, scraping tools and related supplies are intended for use by trained practitioners. Sterile and single-use items must not be reused. If you provide treatments, it is your responsibility to hold the appropriate training and insurance and to meet any registration or licensing requirements of your local authority.',
        ],
      },
      {
        id: 'accounts',
        heading: '13. Your Account',
        paragraphs: [
          'If you create an account, please keep your sign-in details confidential and tell us straight away if you think someone else has used them. You are responsible for making sure the information in your account is accurate and up to date. We may suspend an account that is used fraudulently or in breach of these terms.',
        ],
      },
      {
        id: 'website-use',
        heading: '14. Using Our Website',
        paragraphs: [
          `The content of this website, including text, illustrations and logos, belongs to ${shopName} or our licensors. You may view and print it for your personal use, but you may not copy, reproduce or use it commercially without our written permission.`,
          'You must not misuse this website, for example by introducing viruses, attempting to gain unauthorised access, or scraping it with automated tools. We do our best to keep the website available and accurate, but we cannot guarantee it will always be uninterrupted or error-free.',
        ],
      },
      {
        id: 'liability',
        heading: '15. Our Responsibility to You',
        paragraphs: [
          'If we fail to comply with these terms, we are responsible for loss or damage you suffer that is a foreseeable result of our breaking this contract or our failing to use reasonable care and skill. We are not responsible for loss or damage that is not foreseeable.',
          'We do not exclude or limit our liability where it would be unlawful to do so. This includes liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, and for breach of your legal rights in relation to the products. We only supply products for domestic and private use, except under a wholesale account, and are not liable to consumers for any loss of profit, loss of business or business interruption.',
        ],
      },
      {
        id: 'events-outside-our-control',
        heading: '16. Events Outside Our Control',
        paragraphs: [
          'We are not responsible for delays or failures caused by events outside our reasonable control, such as severe weather, strikes, supplier failure or carrier disruption. If such an event affects your order we will contact you as soon as possible, and you may cancel and receive a refund for products you have paid for but not received.',
        ],
      },
      {
        id: 'privacy',
        heading: '17. Your Personal Information',
        paragraphs: ['We use your personal information only as set out in our Privacy Policy.'],
      },
      {
        id: 'complaints',
        heading: '18. Questions and Complaints',
        paragraphs: [
          `If you have a question or complaint, please contact us at ${supportEmail} or through our Contact page. We aim to reply within 2 business days and to resolve things fairly and quickly.`,
        ],
      },
      {
        id: 'law',
        heading: '19. Governing Law',
        paragraphs: [
          'These terms are governed by the law of England and Wales, and you can bring legal proceedings in respect of them in the courts of England and Wales. If you live in Scotland you can bring proceedings in either the Scottish or the English courts; if you live in Northern Ireland, in either the Northern Irish or the English courts.',
          'If a court finds any part of these terms invalid, the rest will continue to apply. If we do not insist immediately that you do something you are required to do, that does not prevent us from doing so later.',
        ],
      },
    ],
  };
}

export function buildPrivacyPolicy(context: LegalContext = DEFAULT_LEGAL_CONTEXT): LegalDocument {
  const { shopName, supportEmail } = context;
  const address = formatAddressLines(context.address).join(', ');

  return {
    title: 'Privacy Policy',
    metaDescription: `How ${shopName} collects, uses and protects your personal information, and your rights under UK data protection law.`,
    intro: `Your privacy matters to us. This policy explains what personal information ${shopName} collects when you use our website, why we collect it, who we share it with, how long we keep it, and the rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
    lastUpdated: LEGAL_LAST_UPDATED,
    sections: [
      {
        id: 'who-we-are',
        heading: '1. Who We Are',
        paragraphs: [
          `${shopName} is the controller of the personal information described in this policy. Our address is ${address}. If you have any questions about this policy or how we use your information, please email ${supportEmail} or use our Contact page.`,
        ],
      },
      {
        id: 'information-we-collect',
        heading: '2. Information We Collect',
        paragraphs: [
          'We collect information you give us and information generated when you use our website:',
        ],
        list: [
          'Account details: your name, email address, phone number, password (stored only in a securely hashed form) and security settings such as two-factor authentication.',
          'Order and delivery details: billing and delivery addresses, the products you buy, your subscriptions and your order history.',
          'Payment information: payments are handled by our hosted checkout provider; we receive confirmation of payment but never your full card number.',
          'Messages: what you send us through the contact form or by email, including your name, email address, optional phone number, subject and message.',
          'Wholesale applications: your business name, type, address, registration and tax details, trading information and online presence.',
          'Marketing preferences: whether you have opted in to email or text message updates, and your newsletter sign-up.',
          'Technical information: your IP address, browser and device type, and how you use our website, collected through cookies and similar technologies (see section 8).',
        ],
        after: [
          'Please do not send us detailed health information through the contact form. If you choose to share it, we will use it only to answer your message and delete it when it is no longer needed.',
        ],
      },
      {
        id: 'how-we-use',
        heading: '3. How We Use Your Information and Our Lawful Bases',
        paragraphs: ['We only use your personal information when the law allows us to:'],
        list: [
          'To perform our contract with you: to process and deliver your orders, manage your subscriptions and account, handle returns and refunds, and answer your questions.',
          'With your consent: to send you marketing emails or text messages, and to set non-essential cookies. You can withdraw consent at any time.',
          'For our legitimate interests: to keep our website and your account secure, prevent fraud, assess wholesale applications, and understand how our website is used so we can improve it, always balanced against your rights.',
          'To meet our legal obligations: for example keeping order and payment records for tax and accounting purposes.',
        ],
      },
      {
        id: 'marketing',
        heading: '4. Marketing',
        paragraphs: [
          'We will only send you marketing emails or text messages if you have agreed to receive them. Every email includes a link to unsubscribe, and you can change your preferences in your account at any time. We will still send you service messages about your orders, subscriptions and account.',
        ],
      },
      {
        id: 'sharing',
        heading: '5. Who We Share Your Information With',
        paragraphs: [
          'We never sell your personal information. We share it only with trusted organisations that help us run our business, under contracts that require them to keep it secure and use it only on our instructions:',
        ],
        list: [
          `our e-commerce and hosted checkout provider (${STOREFRONT_PLATFORM_NAME}), which processes your payment;`,
          'delivery companies, which receive your name, delivery address and, where needed, your phone number or email;',
          'our website hosting, database and email delivery providers;',
          'professional advisers such as accountants and lawyers, where necessary;',
          'the police, HMRC or other authorities, where the law requires it.',
        ],
      },
      {
        id: 'international-transfers',
        heading: '6. International Transfers',
        paragraphs: [
          'Some of our service providers process information outside the UK. Where they do, we make sure your information is protected by appropriate safeguards, such as UK adequacy regulations or the International Data Transfer Agreement or Addendum approved under UK law.',
        ],
      },
      {
        id: 'retention',
        heading: '7. How Long We Keep Your Information',
        paragraphs: ['We keep personal information only for as long as we need it:'],
        list: [
          'order and payment records: six years from the end of the financial year, as required for tax purposes;',
          'account information: for as long as your account is open, and up to two years after your last activity;',
          'contact form messages: up to two years after your enquiry is resolved;',
          'newsletter details: until you unsubscribe;',
          'wholesale applications that are not approved: twelve months.',
        ],
      },
      {
        id: 'cookies',
        heading: '8. Cookies and Local Storage',
        paragraphs: [
          'We use a small number of strictly necessary cookies and browser storage to make our website work: for example to keep you signed in, to protect forms against misuse, and to remember the contents of your shopping cart on your device. These do not require your consent.',
          'We would only use analytics or marketing cookies with your consent. If we show a social media feed on our home page, the provider of that feed may set its own cookies when it loads; its own privacy policy applies. You can block or delete cookies in your browser settings, although some parts of the website may not then work properly.',
        ],
      },
      {
        id: 'your-rights',
        heading: '9. Your Rights Under UK GDPR',
        paragraphs: ['Under UK data protection law you have the following rights:'],
        list: UK_GDPR_RIGHTS.map((item) => `${item.right}: ${item.description}`),
        after: [
          `To exercise any of these rights, email ${supportEmail}. There is normally no charge, and we will respond within one month. We may need to ask you to confirm your identity first.`,
          `If you are unhappy with how we have used your information, please tell us so we can try to put it right. You also have the right to complain to the Information Commissioner's Office (ICO) at ${ICO_COMPLAINT_URL} or on ${ICO_HELPLINE}.`,
        ],
      },
      {
        id: 'security',
        heading: '10. How We Protect Your Information',
        paragraphs: [
          'We use appropriate technical and organisational measures to protect your information, including encrypted connections (HTTPS), securely hashed passwords, optional two-factor authentication, and restricting access to the staff who need it. No system can be completely secure, so please use a strong, unique password and keep it private.',
        ],
      },
      {
        id: 'children',
        heading: '11. Children',
        paragraphs: [
          `Our website is not intended for anyone under ${MINIMUM_BUYER_AGE}, and you must be ${MINIMUM_BUYER_AGE} or over to create an account or place an order. We do not knowingly collect personal information from under-18s. If you believe a child has given us their information, please contact us and we will delete it.`,
        ],
      },
      {
        id: 'changes',
        heading: '12. Changes to This Policy',
        paragraphs: [
          "We may update this policy from time to time. The 'Last updated' date at the top of this page shows when it was last changed. If we make significant changes, we will let account holders know by email.",
        ],
      },
    ],
  };
}

/** The terms built with the default shop name, email and address. */
export const TERMS: LegalDocument = buildTerms();

/** The privacy policy built with the default shop name, email and address. */
export const PRIVACY: LegalDocument = buildPrivacyPolicy();
