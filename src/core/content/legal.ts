// Terms and privacy texts (/terms and /privacy, docs/spec/accounts-and-back-office.md §2 and §9).
// The text is content a copywriter edits: content/legal/terms.json and privacy.json, checked
// against ./schemas/legal.ts by the server at start and by a unit test (./content-files.ts). This
// module fills in the shop's configured name, email and address and the shop's fixed figures; TERMS
// and PRIVACY are the default builds. The 'Last updated' date is the fixed date in each file
// (docs/spec/spec-notes.md "Content"), never today's date.

import privacyJson from '../../../content/legal/privacy.json' with { type: 'json' };
import termsJson from '../../../content/legal/terms.json' with { type: 'json' };
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
import type { LegalDocumentFile, LegalListItem, LegalPlaceholder } from './schemas/legal';

const TERMS_FILE = termsJson as LegalDocumentFile;
const PRIVACY_FILE = privacyJson as LegalDocumentFile;

/** The 'Last updated' date of the legal pages (ISO YYYY-MM-DD): the later of the two files'. */
export const LEGAL_LAST_UPDATED =
  TERMS_FILE.lastUpdated > PRIVACY_FILE.lastUpdated
    ? TERMS_FILE.lastUpdated
    : PRIVACY_FILE.lastUpdated;

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

export const ICO_COMPLAINT_URL = 'https://ico.org.uk/make-a-complaint/';
export const ICO_HELPLINE = '0303 123 1113';

/** The rights of data subjects under UK GDPR, as listed on the privacy page. */
export const UK_GDPR_RIGHTS: readonly { right: string; description: string }[] =
  PRIVACY_FILE.sections.flatMap((section) =>
    (section.list ?? []).flatMap((item) =>
      typeof item === 'string' ? [] : [{ right: item.term, description: item.text }],
    ),
  );

/** A document from its file, with every {placeholder} filled from the context. */
function buildDocument(file: LegalDocumentFile, context: LegalContext): LegalDocument {
  const values: Record<LegalPlaceholder, string> = {
    shopName: context.shopName,
    supportEmail: context.supportEmail,
    address: formatAddressLines(context.address).join(', '),
    guaranteeDays: String(GUARANTEE_DAYS),
    cancellationDays: String(CANCELLATION_DAYS),
    minimumBuyerAge: String(MINIMUM_BUYER_AGE),
    platformName: STOREFRONT_PLATFORM_NAME,
    icoComplaintUrl: ICO_COMPLAINT_URL,
    icoHelpline: ICO_HELPLINE,
  };
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? values[name as LegalPlaceholder] : whole,
    );
  const item = (i: LegalListItem) => fill(typeof i === 'string' ? i : `${i.term}: ${i.text}`);
  return {
    title: fill(file.title),
    metaDescription: fill(file.metaDescription),
    intro: fill(file.intro),
    lastUpdated: file.lastUpdated,
    sections: file.sections.map(({ id, heading, paragraphs, list, after }) => ({
      id,
      heading: fill(heading),
      paragraphs: paragraphs.map(fill),
      ...(list ? { list: list.map(item) } : {}),
      ...(after ? { after: after.map(fill) } : {}),
    })),
  };
}

export function buildTerms(context: LegalContext = DEFAULT_LEGAL_CONTEXT): LegalDocument {
  return buildDocument(TERMS_FILE, context);
}

export function buildPrivacyPolicy(context: LegalContext = DEFAULT_LEGAL_CONTEXT): LegalDocument {
  return buildDocument(PRIVACY_FILE, context);
}

export const TERMS: LegalDocument = buildTerms();

export const PRIVACY: LegalDocument = buildPrivacyPolicy();
