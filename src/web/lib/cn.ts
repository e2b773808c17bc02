export type ClassValue = string | number | false | null | undefined;

/**
 * Joins the truthy class names. There is no tailwind-merge here: when a caller's className must
 * beat a component's own utility for the same property, use Tailwind's important suffix
 * (e.g. `rounded-none!`).
 */
export function cn(...classes: ClassValue[]): string {
  let result = '';
  for (const value of classes) {
    if (!value) continue;
    result = result ? `${result} ${value}` : String(value);
  }
  return result;
}
