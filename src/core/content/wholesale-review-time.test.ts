import { describe, expect, it } from 'vitest';
import {
  WHOLESALE_CLAIMS,
  WHOLESALE_PAGE,
  WHOLESALE_REVIEW_TIME,
  WHOLESALE_REVIEW_TIME_SENTENCE,
} from './wholesale-page';

describe('how long a wholesale application takes', () => {
  it('is one promise on the page, the status card and the email', () => {
    expect(WHOLESALE_REVIEW_TIME_SENTENCE).toBe(
      'We review every application by hand and reply within 2 working days.',
    );
    const page = JSON.stringify({ WHOLESALE_CLAIMS, WHOLESALE_PAGE });
    expect(page).not.toMatch(/24 ?h/);
    expect(page).not.toContain('few working days');
    expect(WHOLESALE_PAGE.formIntro).toContain(WHOLESALE_REVIEW_TIME_SENTENCE);
    expect(WHOLESALE_PAGE.metaDescription).toContain(`approval within ${WHOLESALE_REVIEW_TIME}`);
    expect(WHOLESALE_CLAIMS).toContainEqual({
      value: '2 days',
      label: 'Approval in 2 Working Days',
    });
  });
});
