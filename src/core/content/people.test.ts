import { describe, expect, it } from 'vitest';
import { PERSON_PORTRAITS, readPortraitNumber } from './people';
import { HEALTHCARE_ENDORSEMENT } from './product-marketing';

// "Hannah Whitlock, Registered Nutritionist" showed a bearded man's portrait.

const portraitOf = (image: string) => {
  const n = readPortraitNumber(image);
  if (n === null) throw new Error(`not a portrait: ${image}`);
  return PERSON_PORTRAITS[n];
};

/** Who each named person is, so their portrait can be checked; a new name needs its row here. */
const PEOPLE: Record<string, 'woman' | 'man'> = { 'Hannah Whitlock': 'woman' };

describe('portraits fit the people they name', () => {
  it("shows the endorsement's named person in a portrait that fits them", () => {
    const person = PEOPLE[HEALTHCARE_ENDORSEMENT.name];
    expect(person, `no row in PEOPLE for ${HEALTHCARE_ENDORSEMENT.name}`).toBeDefined();
    expect(portraitOf(HEALTHCARE_ENDORSEMENT.image)).toBe(person);
  });
});
