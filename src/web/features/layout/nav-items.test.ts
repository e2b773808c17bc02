import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../core/api/store-types';
import { buildAccountLink, buildNavItems, isHrefActive } from './nav-items';

const anonymous: MeResponse = { user: null, roles: [], isAdmin: false, wholesaleStatus: null };
const user = { id: 'u1', email: 'a@example.com', name: 'A', emailVerified: true };

describe('buildNavItems', () => {
  it('shows Wholesale for visitors and no Admin', () => {
    expect(buildNavItems(anonymous)).toEqual([
      { label: 'Cupping Shop', href: '/shop?collection=cupping-shop' },
      { label: 'Contact', href: '/contact' },
      { label: 'Wholesale', href: '/wholesale' },
    ]);
  });

  it('shows Wholesale Shop only for approved wholesale accounts', () => {
    const approved = buildNavItems({ ...anonymous, user, wholesaleStatus: 'approved' });
    expect(approved.map((item) => item.href)).toContain('/wholesale-shop');
    const pending = buildNavItems({ ...anonymous, user, wholesaleStatus: 'pending' });
    expect(pending.find((item) => item.label === 'Wholesale')?.href).toBe('/wholesale');
  });

  it('adds Admin last for admins', () => {
    const items = buildNavItems({ ...anonymous, user, roles: ['admin'], isAdmin: true });
    expect(items.at(-1)).toEqual({ label: 'Admin', href: '/admin' });
  });
});

describe('buildAccountLink', () => {
  it('links to /auth when signed out and /account when signed in', () => {
    expect(buildAccountLink(anonymous)).toEqual({ label: 'Sign In', href: '/auth' });
    expect(buildAccountLink({ ...anonymous, user })).toEqual({
      label: 'My Account',
      href: '/account',
    });
  });
});

describe('isHrefActive', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  it('matches pathname and query parameters', () => {
    expect(isHrefActive('/contact', at('/contact'))).toBe(true);
    expect(
      isHrefActive('/shop?collection=cupping-shop', at('/shop', '?collection=cupping-shop')),
    ).toBe(true);
    expect(
      isHrefActive('/shop?collection=cupping-shop', at('/shop', '?collection=black-seed')),
    ).toBe(false);
    expect(isHrefActive('/admin', at('/admin/products'))).toBe(true);
    expect(isHrefActive('/', at('/contact'))).toBe(false);
  });

  it('lets a more specific link win', () => {
    const exclusive = ['/shop?collection=cupping-shop'];
    expect(isHrefActive('/shop', at('/shop', '?collection=cupping-shop'), exclusive)).toBe(false);
    expect(isHrefActive('/shop', at('/shop', '?collection=raw-honey'), exclusive)).toBe(true);
  });
});
