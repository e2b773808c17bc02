import { asc, eq } from 'drizzle-orm';
import { collectionProducts, collections } from '../db/schema/catalog';
import { startTestApp, type TestApp } from '../test/harness';

// Shared by the admin tests.

/** A seeded app and an admin as the admin area requires: verified, the admin role, TOTP, aal2. */
export async function startAdminApp() {
  const app = await startTestApp();
  const signedIn = await app.adminClient({ firstName: 'Ada', lastName: 'Admin' });
  return { app, admin: signedIn.client, adminUserId: signedIn.userId };
}

/** A valid product body with a unique title and handle. */
export function productBody(overrides: Record<string, unknown> = {}) {
  const suffix = Math.random().toString(36).slice(2, 8);
  return {
    title: `Test Honey ${suffix}`,
    handle: `test-honey-${suffix}`,
    body_html: '<p>Raw honey</p><script>alert(1)</script>',
    vendor: '',
    type: 'Honey',
    product_category: 'Food',
    published: true,
    image_url: '',
    seo_title: 'Test honey',
    seo_description: '',
    tags: ['honey'],
    variants: [{ title: '250g', price: '12.50', compareAtPrice: '15.00', shopifyGid: '' }],
    collectionIds: [] as string[],
    ...overrides,
  };
}

/** Catalogue reads for the app the test file started (`getApp` is read when called). */
export function catalogueQueries(getApp: () => TestApp) {
  async function collectionByHandle(handle: string) {
    const app = getApp();
    const [row] = await app.db.select().from(collections).where(eq(collections.handle, handle));
    if (!row) throw new Error(`no collection ${handle}`);
    return row;
  }

  async function positionsOf(collectionId: string) {
    const app = getApp();
    return app.db
      .select({ productId: collectionProducts.productId, position: collectionProducts.position })
      .from(collectionProducts)
      .where(eq(collectionProducts.collectionId, collectionId))
      .orderBy(asc(collectionProducts.position));
  }
  return { collectionByHandle, positionsOf };
}
