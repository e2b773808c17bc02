import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_ENROLMENT_MESSAGE } from '../../core/schemas/auth';
import {
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_OTHER_ACCOUNT_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_SIGN_IN_MESSAGE,
  INVITATION_USED_MESSAGE,
} from '../../core/schemas/staff-invitation';
import { ROLE_FORBIDDEN_MESSAGE } from '../../core/staff/staff-roles';
import { SYSTEM_ACTOR } from '../audit/service';
import { findAccessProfile, removeStaffMember, setStaffRole } from '../auth/roles';
import { auditLog } from '../db/schema/audit';
import { sessions, users, verifications } from '../db/schema/auth';
import { staffInvitations } from '../db/schema/staff';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp } from '../test/harness';

let app: TestApp;
let owner: Awaited<ReturnType<TestApp['adminClient']>>;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  owner = await app.adminClient();
}, 120_000);
afterAll(() => app?.close());

let counter = 0;
const freshEmail = () => `invitee-${Date.now()}-${++counter}@example.co.uk`;

async function invite(email: string, role: 'owner' | 'staff' | 'fulfilment' = 'fulfilment') {
  const res = await owner.client.post('/api/admin/staff/invitations', { email, role });
  expect(res.status).toBe(201);
  const mail = (await listOutbox(app.db, email)).find((m) =>
    m.subject.startsWith('You are invited to join'),
  );
  const link = mail?.text.match(/https?:\/\/\S+\/staff-invitation\?token=([A-Za-z0-9_-]+)/);
  if (!link?.[1]) throw new Error(`no invitation email for ${email}`);
  return { token: link[1], mail: mail as { subject: string; text: string } };
}

const newAccount = { firstName: 'Nia', lastName: 'Evans', password: 'Invitee-own-pass-31' };

describe('the owner invites staff by email', () => {
  it('emails a link; the invitee sets their own password, is signed in with the role, and /admin asks for a second factor', async () => {
    const email = freshEmail();
    const { token, mail } = await invite(email, 'staff');
    expect(mail.subject).toBe(`You are invited to join ${app.config.shopName} as Staff`);
    // Stored hashed: the token itself is nowhere in the table.
    const [stored] = await app.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const pending = (await (await owner.client.get('/api/admin/staff/invitations')).json()) as {
      invitations: { email: string; role: string; invitedByEmail: string }[];
    };
    expect(pending.invitations).toContainEqual(
      expect.objectContaining({ email, role: 'staff', invitedByEmail: owner.email }),
    );

    const invitee = app.client();
    const lookup = await invitee.post('/api/staff-invitations/lookup', { token });
    expect(lookup.status).toBe(200);
    expect(await lookup.json()).toMatchObject({
      invitation: { email, role: 'staff', needsAccount: true },
    });
    // Nothing is granted before acceptance.
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const accepted = await invitee.post('/api/staff-invitations/accept', { token, ...newAccount });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ accepted: true, email, role: 'staff' });
    const me = (await (await invitee.get('/api/me')).json()) as {
      user: { email: string; emailVerified: boolean; name: string } | null;
      isAdmin: boolean;
    };
    expect(me.user).toMatchObject({ email, name: 'Nia Evans' });
    expect(me.isAdmin).toBe(true);
    const [user] = await app.db
      .select({ id: users.id, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    expect(await findAccessProfile(app.db, user?.id ?? '')).toMatchObject({
      isAdmin: true,
      staffRole: 'staff',
    });
    const admin = await invitee.get('/api/admin/orders');
    expect(admin.status).toBe(403);
    expect(await admin.json()).toEqual({
      error: { code: 'mfa_enrolment_required', message: MFA_ENROLMENT_MESSAGE },
    });
    // Once enrolled, the back office opens with the role the owner chose.
    await invitee.enrolTotp(newAccount.password);
    expect((await invitee.get('/api/admin/orders')).status).toBe(200);
    expect((await invitee.get('/api/admin/staff')).status).toBe(403);

    const actions = await app.db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(eq(auditLog.entityId, stored?.id ?? ''));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'staff.invited', actorEmail: owner.email },
        { action: 'staff.invitation_accepted', actorEmail: email },
      ]),
    );
    const grant = await app.db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user?.id ?? ''), eq(auditLog.action, 'role.grant')));
    expect(grant).toEqual([{ action: 'role.grant', actorEmail: owner.email }]);
  });

  it('works once: the link is refused after it has been used', async () => {
    const email = freshEmail();
    const { token } = await invite(email);
    const first = await app
      .client()
      .post('/api/staff-invitations/accept', { token, ...newAccount });
    expect(first.status).toBe(200);
    const again = await app
      .client()
      .post('/api/staff-invitations/accept', { token, ...newAccount, password: 'Another-pass-77' });
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({
      error: { code: 'invitation_used', message: INVITATION_USED_MESSAGE },
    });
    const lookup = await app.client().post('/api/staff-invitations/lookup', { token });
    expect(lookup.status).toBe(410);
    // The first password stands, the second was never set.
    expect((await app.client().signIn(email, newAccount.password)).status).toBe(200);
    expect((await app.client().signIn(email, 'Another-pass-77')).status).toBe(401);
  });

  it('refuses an expired link, plainly, and grants nothing', async () => {
    const email = freshEmail();
    const { token } = await invite(email);
    await app.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, email));
    for (const body of [
      { path: '/api/staff-invitations/lookup', json: { token } },
      { path: '/api/staff-invitations/accept', json: { token, ...newAccount } },
    ]) {
      const res = await app.client().post(body.path, body.json);
      expect(res.status).toBe(410);
      expect(await res.json()).toEqual({
        error: { code: 'invitation_expired', message: INVITATION_EXPIRED_MESSAGE },
      });
    }
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a revoked invitation, and the owner sees it no longer pending', async () => {
    const email = freshEmail();
    const { token } = await invite(email, 'owner');
    const [row] = await app.db
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    const revoked = await owner.client.delete(`/api/admin/staff/invitations/${row?.id}`);
    expect(revoked.status).toBe(200);
    const body = (await revoked.json()) as { invitations: { email: string }[] };
    expect(body.invitations.map((i) => i.email)).not.toContain(email);
    const res = await app.client().post('/api/staff-invitations/accept', { token, ...newAccount });
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({
      error: { code: 'invitation_revoked', message: INVITATION_REVOKED_MESSAGE },
    });
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const audit = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, row?.id ?? ''), eq(auditLog.action, 'staff.invitation_revoked')),
      );
    expect(audit).toHaveLength(1);
  });

  it('is the owner’s alone: staff and fulfilment cannot invite (403) and nothing is sent', async () => {
    for (const role of ['staff', 'fulfilment'] as const) {
      const member = await app.adminClient();
      await setStaffRole(app.db, member.userId, role, SYSTEM_ACTOR);
      const email = freshEmail();
      const res = await member.client.post('/api/admin/staff/invitations', {
        email,
        role: 'owner',
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'role_forbidden', message: ROLE_FORBIDDEN_MESSAGE },
      });
      expect(
        await app.db.select().from(staffInvitations).where(eq(staffInvitations.email, email)),
      ).toEqual([]);
      expect(await listOutbox(app.db, email)).toEqual([]);
    }
  });

  it('voids an attacker’s password on an unconfirmed account of the address: only the invitee’s works', async () => {
    const email = freshEmail();
    const attacker = app.client();
    await attacker.signUp({ email, password: 'Attacker-pass-9911', verify: false });
    const { token } = await invite(email, 'owner');
    const lookup = await app.client().post('/api/staff-invitations/lookup', { token });
    expect(await lookup.json()).toMatchObject({ invitation: { needsAccount: true } });
    const invitee = app.client();
    const accepted = await invitee.post('/api/staff-invitations/accept', { token, ...newAccount });
    expect(accepted.status).toBe(200);
    expect((await app.client().signIn(email, 'Attacker-pass-9911')).status).toBe(401);
    expect((await attacker.signIn(email, 'Attacker-pass-9911')).status).toBe(401);
    expect((await attacker.get('/api/admin/orders')).status).toBe(401);
    expect((await app.client().signIn(email, newAccount.password)).status).toBe(200);
    const [user] = await app.db
      .select({ name: users.name, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email));
    expect(user).toEqual({ name: 'Nia Evans', emailVerified: true });
  });

  it('for an existing account, accepts only signed in as that account', async () => {
    const existing = app.client();
    const account = await existing.signUp({ verify: true });
    const { token, mail } = await invite(account.email, 'fulfilment');
    expect(mail.text).toContain(`sign in as ${account.email}`);
    const lookup = await app.client().post('/api/staff-invitations/lookup', { token });
    expect(await lookup.json()).toMatchObject({ invitation: { needsAccount: false } });

    // Signed out, even with a name and password: refused, and the account's password stands.
    const signedOut = await app
      .client()
      .post('/api/staff-invitations/accept', { token, ...newAccount });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({
      error: { code: 'sign_in_required', message: INVITATION_SIGN_IN_MESSAGE },
    });
    expect((await app.client().signIn(account.email, newAccount.password)).status).toBe(401);

    const someoneElse = app.client();
    await someoneElse.signUp({ verify: true });
    const other = await someoneElse.post('/api/staff-invitations/accept', { token });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      error: { code: 'forbidden', message: INVITATION_OTHER_ACCOUNT_MESSAGE },
    });
    expect((await findAccessProfile(app.db, account.userId)).isAdmin).toBe(false);

    const accepted = await existing.post('/api/staff-invitations/accept', { token });
    expect(accepted.status).toBe(200);
    expect(await findAccessProfile(app.db, account.userId)).toMatchObject({
      isAdmin: true,
      staffRole: 'fulfilment',
    });
    expect((await app.client().signIn(account.email, account.password)).status).toBe(200);
  });

  it('asks the owner for a fresh second factor (step-up) before inviting or withdrawing', async () => {
    const staleOwner = await app.adminClient();
    const [session] = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, staleOwner.userId));
    await app.db
      .update(verifications)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(verifications.identifier, `aal2:${session?.id}`));
    const email = freshEmail();
    const res = await staleOwner.client.post('/api/admin/staff/invitations', {
      email,
      role: 'staff',
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('step_up_required');
    expect(await listOutbox(app.db, email)).toEqual([]);
    await invite(email, 'staff');
    const [row] = await app.db
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    const withdraw = await staleOwner.client.delete(`/api/admin/staff/invitations/${row?.id}`);
    expect(withdraw.status).toBe(403);
    const [still] = await app.db
      .select({ revokedAt: staffInvitations.revokedAt })
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    expect(still?.revokedAt).toBeNull();
  });

  it('forgets the invitations to an address when its account is erased', async () => {
    const client = app.client();
    const account = await client.signUp({ verify: true });
    const { token } = await invite(account.email, 'fulfilment');
    expect((await client.post('/api/staff-invitations/accept', { token })).status).toBe(200);
    // Leaving the staff first: an admin's account is not deleted by its owner.
    await removeStaffMember(app.db, account.userId, SYSTEM_ACTOR);
    await client.signIn(account.email, account.password);
    const deleted = await client.post('/api/account/delete', { password: account.password });
    expect(deleted.status).toBe(200);
    expect(
      await app.db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.email, account.email.toLowerCase())),
    ).toEqual([]);
  });

  it('refuses inviting oneself or someone already on the staff', async () => {
    const self = await owner.client.post('/api/admin/staff/invitations', {
      email: owner.email,
      role: 'staff',
    });
    expect(self.status).toBe(409);
    const member = await app.adminClient();
    const already = await owner.client.post('/api/admin/staff/invitations', {
      email: member.email,
      role: 'staff',
    });
    expect(already.status).toBe(409);
  });
});
