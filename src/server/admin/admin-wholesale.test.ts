import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApplicationsResponse } from '../../core/api/admin';
import type { AuditLogResponse } from '../../core/api/audit';
import { DECISION_REASON_REQUIRED } from '../../core/schemas/wholesale-decision';
import { wholesaleAccounts } from '../db/schema/wholesale';
import { listOutbox } from '../mail/mailer';
import { BUSINESS_APPLICATION } from '../test/fixtures';
import type { TestApp, TestClient } from '../test/harness';
import { OWN_APPLICATION_MESSAGE } from '../wholesale/service';
import { startAdminApp } from './admin-test-helpers';

// Wholesale applications: approval and changed decisions.

let app: TestApp;
let admin: TestClient;
let adminUserId: string;

beforeAll(async () => {
  ({ app, admin, adminUserId } = await startAdminApp());
});
afterAll(() => app?.close());

describe('wholesale approvals', () => {
  it('lists applications newest first and approves through the wholesale operation', async () => {
    const applicant = app.client();
    const { userId } = await applicant.signUp({ firstName: 'Sara', lastName: 'Ahmed' });
    const [account] = await app.db
      .insert(wholesaleAccounts)
      .values({
        userId,
        companyName: 'Leicester Wellness Ltd',
        businessType: 'health-clinic',
        yearsInBusiness: '3-5',
        numberOfLocations: '2-5',
        annualRevenueRange: '100k-250k',
        primaryMarket: 'health-wellness',
        productCategoriesInterest: ['Herbal Supplements'],
        estimatedMonthlyOrderVolume: '500-1000',
        businessAddress: {
          address: '12 High St',
          city: 'Leicester',
          country: 'United Kingdom',
          zip: 'LE1 1AA',
        },
        howDidYouHear: 'trade-show',
        taxId: 'GB123456789',
        businessRegistrationNumber: '01234567',
        website: 'https://leicester-wellness.example.co.uk',
        socialMediaLinks: { instagram: '@leicesterwellness' },
        additionalNotes: 'Two clinics in the city centre.',
      })
      .returning();
    const list = (await (
      await admin.get('/api/admin/applications')
    ).json()) as AdminApplicationsResponse;
    expect(list.applications[0]?.answers).toEqual([
      { label: 'Company name', value: 'Leicester Wellness Ltd' },
      { label: 'Business type', value: 'Health clinic' },
      { label: 'VAT number', value: 'GB123456789' },
      { label: 'Company registration number', value: '01234567' },
      { label: 'Years in business', value: '3–5 years' },
      { label: 'Number of locations', value: '2–5 locations' },
      { label: 'Website', value: 'https://leicester-wellness.example.co.uk' },
      { label: 'Business address', value: '12 High St, Leicester, LE1 1AA, United Kingdom' },
      { label: 'Annual revenue (GBP)', value: '£100,000 – £250,000' },
      { label: 'Primary market', value: 'Health & wellness' },
      { label: 'Estimated monthly order volume (GBP)', value: '£500 – £1,000' },
      { label: 'Product categories you are interested in', value: 'Herbal Supplements' },
      { label: 'Instagram', value: '@leicesterwellness' },
      { label: 'Facebook', value: 'Not given' },
      { label: 'How did you hear about us?', value: 'Trade show' },
      { label: 'Additional notes', value: 'Two clinics in the city centre.' },
    ]);
    expect(list.applications[0]).toMatchObject({
      id: account?.id,
      firstName: 'Sara',
      lastName: 'Ahmed',
      companyName: 'Leicester Wellness Ltd',
      status: 'pending',
    });
    const res = await admin.post(`/api/admin/applications/${account?.id}/status`, {
      status: 'approved',
    });
    expect(res.status).toBe(200);
    const me = (await (await applicant.get('/api/me')).json()) as { roles: string[] };
    expect(me.roles).toContain('wholesale');
    const noReason = await admin.post(`/api/admin/applications/${account?.id}/status`, {
      status: 'rejected',
    });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: DECISION_REASON_REQUIRED,
        fields: { reason: [DECISION_REASON_REQUIRED] },
      },
    });
    expect(
      ((await (await applicant.get('/api/me')).json()) as { roles: string[] }).roles,
    ).toContain('wholesale');
  });

  it('lets an admin change a decision with a reason, stored and shown, and moves the role', async () => {
    const applicant = app.client();
    const { userId, email } = await applicant.signUp({ firstName: 'Yusuf', lastName: 'Patel' });
    const [account] = await app.db
      .insert(wholesaleAccounts)
      .values({
        userId,
        companyName: 'Patel Pharmacy',
        businessType: 'pharmacy',
        yearsInBusiness: '3-5',
        numberOfLocations: '1',
        annualRevenueRange: '100k-250k',
        primaryMarket: 'health-wellness',
        productCategoriesInterest: ['Herbal Supplements'],
        estimatedMonthlyOrderVolume: '500-1000',
        businessAddress: {
          address: '1 Granby St',
          city: 'Leicester',
          country: 'United Kingdom',
          zip: 'LE1 6FB',
        },
        howDidYouHear: 'trade-show',
      })
      .returning();
    const path = `/api/admin/applications/${account?.id}/status`;
    expect((await admin.post(path, { status: 'rejected' })).status).toBe(200);
    const roles = async () =>
      ((await (await applicant.get('/api/me')).json()) as { roles: string[] }).roles;
    expect(await roles()).not.toContain('wholesale');
    const blank = await admin.post(path, { status: 'approved', reason: '   ' });
    expect(blank.status).toBe(400);
    const approved = await admin.post(path, {
      status: 'approved',
      reason: 'VAT number checked by phone with the owner.',
    });
    expect(approved.status).toBe(200);
    expect(await roles()).toContain('wholesale');
    const find = async () =>
      (
        (await (await admin.get('/api/admin/applications')).json()) as AdminApplicationsResponse
      ).applications.find((a) => a.id === account?.id);
    expect(await find()).toMatchObject({
      status: 'approved',
      decisionReason: 'VAT number checked by phone with the owner.',
      decidedBy: 'Ada Admin',
    });
    expect((await find())?.decidedAt).toEqual(expect.any(String));
    const rejected = await admin.post(path, {
      status: 'rejected',
      reason: 'Trading address is residential.',
    });
    expect(rejected.status).toBe(200);
    expect(await roles()).not.toContain('wholesale');
    expect(await find()).toMatchObject({
      status: 'rejected',
      approvedAt: null,
      decisionReason: 'Trading address is residential.',
    });
    const [row] = await app.db
      .select()
      .from(wholesaleAccounts)
      .where(eq(wholesaleAccounts.id, account?.id as string));
    expect(row?.decisionReason).toBe('Trading address is residential.');
    expect(row?.decidedBy).toBe(adminUserId);
    const audit = (await (
      await admin.get('/api/admin/audit?action=wholesale.decide')
    ).json()) as AuditLogResponse;
    expect(
      audit.entries.filter((e) => e.entityId === account?.id).map((e) => [e.summary, e.after]),
    ).toEqual([
      [
        'Patel Pharmacy: approved → rejected (Trading address is residential.)',
        { status: 'rejected', decisionReason: 'Trading address is residential.' },
      ],
      [
        'Patel Pharmacy: rejected → approved (VAT number checked by phone with the owner.)',
        { status: 'approved', decisionReason: 'VAT number checked by phone with the owner.' },
      ],
      ['Patel Pharmacy: pending → rejected', { status: 'rejected', decisionReason: null }],
    ]);
    const mail = (await listOutbox(app.db, email))
      .map((m) => m.subject)
      .filter((subject) => subject.includes('wholesale'))
      .reverse();
    expect(mail).toEqual([
      `Your ${app.config.shopName} wholesale application`,
      `Your ${app.config.shopName} wholesale account is approved`,
      `Your ${app.config.shopName} wholesale application`,
    ]);
  });
  it('refuses staff a decision on their own trade application, and lets another decide it', async () => {
    const applied = await admin.post('/api/wholesale/applications', BUSINESS_APPLICATION);
    expect(applied.status).toBe(201);
    const { application } = (await applied.json()) as { application: { id: string } };
    const path = `/api/admin/applications/${application.id}/status`;
    const own = await admin.post(path, { status: 'approved' });
    expect({ status: own.status, body: await own.json() }).toEqual({
      status: 403,
      body: { error: { code: 'own_case', message: OWN_APPLICATION_MESSAGE } },
    });
    const [row] = await app.db
      .select({ status: wholesaleAccounts.status, userId: wholesaleAccounts.userId })
      .from(wholesaleAccounts)
      .where(eq(wholesaleAccounts.id, application.id));
    expect(row).toEqual({ status: 'pending', userId: adminUserId });
    const other = await app.adminClient();
    expect((await other.client.post(path, { status: 'approved' })).status).toBe(200);
  });
});
