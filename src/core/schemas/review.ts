/**
 * A product review: the same schema validates the form in the browser and
 * the body on the server. Stars are whole numbers 1–5; the title and text are the shopper's.
 */
import { z } from '../zod';

export const REVIEW_RATING_MESSAGE = 'Choose from 1 to 5 stars';
export const REVIEW_TITLE_REQUIRED_MESSAGE = 'Give your review a title';
export const REVIEW_TITLE_LONG_MESSAGE = 'Keep the title under 120 characters';
export const REVIEW_BODY_SHORT_MESSAGE = 'Write at least 10 characters';
export const REVIEW_BODY_LONG_MESSAGE = 'Keep your review under 4,000 characters';

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 4000;

export const reviewSchema = z
  .object({
    rating: z
      .number({ error: REVIEW_RATING_MESSAGE })
      .int(REVIEW_RATING_MESSAGE)
      .min(1, REVIEW_RATING_MESSAGE)
      .max(5, REVIEW_RATING_MESSAGE),
    title: z
      .string({ error: REVIEW_TITLE_REQUIRED_MESSAGE })
      .trim()
      .min(1, REVIEW_TITLE_REQUIRED_MESSAGE)
      .max(REVIEW_TITLE_MAX, REVIEW_TITLE_LONG_MESSAGE),
    body: z
      .string({ error: REVIEW_BODY_SHORT_MESSAGE })
      .trim()
      .min(REVIEW_BODY_MIN, REVIEW_BODY_SHORT_MESSAGE)
      .max(REVIEW_BODY_MAX, REVIEW_BODY_LONG_MESSAGE),
  })
  .strict();

export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

/** Staff moderation: approve or reject a pending (or earlier decided) review. */
export const reviewModerationSchema = z
  .object({ status: z.enum(['approved', 'rejected']) })
  .strict();
export type ReviewModerationValues = z.output<typeof reviewModerationSchema>;

export const REVIEW_NOT_ELIGIBLE_MESSAGE =
  'Only customers with a delivered order of this product can review it.';
export const REVIEW_DUPLICATE_MESSAGE = 'You have already reviewed this product.';
export const REVIEW_SUBMITTED_MESSAGE =
  'Thank you. Your review will appear once our team has checked it.';
