// The zod schema of a legal document (content/legal/terms.json and privacy.json). Text may name
// the shop's configured details as placeholders, filled in by ../legal.ts: {shopName},
// {supportEmail}, {address}, {guaranteeDays}, {cancellationDays}, {minimumBuyerAge},
// {platformName}, {icoComplaintUrl}, {icoHelpline}. Any other {word} is an error.
import { z } from 'zod';
import { kebabSchema } from './common';

export const LEGAL_PLACEHOLDERS = [
  'shopName',
  'supportEmail',
  'address',
  'guaranteeDays',
  'cancellationDays',
  'minimumBuyerAge',
  'platformName',
  'icoComplaintUrl',
  'icoHelpline',
] as const;

export type LegalPlaceholder = (typeof LEGAL_PLACEHOLDERS)[number];

const KNOWN = new Set<string>(LEGAL_PLACEHOLDERS);

/** Copy that is not blank and names only known placeholders. */
const legalTextSchema = z
  .string()
  .regex(/\S/, 'must not be empty')
  .superRefine((text, ctx) => {
    for (const [, name] of text.matchAll(/\{(\w*)\}/g)) {
      if (!KNOWN.has(name ?? '')) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown placeholder {${name}}; use one of ${LEGAL_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}`,
        });
      }
    }
  });

/** A bullet: plain text, or a term and its explanation, shown as 'term: text'. */
const legalListItemSchema = z.union([
  legalTextSchema,
  z.strictObject({ term: legalTextSchema, text: legalTextSchema }),
]);

const legalSectionSchema = z.strictObject({
  /** The anchor of the section, unique in the document. */
  id: kebabSchema,
  heading: legalTextSchema,
  paragraphs: z.array(legalTextSchema).min(1),
  /** Optional bullet points shown after the paragraphs. */
  list: z.array(legalListItemSchema).min(1).optional(),
  /** Optional paragraphs shown after the list. */
  after: z.array(legalTextSchema).min(1).optional(),
});

export const legalDocumentFileSchema = z
  .strictObject({
    /** The fixed 'Last updated' date (YYYY-MM-DD): change it with the text, never to today. */
    lastUpdated: z.iso.date(),
    title: legalTextSchema,
    metaDescription: legalTextSchema,
    intro: legalTextSchema,
    sections: z.array(legalSectionSchema).min(1),
  })
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    doc.sections.forEach((section, i) => {
      if (seen.has(section.id)) {
        ctx.addIssue({ code: 'custom', message: 'repeated id', path: ['sections', i, 'id'] });
      }
      seen.add(section.id);
    });
  });

export type LegalDocumentFile = z.infer<typeof legalDocumentFileSchema>;
export type LegalListItem = z.infer<typeof legalListItemSchema>;
