/**
 * Shopify's API support window (https://shopify.dev/docs/api/usage/versioning): a stable version
 * is released each quarter (January, April, July, October) at 17:00 UTC on the 1st, is named after
 * its release month (2026-10), and is supported for at least 12 months from then. The shop warns
 * at start-up from 90 days before the configured version's end of support, and a unit test fails
 * in that window for the default, so the default is moved on before Shopify stops serving it.
 */

/** The version every Shopify call uses unless SHOPIFY_API_VERSION says otherwise. */
export const DEFAULT_SHOPIFY_API_VERSION = '2026-10';

/** Days before the end of support from which the shop warns. */
export const API_VERSION_WARNING_DAYS = 90;

const DAY_MS = 86_400_000;
const QUARTERLY = /^(\d{4})-(01|04|07|10)$/;

export function isQuarterlyApiVersion(version: string): boolean {
  return QUARTERLY.test(version);
}

/** When Shopify released `version` and when its 12 months of support end (UTC). */
export function apiVersionSupportWindow(version: string): { releasedAt: Date; endsAt: Date } {
  const match = QUARTERLY.exec(version);
  if (!match) throw new Error(`${version} is not a quarterly Shopify API version`);
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  return {
    releasedAt: new Date(Date.UTC(year, monthIndex, 1, 17)),
    endsAt: new Date(Date.UTC(year + 1, monthIndex, 1, 17)),
  };
}

/** Whole days of support left at `now` (negative once it has ended). */
export function apiVersionDaysLeft(version: string, now: Date): number {
  return Math.floor((apiVersionSupportWindow(version).endsAt.getTime() - now.getTime()) / DAY_MS);
}

/** The start-up warning for `version` at `now`, or null while it is well inside its support. */
export function apiVersionWarning(version: string, now: Date): string | null {
  const { endsAt, releasedAt } = apiVersionSupportWindow(version);
  const end = endsAt.toISOString().slice(0, 10);
  if (now.getTime() < releasedAt.getTime()) {
    return `SHOPIFY_API_VERSION ${version} is not released until ${releasedAt.toISOString().slice(0, 10)}: Shopify treats it as a release candidate`;
  }
  const days = apiVersionDaysLeft(version, now);
  if (days < 0) {
    return `SHOPIFY_API_VERSION ${version} is past its end of support (${end}): Shopify answers with the oldest supported version instead. Move to a newer version.`;
  }
  if (days <= API_VERSION_WARNING_DAYS) {
    return `SHOPIFY_API_VERSION ${version} reaches its end of support on ${end} (${days} days): move to a newer version.`;
  }
  return null;
}
