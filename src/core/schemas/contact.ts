/**
 * Contact form and the submit-contact body (accounts-and-back-office §5 "Contact form", §9).
 */
import { z } from 'zod';

export const CONTACT_MESSAGES = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be less than 100 characters',
  emailInvalid: 'Invalid email address',
  emailMax: 'Email must be less than 255 characters',
  phoneMax: 'Phone number must be less than 30 characters',
  subjectMin: 'Subject must be at least 3 characters',
  subjectMax: 'Subject must be less than 200 characters',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be less than 1000 characters',
} as const;

export const CONTACT_SENT_TITLE = 'Message sent successfully!';
export const CONTACT_SENT_DESCRIPTION = "We'll get back to you as soon as possible.";
export const CONTACT_FAILED_TITLE = 'Failed to send message';
export const CONTACT_FAILED_DESCRIPTION = 'Please try again later.';
export const CONTACT_SUBMIT_LABEL = 'Send Message';
export const CONTACT_SUBMITTING_LABEL = 'Sending...';
export const CONTACT_REQUIRED_NOTE = '* Required fields';

const m = CONTACT_MESSAGES;

export const contactSchema = z
  .object({
    name: z.string({ error: m.nameMin }).trim().min(2, m.nameMin).max(100, m.nameMax),
    email: z.string({ error: m.emailInvalid }).trim().max(255, m.emailMax).email(m.emailInvalid),
    /** Optional, no format check. */
    phone: z.string().trim().max(30, m.phoneMax).optional(),
    subject: z.string({ error: m.subjectMin }).trim().min(3, m.subjectMin).max(200, m.subjectMax),
    message: z.string({ error: m.messageMin }).trim().min(10, m.messageMin).max(1000, m.messageMax),
  })
  .strict();

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
