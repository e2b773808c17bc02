import type { Database } from '../db/client';
import { wholesaleAccounts } from '../db/schema/wholesale';

/**
 * Makes `userId` an approved trade customer directly in the database (the application and its
 * approval have their own tests in wholesale/): trade prices and the £200 minimum then apply.
 */
export async function insertApprovedTradeAccount(db: Database, userId: string): Promise<void> {
  await insertTradeAccount(db, userId, 'approved');
}

/** A trade application in `status` (pending, rejected…): only `approved` earns trade prices. */
export async function insertTradeAccount(
  db: Database,
  userId: string,
  status: 'pending' | 'approved' | 'rejected',
): Promise<void> {
  await db.insert(wholesaleAccounts).values({
    userId,
    companyName: 'Cupping Clinic Ltd',
    businessType: 'Clinic',
    yearsInBusiness: '1-3',
    numberOfLocations: '1',
    annualRevenueRange: 'Under £100k',
    primaryMarket: 'UK',
    productCategoriesInterest: ['Cupping'],
    estimatedMonthlyOrderVolume: '500-1000',
    businessAddress: { address: '1 Clinic Row', city: 'Leicester', country: 'UK', zip: 'LE1 1AA' },
    howDidYouHear: 'Search',
    status,
    approvedAt: status === 'approved' ? new Date() : null,
  });
}
