// Numbers shown to people, written as en-GB writes them, without Intl: the first Intl formatter a
// page creates loads ICU's locale data, about 60 ms of a phone's main thread (4× CPU) before the
// page can answer a tap, and every storefront page formats prices (docs/decisions/
// 048-first-paint-in-few-requests.md, "No Intl on the storefront"). money.test.ts checks these against
// Intl.

/** '10,000' for 10000, '-1,234,567' for -1234567: a whole number grouped in threes with commas. */
export function groupThousands(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number: ${value}`);
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}
