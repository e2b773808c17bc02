import { describe, expect, it } from 'vitest';
import { PERSON_PORTRAITS, readPortraitNumber } from './people';
import { HEALTHCARE_ENDORSEMENT } from './product-marketing';
import { STATIC_REVIEWS } from './reviews';

// "Hannah Whitlock, Registered Nutritionist" showed a bearded man's portrait.

const portraitOf = (image: string) => {
  const n = readPortraitNumber(image);
  if (n === null) throw new Error(`not a portrait: ${image}`);
  return PERSON_PORTRAITS[n];
};

describe('portraits fit the people they name', () => {
  it("shows a woman's portrait for Hannah Whitlock's endorsement", () => {
    expect(HEALTHCARE_ENDORSEMENT.name).toBe('Hannah Whitlock');
    expect(portraitOf(HEALTHCARE_ENDORSEMENT.image)).toBe('woman');
  });

  it('matches every home page review to its reviewer', () => {
    const expected: Record<string, 'woman' | 'man'> = {
      'Fatima K.': 'woman',
      'James W.': 'man',
      'Aisha M.': 'woman',
      'Daniel O.': 'man',
      'Sarah T.': 'woman',
      'Imran H.': 'man',
    };
    expect(Object.fromEntries(STATIC_REVIEWS.map((r) => [r.name, portraitOf(r.image)]))).toEqual(
      expected,
    );
  });
});
