import { eq } from 'drizzle-orm';
import type { AccountDataExport } from '../../../core/api/account-data';
import {
  CUSTOMER_ERASE_MISMATCH,
  type CustomerEraseResponse,
} from '../../../core/api/admin-customers';
import {
  anonymiseAccountData,
  buildAccountExport,
  cancelSubscriptionsForErasure,
  countOwnOrders,
  sendAccountDeletedEmail,
} from '../../account/service';
import type { AppDeps } from '../../app-deps';
import type { AuditActor } from '../../audit/service';
import { recordAudit } from '../../audit/service';
import { findAccessProfile } from '../../auth/service';
import { users } from '../../db/schema/auth';
import { AppError } from '../../http/errors';
import { CUSTOMER_NOT_FOUND } from './customer-profile';

export const ERASE_STAFF_MESSAGE =
  'This account has a staff role. Remove it from the staff list before erasing it.';

/** The customer's own data export (the same file My Account gives them), audited. */
export async function exportCustomerData(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  actor: AuditActor,
): Promise<AccountDataExport> {
  const data = await buildAccountExport(deps.db, userId, deps.clock.now());
  await recordAudit(deps.db, actor, {
    action: 'customer.export',
    entityType: 'user',
    entityId: userId,
    summary: `${data.account.email}: personal data exported by staff`,
  });
  return data;
}

/**
 * Erasure on the customer's behalf (UK GDPR art. 17), the same steps as their own deletion:
 * live subscriptions cancelled through Shopify first (refused inside a minimum commitment),
 * orders kept for the accounts but anonymised, the user removed, the goodbye email, audited.
 * Staff accounts are refused: a role is removed first, by an owner.
 */
export async function eraseCustomer(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'clock'>,
  userId: string,
  confirmEmail: string,
  actor: AuditActor,
): Promise<CustomerEraseResponse> {
  const { db } = deps;
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('not_found', CUSTOMER_NOT_FOUND);
  if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('validation_failed', CUSTOMER_ERASE_MISMATCH, {
      fields: { confirmEmail: [CUSTOMER_ERASE_MISMATCH] },
    });
  }
  if ((await findAccessProfile(db, userId)).isAdmin) {
    throw new AppError('conflict', ERASE_STAFF_MESSAGE);
  }
  const cancelledSubscriptions = await cancelSubscriptionsForErasure(deps, userId);
  const anonymisedOrders = await countOwnOrders(db, userId);
  await anonymiseAccountData(db, user);
  await db.delete(users).where(eq(users.id, userId));
  await sendAccountDeletedEmail(deps.mailer, deps.config, user);
  // The entry names the account by id only: the email it had is what was erased.
  await recordAudit(db, actor, {
    action: 'customer.erase',
    entityType: 'user',
    entityId: userId,
    summary: `Customer erased by staff: ${anonymisedOrders} orders anonymised, ${cancelledSubscriptions} subscriptions cancelled`,
    after: { anonymisedOrders, cancelledSubscriptions },
  });
  return { erased: true, anonymisedOrders, cancelledSubscriptions };
}
