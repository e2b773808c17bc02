/**
 * What one unit of a product is called ("jars and balms are not called bottles"): the
 * purchase options, the drawer and the order say '2 jars', '3 tubs', '100 cups'. One rule for the
 * browser and the server, read from the product and variant titles.
 */

export type UnitNoun =
  | 'bottle'
  | 'jar'
  | 'tub'
  | 'bar'
  | 'cup'
  | 'case'
  | 'pack'
  | 'set'
  | 'kit'
  | 'item';

const RULES: readonly [RegExp, UnitNoun][] = [
  [/\bcase\b/i, 'case'],
  [/\bcupping cups?\b(?!.*\b(set|kit)\b)/i, 'cup'],
  [/\bkit\b/i, 'kit'],
  [/\bset\b/i, 'set'],
  [/\btrade pack\b|\bpack\b|\(\d+\)/i, 'pack'],
  [/\bbalm\b|\bcream\b|\bbutter\b|\bsalve\b/i, 'tub'],
  [/\bsoap\b/i, 'bar'],
  [/\bhoney\b|\bresin\b|\bghee\b/i, 'jar'],
  [/\bcapsules?\b|\btablets?\b|\boil\b|\bvinegar\b/i, 'bottle'],
];

/** The unit noun of a product: 'jar' for honey and resin, 'tub' for balms and creams, etc. */
export function selectUnitNoun(product: { title: string; variantTitle?: string | null }): UnitNoun {
  const text = `${product.title} ${product.variantTitle ?? ''}`;
  for (const [pattern, noun] of RULES) {
    if (pattern.test(text)) return noun;
  }
  if (/\d\s*g\b/i.test(text)) return 'jar';
  if (/\d\s*ml\b/i.test(text)) return 'bottle';
  return 'item';
}

/** '1 bottle', '2 jars', '100 cups'. */
export function formatUnits(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : pluralise(noun)}`;
}

function pluralise(noun: string): string {
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}
