// What the copy tests check every string of the shop's product copy against (product pages and
// product marketing): no health claim, in the words UK retail copy for these products must not use.

/** Every string inside a value, depth-first. */
export function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectStrings);
  return [];
}

/** Disease and medicinal wording that UK retail copy for these products must not use. */
export const FORBIDDEN_CLAIMS: RegExp[] = [
  /\bcur(e|es|ed|ing)\b/i,
  /\bheal(s|ed|ing|er)?\b/i,
  /(?<!heat-)\btreat(s|ed|ing|ment|ments)\b/i,
  /\bprevent(s|ed|ing|ion)?\b/i,
  /\bdiseases?\b/i,
  /\bremed(y|ies)\b/i,
  /\bdetox/i,
  /\bboost/i,
  /\b(cancer|diabetes|arthritis|infections?|antibacterial|antiviral|anti-inflammatory|inflammation|depression|anxiety|insomnia|eczema|psoriasis|acne|covid)\b/i,
];
