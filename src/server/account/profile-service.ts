import { eq } from 'drizzle-orm';
import type { ProfileAddressDto, ProfileDto } from '../../core/api/account';
import { buildProfileRecord, type ProfileValues } from '../../core/schemas/profile';
import type { Database } from '../db/client';
import { type PostalAddress, profiles } from '../db/schema/account';
import { users } from '../db/schema/auth';

function toProfileAddress(value: PostalAddress | null | undefined): ProfileAddressDto {
  return {
    address1: value?.address1 ?? '',
    address2: value?.address2 ?? '',
    city: value?.city ?? '',
    province: value?.province ?? '',
    country: value?.country ?? '',
    zip: value?.zip ?? '',
  };
}

export async function findProfile(
  db: Database,
  viewer: { userId: string; email: string },
): Promise<ProfileDto> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, viewer.userId));
  return {
    email: viewer.email,
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    phone: row?.phone ?? '',
    billingAddress: toProfileAddress(row?.billingAddress),
    shippingAddress: toProfileAddress(row?.shippingAddress),
    emailOptIn: row?.emailOptIn ?? false,
    smsOptIn: row?.smsOptIn ?? false,
  };
}

/** Saves the profile (shipping copies billing when sameAsBilling) and the user's display name. */
export async function updateProfile(
  db: Database,
  viewer: { userId: string; email: string },
  values: ProfileValues,
): Promise<ProfileDto> {
  const record = buildProfileRecord(values);
  const now = new Date();
  const fields = {
    firstName: record.first_name,
    lastName: record.last_name,
    phone: record.phone,
    billingAddress: record.billing_address,
    shippingAddress: record.shipping_address,
    emailOptIn: record.email_opt_in,
    smsOptIn: record.sms_opt_in,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId: viewer.userId, ...fields })
      .onConflictDoUpdate({ target: profiles.userId, set: fields });
    await tx
      .update(users)
      .set({
        firstName: record.first_name,
        lastName: record.last_name,
        name: `${record.first_name} ${record.last_name}`,
        updatedAt: now,
      })
      .where(eq(users.id, viewer.userId));
  });
  return {
    email: viewer.email,
    firstName: record.first_name,
    lastName: record.last_name,
    phone: record.phone,
    billingAddress: toProfileAddress(record.billing_address),
    shippingAddress: toProfileAddress(record.shipping_address),
    emailOptIn: record.email_opt_in,
    smsOptIn: record.sms_opt_in,
  };
}
