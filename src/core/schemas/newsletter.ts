/**
 * Newsletter sign-up (docs/spec/storefront.md §4 "Newsletter", §5). An empty submit does nothing in the UI.
 */
import { z } from '../zod';

export const NEWSLETTER_EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const NEWSLETTER_EMAIL_INVALID_MESSAGE = 'Invalid email address';

export const newsletterSchema = z
  .object({
    email: z
      .string({ error: NEWSLETTER_EMAIL_REQUIRED_MESSAGE })
      .trim()
      .min(1, NEWSLETTER_EMAIL_REQUIRED_MESSAGE)
      .max(255, NEWSLETTER_EMAIL_INVALID_MESSAGE)
      .email(NEWSLETTER_EMAIL_INVALID_MESSAGE),
  })
  .strict();

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;
