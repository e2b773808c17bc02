/**
 * Inviting staff by email (docs/decisions/128-staff-invitations.md).
 *
 * An owner names an address and a role; the address receives a link with a random token (only
 * its SHA-256 is stored), single use, expiring after INVITATION_TTL_MS. Following it proves the
 * inbox. The role is granted only when the invitee accepts:
 * - no confirmed account has the address: the invitee names themselves and chooses a password
 *   on the accept page; the account is created confirmed. An unconfirmed account of that address
 *   is the same case: following the link is its first proof, so everything set before it
 *   (password, sessions, factors, pending links) is void (auth/first-proof.ts) and the
 *   invitee's own password replaces it;
 * - a confirmed account has it: the invitee accepts signed in as that account, nobody else.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type acceptStaffInvitationSchema,
  INVITATION_ALREADY_STAFF_MESSAGE,
  INVITATION_DETAILS_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_OTHER_ACCOUNT_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_SELF_MESSAGE,
  INVITATION_SIGN_IN_MESSAGE,
  INVITATION_USED_MESSAGE,
  type StaffInvitationLookupResponse,
  type StaffInvitationsResponse,
} from '../../core/schemas/staff-invitation';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../core/staff/staff-roles';
import { type AuditActor, recordAudit } from '../audit/service';
import {
  findAccessProfile,
  grantRole,
  setStaffRole,
  voidWhatTheProverDidNotSet,
} from '../auth/service';
import type { Config } from '../config';
import type { Database, Transaction } from '../db/client';
import { profiles } from '../db/schema/account';
import { accounts, users } from '../db/schema/auth';
import { staffInvitations } from '../db/schema/staff';
import { AppError } from '../http/errors';
import type { Mailer } from '../mail/mailer';

/** How long an invitation link lasts. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const normalise = (email: string) => email.trim().toLowerCase();

export async function listPendingInvitations(db: Database): Promise<StaffInvitationsResponse> {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(staffInvitations.createdAt));
  return {
    invitations: rows.map((r) => ({
      id: r.id,
      email: r.email,
      role: r.role,
      invitedByEmail: r.invitedByEmail,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
    })),
  };
}

/**
 * Stores the invitation (a newer one for the same address replaces a pending one) and emails
 * the link through the outbox. Audited as `staff.invited`.
 */
export async function inviteStaff(
  deps: { db: Database; mailer: Mailer; config: Config },
  options: { email: string; role: StaffRole; actor: AuditActor & { id: string } },
): Promise<void> {
  const { db, mailer, config } = deps;
  const email = normalise(options.email);
  const [existing] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  if (existing?.id === options.actor.id) throw new AppError('conflict', INVITATION_SELF_MESSAGE);
  if (existing?.emailVerified && (await findAccessProfile(db, existing.id)).isAdmin) {
    throw new AppError('conflict', INVITATION_ALREADY_STAFF_MESSAGE);
  }
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(staffInvitations.email, email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      );
    await tx.insert(staffInvitations).values({
      id,
      email,
      role: options.role,
      tokenHash: sha256(token),
      invitedByUserId: options.actor.id,
      invitedByEmail: options.actor.email,
      expiresAt,
    });
    await recordAudit(tx, options.actor, {
      action: 'staff.invited',
      entityType: 'staff_invitation',
      entityId: id,
      summary: `${email} invited as ${STAFF_ROLE_LABELS[options.role]}`,
      after: { email, role: options.role },
    });
  });
  const link = `${config.publicUrl}/staff-invitation?token=${token}`;
  const account = existing?.emailVerified
    ? `You already have an account with this email: sign in as ${email}, then follow the link to accept.`
    : 'Follow the link to choose your name and password. Nobody else knows them, and nothing is granted until you accept.';
  await mailer.send({
    to: email,
    subject: `You are invited to join ${config.shopName} as ${STAFF_ROLE_LABELS[options.role]}`,
    text: `Hello,\n\n${options.actor.email} has invited you to the ${config.shopName} back office as ${STAFF_ROLE_LABELS[options.role]}.\n\n${account}\n\nAccept the invitation here (the link works once and expires in 7 days):\n${link}\n\nBefore the back office opens you will set up two-step verification (an authenticator app or a passkey).\n\nIf you were not expecting this, ignore this email: nothing happens unless you accept.\n\n${config.shopName}`,
  });
}

/** Withdraws a pending invitation; its link then says so. Audited. */
export async function revokeInvitation(
  db: Database,
  options: { id: string; actor: AuditActor },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(staffInvitations.id, options.id),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      )
      .returning({ email: staffInvitations.email, role: staffInvitations.role });
    if (!revoked) throw new AppError('not_found', 'That invitation is not pending.');
    await recordAudit(tx, options.actor, {
      action: 'staff.invitation_revoked',
      entityType: 'staff_invitation',
      entityId: options.id,
      summary: `Invitation of ${revoked.email} as ${STAFF_ROLE_LABELS[revoked.role]} withdrawn`,
    });
  });
}

type InvitationRow = typeof staffInvitations.$inferSelect;

/** The pending invitation of a link's token, or the plain reason it cannot be used (404/410). */
async function pendingInvitation(db: Database, token: string): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, sha256(token)));
  if (!row)
    throw new AppError('invitation_not_found', INVITATION_NOT_FOUND_MESSAGE, { status: 404 });
  if (row.acceptedAt)
    throw new AppError('invitation_used', INVITATION_USED_MESSAGE, { status: 410 });
  if (row.revokedAt) {
    throw new AppError('invitation_revoked', INVITATION_REVOKED_MESSAGE, { status: 410 });
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('invitation_expired', INVITATION_EXPIRED_MESSAGE, { status: 410 });
  }
  return row;
}

async function accountOf(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

export async function lookUpInvitation(
  db: Database,
  token: string,
): Promise<StaffInvitationLookupResponse> {
  const row = await pendingInvitation(db, token);
  const account = await accountOf(db, row.email);
  return {
    invitation: {
      email: row.email,
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
      needsAccount: !account?.emailVerified,
    },
  };
}

/** Marks the invitation used, in the acceptance's transaction: a second use finds none. */
async function consume(tx: Transaction, id: string, userId: string) {
  const [used] = await tx
    .update(staffInvitations)
    .set({ acceptedAt: new Date(), acceptedByUserId: userId })
    .where(
      and(
        eq(staffInvitations.id, id),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, new Date()),
      ),
    )
    .returning({ id: staffInvitations.id });
  if (!used) throw new AppError('invitation_used', INVITATION_USED_MESSAGE, { status: 410 });
}

/**
 * Accepts the invitation of `token`. `viewerUserId` is the signed-in account, if any.
 * `hashPassword` is better-auth's. Returns the account that now holds the role; the caller signs
 * a new account in.
 */
export async function acceptInvitation(
  deps: { db: Database; hashPassword: (password: string) => Promise<string> },
  options: {
    body: z.output<typeof acceptStaffInvitationSchema>;
    viewerUserId: string | null;
  },
): Promise<{ userId: string; email: string; role: StaffRole; created: boolean }> {
  const { db } = deps;
  const { body } = options;
  const invitation = await pendingInvitation(db, body.token);
  const account = await accountOf(db, invitation.email);
  const inviter: AuditActor = {
    id: invitation.invitedByUserId,
    email: invitation.invitedByEmail,
  };

  if (account?.emailVerified) {
    if (!options.viewerUserId) {
      throw new AppError('sign_in_required', INVITATION_SIGN_IN_MESSAGE, { status: 401 });
    }
    if (options.viewerUserId !== account.id) {
      throw new AppError('forbidden', INVITATION_OTHER_ACCOUNT_MESSAGE, { status: 403 });
    }
    await db.transaction(async (tx) => {
      await consume(tx, invitation.id, account.id);
      await recordAccepted(tx, { id: account.id, email: invitation.email }, invitation);
      await giveRole(tx, account.id, invitation.role, inviter);
    });
    return { userId: account.id, email: invitation.email, role: invitation.role, created: false };
  }

  const { firstName, lastName, password } = body;
  if (!firstName || !lastName || !password) {
    throw new AppError('validation_failed', INVITATION_DETAILS_MESSAGE, {
      fields: {
        ...(firstName ? {} : { firstName: ['First name is required'] }),
        ...(lastName ? {} : { lastName: ['Last name is required'] }),
        ...(password ? {} : { password: ['Password must be at least 8 characters'] }),
      },
    });
  }
  const passwordHash = await deps.hashPassword(password);
  const name = `${firstName} ${lastName}`;
  const userId = account?.id ?? randomUUID();
  if (account) {
    // An unconfirmed account of the address: following the link is the first proof of its inbox,
    // so nothing set before it stands (first-proof.ts), the password included.
    await voidWhatTheProverDidNotSet(db, { userId: account.id, nonce: null });
  }
  await db.transaction(async (tx) => {
    if (account) {
      await tx
        .update(users)
        .set({ name, firstName, lastName, emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, account.id));
      const updated = await tx
        .update(accounts)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(and(eq(accounts.userId, account.id), eq(accounts.providerId, 'credential')))
        .returning({ id: accounts.id });
      if (updated.length === 0) {
        await tx.insert(accounts).values({
          id: randomUUID(),
          accountId: account.id,
          providerId: 'credential',
          userId: account.id,
          password: passwordHash,
        });
      }
      await tx
        .insert(profiles)
        .values({ userId: account.id, firstName, lastName })
        .onConflictDoUpdate({ target: profiles.userId, set: { firstName, lastName } });
    } else {
      await tx.insert(users).values({
        id: userId,
        name,
        email: invitation.email,
        emailVerified: true,
        firstName,
        lastName,
      });
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
      });
      await tx.insert(profiles).values({ userId, firstName, lastName });
    }
    // After the account exists (the row names it); a second use finds the row taken and rolls
    // all of this back.
    await consume(tx, invitation.id, userId);
    await recordAccepted(tx, { id: userId, email: invitation.email }, invitation);
    await giveRole(tx, userId, invitation.role, inviter);
  });
  return { userId, email: invitation.email, role: invitation.role, created: true };
}

async function recordAccepted(tx: Transaction, actor: AuditActor, invitation: InvitationRow) {
  await recordAudit(tx, actor, {
    action: 'staff.invitation_accepted',
    entityType: 'staff_invitation',
    entityId: invitation.id,
    summary: `${invitation.email} accepted the invitation as ${STAFF_ROLE_LABELS[invitation.role]} (invited by ${invitation.invitedByEmail})`,
  });
}

/** The role the owner chose, granted in the owner's name (they decided it). */
async function giveRole(db: Transaction, userId: string, role: StaffRole, inviter: AuditActor) {
  await grantRole(db, userId, 'admin', inviter, role);
  await setStaffRole(db, userId, role, inviter);
}
