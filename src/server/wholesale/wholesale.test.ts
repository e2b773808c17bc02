import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceCartResponse } from '../../core/api/checkout';
import type { WholesaleProductsResponse } from '../../core/api/store-types';
import { WHOLESALE_MESSAGES } from '../../core/schemas/wholesale';
import { DECISION_REASON_REQUIRED } from '../../core/schemas/wholesale-decision';
import { userRoles } from '../db/schema/account';
import { users } from '../db/schema/auth';
import { mailOutbox } from '../db/schema/content';
import { wholesaleAccounts } from '../db/schema/wholesale';
import { BUSINESS_APPLICATION } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';
import { DUPLICATE_APPLICATION_MESSAGE, setWholesaleStatus } from './trade-accounts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const business = BUSINESS_APPLICATION;

function visitorApplication(email: string) {
  return { ...business, firstName: 'Sara', lastName: 'Ahmed', email, password: 'trade-secret-1' };
}

function uniqueEmail() {
  return `trade-${Math.random().toString(36).slice(2, 10)}@example.co.uk`;
}

async function approve(accountId: string) {
  return setWholesaleStatus(app.deps, accountId, { status: 'approved' });
}

describe('wholesale application', () => {
  it('answers each missing field with the spec message', async () => {
    const res = await app.client().post('/api/wholesale/applications', {
      email: uniqueEmail(),
      password: 'trade-secret-1',
      firstName: 'Sara',
      lastName: 'Ahmed',
      website: 'not a url',
      productInterests: [],
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { code: string; fields: Record<string, string[]> };
    };
    expect(body.error.code).toBe('validation_failed');
    const f = body.error.fields;
    expect(f.companyName).toEqual([WHOLESALE_MESSAGES.companyNameRequired]);
    expect(f.businessType).toEqual(['Business type is required']);
    expect(f.yearsInBusiness).toEqual(['Please specify years in business']);
    expect(f.numberOfLocations).toEqual(['Number of locations is required']);
    expect(f.address).toEqual(['Business address is required']);
    expect(f.zip).toEqual(['Postcode is required']);
    expect(f.annualRevenue).toEqual(['Please select revenue range']);
    expect(f.primaryMarket).toEqual(['Primary market is required']);
    expect(f.estimatedMonthlyVolume).toEqual(['Estimated order volume is required']);
    expect(f.productInterests).toEqual(['Select at least one product category']);
    expect(f.howDidYouHear).toEqual(['Please tell us how you found us']);
    expect(f.website).toEqual(['Invalid URL']);
    expect(f.city).toEqual(['City is required']);
    expect(f.country).toEqual(['Country is required']);
  });

  it('checks the account fields of a visitor', async () => {
    const res = await app.client().post('/api/wholesale/applications', {
      ...business,
      email: 'not-an-email',
      password: '12345',
      firstName: '',
      lastName: '',
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(error.fields.email).toEqual(['Invalid email address']);
    expect(error.fields.password).toEqual(['Password must be at least 8 characters']);
    expect(error.fields.firstName).toEqual(['First name is required']);
    expect(error.fields.lastName).toEqual(['Last name is required']);
    expect(Object.keys(error.fields).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
  });

  it('refuses unknown fields (strict schema)', async () => {
    const res = await app.client().post('/api/wholesale/applications', {
      ...visitorApplication(uniqueEmail()),
      status: 'approved',
    });
    expect(res.status).toBe(400);
  });

  it('creates the account and a pending application in one call; the visitor signs in by confirming the email', async () => {
    const client = app.client();
    const email = uniqueEmail();
    const res = await client.post('/api/wholesale/applications', visitorApplication(email));
    expect(res.status).toBe(201);
    // No session before the email is confirmed (docs/decisions/057-verified-before-signed-in.md).
    expect(res.headers.getSetCookie().filter((c) => c.includes('session_token='))).toEqual([]);
    expect((await client.get('/api/wholesale/application')).status).toBe(401);
    await client.verifyEmail(email);
    const me = (await (await client.get('/api/me')).json()) as {
      user: { email: string };
      wholesaleStatus: string;
    };
    expect(me.user.email).toBe(email);
    expect(me.wholesaleStatus).toBe('pending');
    const [row] = await app.db
      .select()
      .from(wholesaleAccounts)
      .innerJoin(users, eq(users.id, wholesaleAccounts.userId))
      .where(eq(users.email, email));
    expect(row?.wholesale_accounts).toMatchObject({
      companyName: 'Leicester Wellness Ltd',
      status: 'pending',
      productCategoriesInterest: ['Raw Shilajit Resin', 'Herbal Supplements'],
      businessAddress: {
        address: '12 High Street',
        city: 'Leicester',
        country: 'United Kingdom',
        zip: 'LE1 1AA',
      },
    });
  });

  it('emails the visitor a confirmation link and an "application received" message', async () => {
    const client = app.client();
    const email = uniqueEmail();
    expect(
      (await client.post('/api/wholesale/applications', visitorApplication(email))).status,
    ).toBe(201);
    const mail = await app.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    expect(mail.map((m) => m.subject).sort()).toEqual([
      'Confirm your email for Habba & Honey',
      'We have received your Habba & Honey wholesale application',
    ]);
    const received = mail.find((m) => m.subject.startsWith('We have received'));
    expect(received?.text).toContain('Hello Sara,');
    expect(received?.text).toContain('Leicester Wellness Ltd');
    const confirm = mail.find((m) => m.subject.startsWith('Confirm your email'));
    expect(confirm?.text).toMatch(/\/api\/auth\/verify-email\?token=\S+callbackURL=%2Faccount/);
    // Following the link confirms the applicant's email.
    await client.verifyEmail(email);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
  });

  it('emails a signed-in customer who applies that the application was received', async () => {
    const client = app.client();
    const { email } = await client.signUp({ verify: true });
    expect((await client.post('/api/wholesale/applications', business)).status).toBe(201);
    const mail = await app.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    expect(mail.map((m) => m.subject)).toContain(
      'We have received your Habba & Honey wholesale application',
    );
  });

  it('leaves no account behind when the application insert fails', async () => {
    await app.db.execute(
      sql`create or replace function fail_wholesale_insert() returns trigger as $$ begin raise exception 'simulated failure'; end $$ language plpgsql`,
    );
    await app.db.execute(
      sql`create trigger fail_wholesale before insert on wholesale_accounts for each row execute function fail_wholesale_insert()`,
    );
    try {
      const email = uniqueEmail();
      const res = await app.client().post('/api/wholesale/applications', visitorApplication(email));
      expect(res.status).toBe(500);
      const left = await app.db.select().from(users).where(eq(users.email, email));
      expect(left).toHaveLength(0);
    } finally {
      await app.db.execute(sql`drop trigger fail_wholesale on wholesale_accounts`);
    }
  });

  it('answers an email that already has an account as a new one, and tells its owner (no enumeration)', async () => {
    const client = app.client();
    const { email, userId } = await client.signUp();
    const taken = await app.client().post('/api/wholesale/applications', visitorApplication(email));
    const fresh = await app
      .client()
      .post('/api/wholesale/applications', visitorApplication(uniqueEmail()));
    // The same status and the same shape of answer, field for field.
    const shape = async (res: Response) => {
      const { application } = (await res.json()) as { application: Record<string, unknown> };
      return {
        status: res.status,
        keys: Object.keys(application).sort(),
        applicationStatus: application.status,
        companyName: application.companyName,
      };
    };
    expect(await shape(taken)).toEqual(await shape(fresh));
    // Nothing was made for the existing account; its owner is told to sign in and apply.
    const rows = await app.db
      .select()
      .from(wholesaleAccounts)
      .where(eq(wholesaleAccounts.userId, userId));
    expect(rows).toHaveLength(0);
    const mails = await app.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    const told = mails.filter((m) => m.subject.endsWith('wholesale application'));
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(
      'already has a Habba & Honey account, so no application was made',
    );
  });

  it('lets a signed-in customer apply once; a second application answers 409', async () => {
    const client = app.client();
    await client.signUp();
    expect((await client.post('/api/wholesale/applications', business)).status).toBe(201);
    const second = await client.post('/api/wholesale/applications', business);
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: { message: string } }).error.message).toBe(
      DUPLICATE_APPLICATION_MESSAGE,
    );
  });
});

describe('approval and the wholesale shop', () => {
  it('keeps the wholesale shop to approved accounts', async () => {
    expect((await app.fetch('/api/wholesale/products')).status).toBe(401);

    const customer = app.client();
    await customer.signUp();
    expect((await customer.get('/api/wholesale/products')).status).toBe(403);

    const applicant = app.client();
    const applicantEmail = uniqueEmail();
    await applicant.post('/api/wholesale/applications', visitorApplication(applicantEmail));
    await applicant.verifyEmail(applicantEmail);
    expect((await applicant.get('/api/wholesale/products')).status).toBe(403);

    const { application } = (await (await applicant.get('/api/wholesale/application')).json()) as {
      application: { id: string };
    };
    await approve(application.id);
    const res = await applicant.get('/api/wholesale/products');
    expect(res.status).toBe(200);
    const { products } = (await res.json()) as WholesaleProductsResponse;
    expect(products.map((p) => p.handle).sort()).toEqual([
      'trade-pack-ashwagandha',
      'wholesale-black-seed-oil-1l',
      'wholesale-manuka-honey-263-case',
      'wholesale-shilajit-resin-10',
    ]);
    const manuka = products.find((p) => p.handle === 'wholesale-manuka-honey-263-case');
    expect(manuka).toMatchObject({
      wholesalePrice: '299.00',
      retailPrice: '499.33',
      profitPercent: 40,
    });
    const oil = products.find((p) => p.handle === 'wholesale-black-seed-oil-1l');
    expect(oil).toMatchObject({ wholesalePrice: '89.00', retailPrice: '149.99' });
  });

  it('applies the £200 minimum to wholesale-shop lines at their real prices', async () => {
    const applicant = app.client();
    const applicantEmail = uniqueEmail();
    await applicant.post('/api/wholesale/applications', visitorApplication(applicantEmail));
    await applicant.verifyEmail(applicantEmail);
    const { application } = (await (await applicant.get('/api/wholesale/application')).json()) as {
      application: { id: string };
    };
    await approve(application.id);
    const { products } = (await (
      await applicant.get('/api/wholesale/products')
    ).json()) as WholesaleProductsResponse;
    const tradeLine = (handle: string) => {
      const product = products.find((p) => p.handle === handle);
      if (!product) throw new Error(`missing ${handle}`);
      return { kind: 'trade', variantId: product.variant.id, quantity: 1 };
    };
    const problemsOf = async (lines: unknown[]) => {
      const res = await applicant.post('/api/cart/price', { lines });
      expect(res.status).toBe(200);
      return ((await res.json()) as PriceCartResponse).problems;
    };
    const resin = tradeLine('wholesale-shilajit-resin-10');
    expect(await problemsOf([resin])).toEqual([
      {
        index: null,
        code: 'wholesale_minimum',
        message:
          'Wholesale orders have a £200 minimum (excluding cups and cupping equipment). Add £1.00 more to check out.',
      },
    ]);
    expect(await problemsOf([resin, tradeLine('wholesale-black-seed-oil-1l')])).toEqual([]);
  });

  it('approves once: approved_at stamped, one wholesale role, an email to the applicant', async () => {
    const client = app.client();
    const email = uniqueEmail();
    await client.post('/api/wholesale/applications', visitorApplication(email));
    await client.verifyEmail(email);
    const { application } = (await (await client.get('/api/wholesale/application')).json()) as {
      application: { id: string };
    };
    const first = await approve(application.id);
    const second = await approve(application.id);
    expect(first.status).toBe('approved');
    expect(first.approvedAt).toBeInstanceOf(Date);
    expect(second.approvedAt?.getTime()).toBe(first.approvedAt?.getTime());
    const roles = await app.db.select().from(userRoles).where(eq(userRoles.userId, first.userId));
    expect(roles.map((r) => r.role)).toEqual(['wholesale']);
    const mail = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    // One decision email (approving twice sends it once), after the two sign-up emails.
    expect(mail.map((m) => m.subject).sort()).toEqual([
      'Confirm your email for Habba & Honey',
      'We have received your Habba & Honey wholesale application',
      'Your Habba & Honey wholesale account is approved',
    ]);
    const me = (await (await client.get('/api/me')).json()) as { wholesaleStatus: string };
    expect(me.wholesaleStatus).toBe('approved');
  });

  it('rejects without a role, and approves a rejected application only with a reason', async () => {
    const client = app.client();
    const applicantEmail = uniqueEmail();
    await client.post('/api/wholesale/applications', visitorApplication(applicantEmail));
    await client.verifyEmail(applicantEmail);
    const { application } = (await (await client.get('/api/wholesale/application')).json()) as {
      application: { id: string };
    };
    const rejected = await setWholesaleStatus(app.deps, application.id, { status: 'rejected' });
    expect(rejected.status).toBe('rejected');
    const roles = await app.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, rejected.userId));
    expect(roles).toHaveLength(0);
    await expect(approve(application.id)).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { reason: [DECISION_REASON_REQUIRED] },
    });
  });
});
