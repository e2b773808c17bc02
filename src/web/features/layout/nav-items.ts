import type { MeResponse } from '../../../core/api/store-types';

export type NavItem = { label: string; href: string };

export const SHOP_LABEL = 'Shop';
export const CUPPING_SHOP_HREF = '/shop?collection=cupping-shop';

/**
 * The header links after 'Shop' (docs/spec/storefront.md §2 Header): Cupping Shop, Contact, Wholesale or
 * Wholesale Shop (approved wholesale accounts), Admin (admins only).
 */
export function buildNavItems(me: MeResponse): NavItem[] {
  const items: NavItem[] = [
    { label: 'Cupping Shop', href: CUPPING_SHOP_HREF },
    { label: 'Contact', href: '/contact' },
    me.wholesaleStatus === 'approved'
      ? { label: 'Wholesale Shop', href: '/wholesale-shop' }
      : { label: 'Wholesale', href: '/wholesale' },
  ];
  if (me.isAdmin) items.push({ label: 'Admin', href: '/admin' });
  return items;
}

/** The account link: /account when signed in, otherwise /auth. */
export function buildAccountLink(me: MeResponse): NavItem {
  return me.user ? { label: 'My Account', href: '/account' } : { label: 'Sign In', href: '/auth' };
}

/**
 * Whether `href` is the current page: same pathname, and every query parameter of `href` has
 * the same value in the current URL. '/shop' is not active on '/shop?collection=cupping-shop'
 * when `exclusive` lists that href.
 */
export function isHrefActive(
  href: string,
  location: { pathname: string; search: string },
  exclusive: readonly string[] = [],
): boolean {
  const url = new URL(href, 'https://shop.invalid');
  const pathname = location.pathname.replace(/\/+$/, '') || '/';
  if (
    url.pathname !== pathname &&
    !(url.pathname !== '/' && pathname.startsWith(`${url.pathname}/`))
  )
    return false;
  const current = new URLSearchParams(location.search);
  for (const [key, value] of url.searchParams) {
    if (current.get(key) !== value) return false;
  }
  return !exclusive.some((other) => other !== href && isHrefActive(other, location));
}
