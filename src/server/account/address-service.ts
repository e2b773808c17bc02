import { and, desc, eq, sql } from 'drizzle-orm';
import type { AddressDto } from '../../core/api/account';
import type { AddressValues } from '../../core/schemas/address';
import type { Database } from '../db/client';
import { addresses } from '../db/schema/account';
import { AppError } from '../http/errors';

const ADDRESS_NOT_FOUND = 'Address not found';

function toAddressDto(row: typeof addresses.$inferSelect): AddressDto {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    country: row.country,
    zip: row.zip,
    phone: row.phone,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Default first, then newest first. */
export async function findAddresses(db: Database, userId: string): Promise<AddressDto[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddressDto);
}

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

/** The form's values as columns: optional fields left empty are stored as null. */
function toAddressFields(values: AddressValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    company: emptyToNull(values.company),
    address1: values.address1,
    address2: emptyToNull(values.address2),
    city: values.city,
    province: emptyToNull(values.province),
    country: values.country,
    zip: values.zip,
    phone: emptyToNull(values.phone),
  };
}

/** The first address a user saves is the default; later ones are not (one statement, no race). */
export async function createAddress(
  db: Database,
  userId: string,
  values: AddressValues,
): Promise<AddressDto> {
  return db.transaction(async (tx) => {
    // Serialise concurrent first inserts of one user so exactly one becomes the default.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    const [row] = await tx
      .insert(addresses)
      .values({
        userId,
        ...toAddressFields(values),
        isDefault: sql`not exists (select 1 from addresses where user_id = ${userId})`,
      })
      .returning();
    if (!row) throw new AppError('internal_error', 'Failed to add address');
    return toAddressDto(row);
  });
}

/** Another user's address answers 404, like a missing one. */
export async function deleteAddress(db: Database, userId: string, addressId: string) {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw new AppError('not_found', ADDRESS_NOT_FOUND);
}

/** Replaces an address's fields (the default flag stays). Another user's address answers 404. */
export async function updateAddress(
  db: Database,
  userId: string,
  addressId: string,
  values: AddressValues,
): Promise<AddressDto> {
  const [row] = await db
    .update(addresses)
    .set({
      ...toAddressFields(values),
    })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw new AppError('not_found', ADDRESS_NOT_FOUND);
  return toAddressDto(row);
}

/** Makes one address the default and every other address of the user not (one statement). */
export async function setDefaultAddress(
  db: Database,
  userId: string,
  addressId: string,
): Promise<AddressDto[]> {
  const changed = await db
    .update(addresses)
    .set({ isDefault: sql`${addresses.id} = ${addressId}` })
    .where(
      and(
        eq(addresses.userId, userId),
        sql`exists (select 1 from addresses a where a.id = ${addressId} and a.user_id = ${userId})`,
      ),
    )
    .returning({ id: addresses.id });
  if (changed.length === 0) throw new AppError('not_found', ADDRESS_NOT_FOUND);
  return findAddresses(db, userId);
}
