/**
 * What a shopper reads about a review: the form's and the server's messages. Without zod, so the
 * product page's reviews list (every visitor's) does not load the form's validation code.
 */
export const REVIEW_RATING_MESSAGE = 'Choose from 1 to 5 stars';
export const REVIEW_TITLE_REQUIRED_MESSAGE = 'Give your review a title';
export const REVIEW_TITLE_LONG_MESSAGE = 'Keep the title under 120 characters';
export const REVIEW_BODY_SHORT_MESSAGE = 'Write at least 10 characters';
export const REVIEW_BODY_LONG_MESSAGE = 'Keep your review under 4,000 characters';

export const REVIEW_NOT_ELIGIBLE_MESSAGE =
  'Only customers with a delivered order of this product can review it.';
export const REVIEW_DUPLICATE_MESSAGE = 'You have already reviewed this product.';
export const REVIEW_SUBMITTED_MESSAGE =
  'Thank you. Your review will appear once our team has checked it.';
