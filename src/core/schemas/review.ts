/**
 * A product review: the same schema validates the form in the browser and
 * the body on the server. Stars are whole numbers 1–5; the title and text are the shopper's.
 */
import { z } from '../zod';
import {
  REVIEW_BODY_LONG_MESSAGE,
  REVIEW_BODY_SHORT_MESSAGE,
  REVIEW_RATING_MESSAGE,
  REVIEW_TITLE_LONG_MESSAGE,
  REVIEW_TITLE_REQUIRED_MESSAGE,
} from './review-messages';

export * from './review-messages';

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
