import { describe, expect, it } from 'vitest';
import { roleCan, type StaffRole } from '../../../../core/staff/staff-roles';
import { exportLinks } from './accountant-export';

const Q3 = { from: '2026-07-01', to: '2026-09-30' };
const as = (role: StaffRole) => (permission: Parameters<typeof roleCan>[1]) =>
  roleCan(role, permission);

describe('the accountant’s downloads', () => {
  it('gives the owner every file for the period', () => {
    const period = 'period=custom&from=2026-07-01&to=2026-09-30';
    expect(exportLinks(Q3, as('owner'))).toEqual([
      { label: 'Sales journal', href: `/api/admin/reports/sales-journal.csv?${period}` },
      { label: 'VAT report', href: `/api/admin/reports/vat.csv?${period}` },
      { label: 'Orders', href: '/api/admin/orders/export.csv?from=2026-07-01&to=2026-09-30' },
      { label: 'Customers', href: '/api/admin/customers/export.csv' },
      { label: 'Products', href: '/api/admin/products/export.csv' },
    ]);
  });

  it('gives staff only the files without customers’ personal data', () => {
    expect(exportLinks(Q3, as('staff')).map((l) => l.label)).toEqual(['VAT report', 'Products']);
    expect(exportLinks(Q3, as('fulfilment'))).toEqual([]);
  });

  it('offers no dated file until the period is whole', () => {
    expect(exportLinks(null, as('owner')).map((l) => l.label)).toEqual(['Customers', 'Products']);
  });
});
