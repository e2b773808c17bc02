/**
 * Contact form and the submit-contact body (docs/spec/accounts-and-back-office.md §5 "Contact
 * form", §9).
 */
import { z } from '../zod';

export const CONTACT_MESSAGES = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be less than 100 characters',
  emailInvalid: 'Invalid email address',
  emailMax: 'Email must be less than 255 characters',
  phoneMax: 'Phone number must be less than 30 characters',
  phoneInvalid: 'Enter a phone number, e.g. 0116 496 0123 or +44 116 496 0123',
  subjectMin: 'Subject must be at least 3 characters',
  subjectMax: 'Subject must be less than 200 characters',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be less than 1000 characters',
} as const;

const m = CONTACT_MESSAGES;

/** A loose international phone format: the shape only, no numbering-plan lookup. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export const contactSchema = z
  .object({
    name: z.string({ error: m.nameMin }).trim().min(2, m.nameMin).max(100, m.nameMax),
    email: z.string({ error: m.emailInvalid }).trim().max(255, m.emailMax).email(m.emailInvalid),
    /**
     * Optional; when given, a phone number: digits with spaces, dashes, dots, brackets and a
     * leading +, 7 to 15 digits (E.164's maximum), so "abc" is refused.
     */
    phone: z
      .string()
      .trim()
      .max(30, m.phoneMax)
      .refine((value) => value === '' || isPhoneNumber(value), m.phoneInvalid)
      .optional(),
    subject: z.string({ error: m.subjectMin }).trim().min(3, m.subjectMin).max(200, m.subjectMax),
    message: z.string({ error: m.messageMin }).trim().min(10, m.messageMin).max(1000, m.messageMax),
  })
  .strict();

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
