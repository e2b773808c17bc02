import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminApplicationsResponse } from '../../core/api/admin';
import { listOutbox } from '../mail/mailer';
import { BUSINESS_APPLICATION } from '../test/fixtures';
import type { TestApp, TestClient } from '../test/harness';
import { startAdminApp } from './admin-test-helpers';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ app, admin } = await startAdminApp());
});
afterAll(() => app?.close());

describe('a first rejection with a reason', () => {
  it('stores the reason and tells the applicant in the email and on the wholesale page', async () => {
    const applicant = app.client();
    const { email } = await applicant.signUp({ verify: true, firstName: 'Sara' });
    const applied = await applicant.post('/api/wholesale/applications', BUSINESS_APPLICATION);
    expect(applied.status).toBe(201);
    const { application } = (await applied.json()) as { application: { id: string } };

    const reason = 'We could not verify the VAT number GB123456789 with HMRC.';
    const res = await admin.post(`/api/admin/applications/${application.id}/status`, {
      status: 'rejected',
      reason,
    });
    expect(res.status).toBe(200);
    const list = (await (
      await admin.get('/api/admin/applications')
    ).json()) as AdminApplicationsResponse;
    expect(list.applications.find((a) => a.id === application.id)).toMatchObject({
      status: 'rejected',
      decisionReason: reason,
    });

    const [mail] = await listOutbox(app.db, email);
    expect(mail?.subject).toBe(`Your ${app.config.shopName} wholesale application`);
    expect(mail?.text).toContain(`The reason we gave: ${reason}`);

    const own = (await (await applicant.get('/api/wholesale/application')).json()) as {
      application: { status: string; rejectionReason: string | null };
    };
    expect(own.application).toMatchObject({ status: 'rejected', rejectionReason: reason });
  });

  it('a rejection without a reason says nothing more', async () => {
    const applicant = app.client();
    const { email } = await applicant.signUp({ verify: true, firstName: 'Omar' });
    const applied = await applicant.post('/api/wholesale/applications', BUSINESS_APPLICATION);
    const { application } = (await applied.json()) as { application: { id: string } };
    await admin.post(`/api/admin/applications/${application.id}/status`, { status: 'rejected' });
    const [mail] = await listOutbox(app.db, email);
    expect(mail?.text).not.toContain('The reason we gave');
    const own = (await (await applicant.get('/api/wholesale/application')).json()) as {
      application: { rejectionReason: string | null };
    };
    expect(own.application.rejectionReason).toBeNull();
  });
});
