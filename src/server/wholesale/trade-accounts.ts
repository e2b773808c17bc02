import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WholesaleProductDto } from '../../core/api/store-types';
import { WHOLESALE_REVIEW_TIME_SENTENCE } from '../../core/content/wholesale-page';
import { formatPenceAsDecimal, parsePence } from '../../core/money';
import { computeTradeLineVat } from '../../core/pricing/trade-vat';
import { toVatRatePercent } from '../../core/pricing/vat';
import { computeWholesalePricing } from '../../core/pricing/wholesale';
import {
  buildWholesaleAccountRecord,
  type WholesaleApplicationValues,
} from '../../core/schemas/wholesale';
import { DECISION_REASON_REQUIRED } from '../../core/schemas/wholesale-decision';
import { OWN_CASE_CODE } from '../../core/staff/staff-roles';
import type { AppDeps } from '../app-deps';
import { type AuditActor, recordAudit } from '../audit/service';
import { findCheapestVariants, isWholesaleSql, toVariantDto } from '../catalog/service';
import type { Database } from '../db/client';
import { profiles, userRoles } from '../db/schema/account';
import { users } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { type WholesaleStatus, wholesaleAccounts } from '../db/schema/wholesale';

export type WholesaleAccountRow = typeof wholesaleAccounts.$inferSelect;

import { AppError } from '../http/errors';

export type BusinessApplication = Omit<
  WholesaleApplicationValues,
  'email' | 'password' | 'firstName' | 'lastName'
>;

export const OWN_APPLICATION_MESSAGE =
  'You cannot decide your own trade application. Ask another member of staff.';
export const DUPLICATE_APPLICATION_MESSAGE =
  'You have already applied for a wholesale account. We will email you once it has been reviewed.';

function toRow(userId: string, values: BusinessApplication) {
  const record = buildWholesaleAccountRecord({
    ...values,
    email: '',
    password: '',
    firstName: '',
    lastName: '',
  } as WholesaleApplicationValues);
  return {
    userId,
    companyName: record.company_name,
    businessType: record.business_type,
    taxId: record.tax_id,
    businessRegistrationNumber: record.business_registration_number,
    yearsInBusiness: record.years_in_business,
    numberOfLocations: record.number_of_locations,
    annualRevenueRange: record.annual_revenue_range,
    primaryMarket: record.primary_market,
    productCategoriesInterest: record.product_categories_interest,
    estimatedMonthlyOrderVolume: record.estimated_monthly_order_volume,
    website: record.website,
    businessAddress: record.business_address,
    socialMediaLinks: {
      ...(record.social_media_links.instagram
        ? { instagram: record.social_media_links.instagram }
        : {}),
      ...(record.social_media_links.facebook
        ? { facebook: record.social_media_links.facebook }
        : {}),
    },
    howDidYouHear: record.how_did_you_hear,
    additionalNotes: record.additional_notes,
    status: 'pending' as const,
  };
}

/** Inserts the application (status pending). One per user: a second answers 409. */
export async function createWholesaleApplication(
  db: Database,
  userId: string,
  values: BusinessApplication,
) {
  const [row] = await db
    .insert(wholesaleAccounts)
    .values(toRow(userId, values))
    .onConflictDoNothing({ target: wholesaleAccounts.userId })
    .returning();
  if (!row) throw new AppError('conflict', DUPLICATE_APPLICATION_MESSAGE);
  return row;
}

export async function findWholesaleApplicationForUser(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(wholesaleAccounts)
    .where(eq(wholesaleAccounts.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Admin list: applications newest first with the applicant's profile names and email. */
export async function listWholesaleApplications(db: Database) {
  const decider = alias(profiles, 'decider');
  const deciderUser = alias(users, 'decider_user');
  return db
    .select({
      account: wholesaleAccounts,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
      decidedByName: sql<string | null>`coalesce(
        nullif(trim(concat_ws(' ', ${decider.firstName}, ${decider.lastName})), ''),
        ${deciderUser.email})`,
    })
    .from(wholesaleAccounts)
    .leftJoin(decider, eq(decider.userId, wholesaleAccounts.decidedBy))
    .leftJoin(deciderUser, eq(deciderUser.id, wholesaleAccounts.decidedBy))
    .leftJoin(profiles, eq(profiles.userId, wholesaleAccounts.userId))
    .leftJoin(users, eq(users.id, wholesaleAccounts.userId))
    .orderBy(desc(wholesaleAccounts.createdAt));
}

/**
 * Decide an application. Approve: stamps approved_at and grants the
 * 'wholesale' role; reject: no role (and takes it away when changing an approval). Deciding what
 * is already decided changes nothing. Changing a decision (approved ↔ rejected) needs a reason,
 * stored with who decided and when; all in one transaction, the applicant is emailed after it.
 */
export async function setWholesaleStatus(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger'>,
  accountId: string,
  decision: { status: Exclude<WholesaleStatus, 'pending'>; reason?: string | undefined },
  actor: AuditActor | null = null,
) {
  const { status } = decision;
  const reason = decision.reason?.trim() || null;
  const updated = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(wholesaleAccounts)
      .where(eq(wholesaleAccounts.id, accountId))
      .for('update')
      .limit(1);
    if (!current) throw new AppError('not_found', 'Wholesale application not found');
    if (actor?.id && current.userId === actor.id) {
      throw new AppError(OWN_CASE_CODE, OWN_APPLICATION_MESSAGE, { status: 403 });
    }
    if (current.status === status) return { row: current, changed: false };
    if (current.status !== 'pending' && !reason) {
      throw new AppError('validation_failed', DECISION_REASON_REQUIRED, {
        fields: { reason: [DECISION_REASON_REQUIRED] },
      });
    }
    const now = new Date();
    const [row] = await tx
      .update(wholesaleAccounts)
      .set({
        status,
        approvedAt: status === 'approved' ? now : null,
        decisionReason: reason,
        decidedAt: now,
        decidedBy: actor?.id ?? null,
      })
      .where(and(eq(wholesaleAccounts.id, accountId), eq(wholesaleAccounts.status, current.status)))
      .returning();
    if (!row) throw new AppError('conflict', 'This application was changed by someone else.');
    if (status === 'approved') {
      await tx
        .insert(userRoles)
        .values({ userId: row.userId, role: 'wholesale' })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, row.userId), eq(userRoles.role, 'wholesale')));
    }
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'wholesale.decide',
        entityType: 'wholesale_application',
        entityId: row.id,
        summary: `${row.companyName}: ${current.status} → ${status}${reason ? ` (${reason})` : ''}`,
        before: { status: current.status, decisionReason: current.decisionReason },
        after: { status: row.status, decisionReason: row.decisionReason },
      });
    }
    return { row, changed: true };
  });
  if (updated.changed) await sendDecisionEmail(deps, updated.row.userId, status, reason);
  return updated.row;
}

/** The applicant's account email and the greeting the wholesale emails open with. */
async function applicantToGreet(deps: Pick<AppDeps, 'db'>, userId: string) {
  const [user] = await deps.db
    .select({ email: users.email, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  return { email: user.email, hello: user.firstName ? `Hello ${user.firstName},` : 'Hello,' };
}

/**
 * "Application received": queued after an application is stored, for the
 * applicant's account email. Never fails the application.
 */
export async function sendApplicationReceivedEmail(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger'>,
  userId: string,
  companyName: string,
) {
  const user = await applicantToGreet(deps, userId);
  if (!user) return;
  const shop = deps.config.shopName;
  const { hello } = user;
  try {
    await deps.mailer.send({
      to: user.email,
      subject: `We have received your ${shop} wholesale application`,
      text: `${hello}\n\nThank you for applying for a wholesale account for ${companyName}. ${WHOLESALE_REVIEW_TIME_SENTENCE} We will email you when we have decided. You can see the status of your application in your account:\n${deps.config.publicUrl}/wholesale\n\n${shop}`,
    });
  } catch (err) {
    deps.logger.warn({ err }, 'could not queue the application received email');
  }
}

/**
 * A visitor applied with the email of an existing account: the account's owner is told to sign
 * in and apply from the wholesale page; the visitor's answer is the same as for a new address.
 */
export async function sendApplyWhenSignedInEmail(
  deps: Pick<AppDeps, 'mailer' | 'config' | 'logger'>,
  email: string,
) {
  const shop = deps.config.shopName;
  try {
    await deps.mailer.send({
      to: email,
      subject: `Your ${shop} wholesale application`,
      text: `Hello,\n\nSomeone asked to open a wholesale account with this email address, which already has a ${shop} account, so no application was made. If it was you, sign in and apply from the wholesale page:\n${deps.config.publicUrl}/wholesale\n\nIf it was not you, you can ignore this email: nothing has changed in your account.\n\n${shop}`,
    });
  } catch (err) {
    deps.logger.warn({ err }, 'could not queue the apply-when-signed-in email');
  }
}

async function sendDecisionEmail(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'logger'>,
  userId: string,
  status: 'approved' | 'rejected',
  reason: string | null,
) {
  const user = await applicantToGreet(deps, userId);
  if (!user) return;
  const shop = deps.config.shopName;
  const { hello } = user;
  const message =
    status === 'approved'
      ? {
          subject: `Your ${shop} wholesale account is approved`,
          text: `${hello}\n\nGood news: your wholesale application has been approved. Sign in and open the Wholesale Shop to see trade prices:\n${deps.config.publicUrl}/wholesale-shop\n\nThe minimum wholesale order is £200 (excluding cups and cupping equipment).\n\n${shop}`,
        }
      : {
          subject: `Your ${shop} wholesale application`,
          text: `${hello}\n\nThank you for applying for a wholesale account. We are unable to approve your application at the moment.${reason ? `\n\nThe reason we gave: ${reason}` : ''}\n\nReply to this email if you would like to talk it through.\n\n${shop}`,
        };
  try {
    await deps.mailer.send({ to: user.email, ...message });
  } catch (err) {
    deps.logger.warn({ err }, 'could not queue the wholesale decision email');
  }
}

/** Wholesale products (title or tag contains 'wholesale') with trade pricing, by sort order. */
export async function findWholesaleProducts(db: Database): Promise<WholesaleProductDto[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.published, true), isWholesaleSql))
    .orderBy(asc(products.sortOrder), asc(products.title));
  const cheapest = await findCheapestVariants(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((row) => {
    const variant = cheapest.get(row.id);
    if (!variant) return [];
    const pricing = computeWholesalePricing({
      wholesalePence: parsePence(variant.price),
      compareAtPence: variant.compareAtPrice ? parsePence(variant.compareAtPrice) : null,
    });
    return [
      {
        id: row.id,
        handle: row.handle,
        title: row.title,
        description: row.description,
        imageUrl: row.imageUrl ?? row.images[0]?.src ?? null,
        variant: toVariantDto(variant),
        wholesalePrice: formatPenceAsDecimal(pricing.wholesalePence),
        vatRatePercent: toVatRatePercent(row.vatRatePercent),
        wholesalePriceIncVat: formatPenceAsDecimal(
          computeTradeLineVat(pricing.wholesalePence, 1, row.vatRatePercent).unitGrossPence,
        ),
        retailPrice: formatPenceAsDecimal(pricing.retailPence),
        profitPercent: pricing.profitPercent,
      },
    ];
  });
}

export async function deleteUsers(db: Database, userIds: string[]) {
  if (userIds.length > 0) await db.delete(users).where(inArray(users.id, userIds));
}
