import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressesResponse, AddressResponse } from '../../core/api/account';
import { passkeys, twoFactors } from '../db/schema/auth';
import { listOutbox } from '../mail/mailer';
import { SAVED_ADDRESS } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

// Change email (verified) and password while signed in; edit an address
// and choose the default; name passkeys; regenerate recovery codes.

const ADDRESS = SAVED_ADDRESS;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app?.close());

describe('account basics', () => {
  it('changes the email only once the new address is confirmed', async () => {
    const client = app.client();
    const account = await client.signUp({ verify: true });
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.co.uk`;
    const res = await client.post('/api/auth/change-email', { newEmail, callbackURL: '/account' });
    expect(res.status).toBe(200);
    // Not yet: the session still has the old address.
    const before = (await (await client.get('/api/me')).json()) as { user: { email: string } };
    expect(before.user.email).toBe(account.email);
    // The current address approves first; only then is the new one asked to confirm.
    expect(await listOutbox(app.db, newEmail)).toEqual([]);
    const [approval] = await listOutbox(app.db, account.email);
    expect(approval?.subject).toBe('Approve the change of your Habba & Honey email');
    const approve = new URL(
      approval?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0] ?? '',
    );
    expect((await client.get(`${approve.pathname}${approve.search}`)).status).toBe(302);
    const [mail] = await listOutbox(app.db, newEmail);
    expect(mail?.subject).toBe('Confirm your new email for Habba & Honey');
    const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link).toEqual(expect.any(String));
    const url = new URL(link ?? '');
    expect([200, 302]).toContain((await client.get(`${url.pathname}${url.search}`)).status);
    // The old address is told.
    const [notice] = await listOutbox(app.db, account.email);
    expect(notice?.subject).toBe('Your Habba & Honey email address was changed');
    expect(notice?.text).toContain(`changed from ${account.email} to ${newEmail}`);
    const after = (await (await client.get('/api/me')).json()) as {
      user: { email: string; emailVerified: boolean };
    };
    expect(after.user).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await app.client().signIn(newEmail, account.password)).status).toBe(200);
    expect((await app.client().signIn(account.email, account.password)).status).toBe(401);
  });

  it('changes the password after the current one, which then stops working', async () => {
    const client = app.client();
    const account = await client.signUp({ verify: true });
    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'not-the-password-1',
      newPassword: 'a-new-horse-42',
    });
    expect(wrong.status).toBe(400);
    const ok = await client.post('/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'a-new-horse-42',
      revokeOtherSessions: true,
    });
    expect(ok.status).toBe(200);
    expect((await app.client().signIn(account.email, account.password)).status).toBe(401);
    expect((await app.client().signIn(account.email, 'a-new-horse-42')).status).toBe(200);
  });

  it('edits an address and moves the default to another, never two at once', async () => {
    const client = app.client();
    await client.signUp({ verify: true });
    const other = app.client();
    await other.signUp({ verify: true });
    const first = (
      (await (await client.post('/api/account/addresses', ADDRESS)).json()) as AddressResponse
    ).address;
    const second = (
      (await (
        await client.post('/api/account/addresses', { ...ADDRESS, address1: '3 Granby Street' })
      ).json()) as AddressResponse
    ).address;
    expect([first.isDefault, second.isDefault]).toEqual([true, false]);

    const edited = await client.put(`/api/account/addresses/${second.id}`, {
      ...ADDRESS,
      address1: '4 Granby Street',
      zip: 'LE1 6FB',
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as AddressResponse).address).toMatchObject({
      id: second.id,
      address1: '4 Granby Street',
      zip: 'LE1 6FB',
      isDefault: false,
    });

    const moved = await client.post(`/api/account/addresses/${second.id}/default`);
    expect(moved.status).toBe(200);
    const list = ((await moved.json()) as AddressesResponse).addresses;
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    // Someone else's address: 404, unchanged. Bad input: 400 with the form's messages.
    expect((await other.post(`/api/account/addresses/${first.id}/default`)).status).toBe(404);
    expect((await other.put(`/api/account/addresses/${first.id}`, ADDRESS)).status).toBe(404);
    const bad = await client.put(`/api/account/addresses/${first.id}`, { ...ADDRESS, zip: '' });
    expect(bad.status).toBe(400);
    expect(
      ((await bad.json()) as { error: { fields: Record<string, string[]> } }).error.fields.zip,
    ).toEqual(['Postcode is required']);
    const again = ((await (await client.get('/api/account/addresses')).json()) as AddressesResponse)
      .addresses;
    expect(again.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
  });

  it('names a passkey and regenerates recovery codes (the stored set is replaced)', async () => {
    const client = app.client();
    const account = await client.signUp({ verify: true });
    await client.enrolTotp(account.password);
    const id = randomUUID();
    await app.db.insert(passkeys).values({
      id,
      name: 'Mac passkey',
      publicKey: 'unused',
      userId: account.userId,
      credentialID: `basics-${id}`,
      counter: 0,
      deviceType: 'multiDevice',
      backedUp: true,
      createdAt: new Date(),
    });
    const renamed = await client.post('/api/auth/passkey/update-passkey', {
      id,
      name: 'Work laptop',
    });
    expect(renamed.status).toBe(200);
    const [row] = await app.db.select().from(passkeys).where(eq(passkeys.id, id));
    expect(row?.name).toBe('Work laptop');

    const [factorBefore] = await app.db
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, account.userId));
    const regenerated = await client.post('/api/auth/two-factor/generate-backup-codes', {
      password: account.password,
    });
    expect(regenerated.status).toBe(200);
    const { backupCodes } = (await regenerated.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const [factorAfter] = await app.db
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, account.userId));
    expect(factorAfter?.backupCodes).not.toBe(factorBefore?.backupCodes);
  });
});
