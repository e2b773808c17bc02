// The contact page (/contact, docs/spec/accounts-and-back-office.md §2 and §9): hero, four info
// cards, 'Find Us', and the 'Send Us a Message' form strings and toasts. The address and phone are
// configuration with these tasteful defaults; the phone number is in Ofcom's range reserved for
// drama (0116 496 0000-0999), so it can never reach a real line.

import { DEFAULT_SUPPORT_EMAIL } from './brand';

export type PostalAddress = {
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  country: string;
};

export const DEFAULT_BUSINESS_ADDRESS: PostalAddress = {
  line1: 'Unit 4, Orchard Works',
  line2: 'Sycamore Lane',
  city: 'Leicester',
  postcode: 'LE2 0QQ',
  country: 'United Kingdom',
};

/** Ofcom drama range: 0116 496 0000 to 0116 496 0999. */
export const DEFAULT_SUPPORT_PHONE = '0116 496 0123';

/** E.164 form of a UK national number, for tel: links ('0116 496 0123' → '+441164960123'). */
export function toTelHref(ukNumber: string): string {
  const digits = ukNumber.replace(/\D/g, '');
  const international = digits.startsWith('0') ? `+44${digits.slice(1)}` : `+${digits}`;
  return `tel:${international}`;
}

export function formatAddressLines(address: PostalAddress): string[] {
  return [
    address.line1,
    address.line2,
    `${address.city} ${address.postcode}`,
    address.country,
  ].filter((line) => line.trim().length > 0);
}

/** Reply promise in business days (docs/spec/accounts-and-back-office.md §9). */
export const REPLY_WITHIN_BUSINESS_DAYS = 2;

export const BUSINESS_HOURS = {
  weekdays: 'Mon-Fri 9:00-5:30',
  weekends: 'Weekends closed',
} as const;

export type ContactCardKind = 'visit' | 'phone' | 'email' | 'hours';

export type ContactCard = {
  kind: ContactCardKind;
  title: string;
  lines: string[];
  /** A link for the card's main line (tel:, mailto:), when there is one. */
  href?: string;
};

export type ContactDetails = {
  address: PostalAddress;
  phone: string;
  email: string;
};

export const DEFAULT_CONTACT_DETAILS: ContactDetails = {
  address: DEFAULT_BUSINESS_ADDRESS,
  phone: DEFAULT_SUPPORT_PHONE,
  email: DEFAULT_SUPPORT_EMAIL,
};

/** The four info cards, built from the configured (or default) contact details. */
export function buildContactCards(
  details: ContactDetails = DEFAULT_CONTACT_DETAILS,
): ContactCard[] {
  return [
    { kind: 'visit', title: 'Visit Us', lines: formatAddressLines(details.address) },
    {
      kind: 'phone',
      title: 'Call Us',
      lines: [details.phone, 'During business hours'],
      href: toTelHref(details.phone),
    },
    {
      kind: 'email',
      title: 'Email Us',
      lines: [details.email, `We reply within ${REPLY_WITHIN_BUSINESS_DAYS} business days`],
      href: `mailto:${details.email}`,
    },
    {
      kind: 'hours',
      title: 'Business Hours',
      lines: [BUSINESS_HOURS.weekdays, BUSINESS_HOURS.weekends],
    },
  ];
}

export const CONTACT_PAGE = {
  metaTitle: 'Contact Us',
  metaDescription:
    'Questions about an order, a product or wholesale? Get in touch with the Habba & Honey team in Leicester. We reply within 2 business days.',
  hero: {
    heading: 'Get In Touch',
    text: `Questions about an order, a product or wholesale? Send us a message and a real person from our Leicester team will reply within ${REPLY_WITHIN_BUSINESS_DAYS} business days.`,
  },
  findUs: {
    heading: 'Find Us',
    text: 'Our office and packing room are in Leicester. Visits are by appointment, so please get in touch before you come.',
    /** Plain search text for the map embed (no third-party script is loaded by default). */
    mapQuery: 'Leicester, United Kingdom',
    mapTitle: 'Map showing our location in Leicester',
    mapLinkLabel: 'Open in OpenStreetMap',
    mapLinkHref: 'https://www.openstreetmap.org/search?query=Leicester%2C%20United%20Kingdom',
  },
  form: {
    heading: 'Send Us a Message',
    intro: 'Fill in the form below and we will get back to you as soon as we can.',
    labels: {
      name: 'Name*',
      email: 'Email*',
      phone: 'Phone (Optional)',
      subject: 'Subject*',
      message: 'Message*',
    },
    placeholders: {
      name: 'Your full name',
      email: 'you@example.com',
      phone: 'e.g. 07700 900123',
      subject: 'How can we help?',
      message: 'Tell us a little more…',
    },
    healthNote:
      'Please do not include detailed medical information. For advice about a health condition, speak to your GP or pharmacist.',
    submit: 'Send Message',
    submitting: 'Sending...',
    requiredNote: '* Required fields',
  },
  toasts: {
    success: {
      title: 'Message sent successfully!',
      description: "We'll get back to you as soon as possible.",
    },
    failure: { title: 'Failed to send message', description: 'Please try again later.' },
  },
} as const;
