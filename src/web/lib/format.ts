import { formatLongDate } from '../../core/dates';
import { formatGBP, tryParsePence } from '../../core/money';

/**
 * A price in pounds (the API's decimal string '14.99', or a number) as '£14.99' / '£1,050.00'.
 * Returns null when the value is not an amount, so callers can show 'Price not available'.
 */
export function formatPrice(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const pence = tryParsePence(value);
  return pence === null ? null : formatGBP(pence);
}

/** Integer pence as '£14.99'. */
export function formatPence(pence: number): string {
  return formatGBP(pence);
}

/**
 * '3 March 2026' for an ISO date string or Date, in the viewer's time zone; null when invalid.
 * Without Intl (core/number-format.ts says why).
 */
export function formatDate(value: string | Date): string | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return formatLongDate(day);
}
