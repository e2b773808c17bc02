import { describe, expect, it } from 'vitest';
import { PERSON_PORTRAITS, readPortraitNumber } from './people';
import { HEALTHCARE_ENDORSEMENT } from './product-marketing';

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
});
