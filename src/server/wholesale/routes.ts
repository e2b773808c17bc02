import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { WholesaleApplicationDto } from '../../core/api/wholesale';
import type { AppDeps } from '../app-deps';
import {
  findAccessProfile,
  forwardSignUpProof,
  loadViewer,
  requireUser,
  viewerOf,
} from '../auth/service';
import { users } from '../db/schema/auth';
import type { AppEnv } from '../http/app-env';
import { answer, readBodyOf } from '../http/contract';
import { AppError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { isUuid } from '../http/validate';
import { buildTradeReorder, ORDER_NOT_FOUND_MESSAGE } from './reorder';
import {
  createWholesaleApplication,
  deleteUsers,
  findWholesaleApplicationForUser,
  findWholesaleProducts,
  sendApplicationReceivedEmail,
  sendApplyWhenSignedInEmail,
} from './trade-accounts';

function toApplicationDto(
  row: NonNullable<Awaited<ReturnType<typeof findWholesaleApplicationForUser>>>,
): WholesaleApplicationDto {
  return {
    id: row.id,
    companyName: row.companyName,
    status: row.status,
    // As c.json wrote the Dates before the contract typed them (ISO strings, same bytes).
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    // The reason staff gave with a rejection is the applicant's to read (the email says it too).
    rejectionReason: row.status === 'rejected' ? (row.decisionReason ?? null) : null,
  };
}

/** Mounted at /api/wholesale. */
export function createWholesaleRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  return new Hono<AppEnv>()
    .use(
      '/applications',
      rateLimit({
        store: deps.rateLimitStore,
        enabled: deps.config.rateLimitsEnabled,
        name: 'wholesale-application',
        max: 5,
        windowMs: 10 * 60_000,
      }),
    )
    .get('/application', requireUser(auth), async (c) => {
      const row = await findWholesaleApplicationForUser(db, viewerOf(c).user.id);
      c.header('Cache-Control', 'no-store');
      return answer(c, 'GET /api/wholesale/application', {
        application: row ? toApplicationDto(row) : null,
      });
    })
    .post('/applications', async (c) => {
      const viewer = await loadViewer(c, auth);
      if (viewer) {
        // A signed-in customer applies with their own account: the body has no account fields.
        const values = await readBodyOf(c, 'POST /api/wholesale/applications', 'customer');
        const row = await createWholesaleApplication(db, viewer.user.id, values);
        await sendApplicationReceivedEmail(deps, viewer.user.id, values.companyName);
        return answer(
          c,
          'POST /api/wholesale/applications',
          { application: toApplicationDto(row) },
          201,
        );
      }
      // A visitor: create the account and the application in one call: both or neither.
      const values = await readBodyOf(c, 'POST /api/wholesale/applications', 'visitor');
      const email = values.email.toLowerCase();
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      if (existing) {
        // Answered as a new application would be, so the answer does not say the address has an
        // account; its owner is told by email to sign in and apply (as sign-up does).
        await sendApplyWhenSignedInEmail(deps, email);
        return answer(
          c,
          'POST /api/wholesale/applications',
          {
            application: {
              id: randomUUID(),
              companyName: values.companyName,
              status: 'pending',
              approvedAt: null,
              createdAt: new Date().toISOString(),
              rejectionReason: null,
            },
          },
          201,
        );
      }
      const signUp = await auth.api.signUpEmail({
        body: {
          email,
          password: values.password,
          name: `${values.firstName} ${values.lastName}`,
          firstName: values.firstName,
          lastName: values.lastName,
          // The confirmation email's link comes back to the account page.
          callbackURL: '/account',
        },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      if (!signUp.ok) {
        const body = (await signUp.json().catch(() => null)) as { message?: string } | null;
        throw new AppError('sign_up_failed', body?.message ?? 'Failed to create account', {
          status: signUp.status === 422 ? 409 : 400,
        });
      }
      const created = (await signUp.json()) as { user: { id: string } };
      // Confirming in this browser keeps the password chosen here (auth/first-proof.ts).
      const proof = new Headers();
      forwardSignUpProof(signUp, proof);
      for (const cookie of proof.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      const { email: _e, password: _p, firstName: _f, lastName: _l, ...business } = values;
      let row: Awaited<ReturnType<typeof createWholesaleApplication>>;
      try {
        row = await createWholesaleApplication(db, created.user.id, business);
      } catch (err) {
        await deleteUsers(db, [created.user.id]);
        throw err;
      }
      await sendApplicationReceivedEmail(deps, created.user.id, business.companyName);
      // No session yet: the applicant signs in by following the confirmation link
      // (docs/decisions/057-verified-before-signed-in.md).
      return answer(
        c,
        'POST /api/wholesale/applications',
        { application: toApplicationDto(row) },
        201,
      );
    })
    .get('/products', requireUser(auth), async (c) => {
      const access = await findAccessProfile(db, viewerOf(c).user.id);
      if (access.wholesaleStatus !== 'approved') {
        throw new AppError(
          'forbidden',
          'The wholesale shop is open to approved wholesale accounts.',
        );
      }
      c.header('Cache-Control', 'private, no-store');
      return answer(c, 'GET /api/wholesale/products', {
        products: await findWholesaleProducts(db),
      });
    })
    .get('/orders/:id/reorder', requireUser(auth), async (c) => {
      const { user } = viewerOf(c);
      const access = await findAccessProfile(db, user.id);
      if (access.wholesaleStatus !== 'approved') {
        throw new AppError('forbidden', 'Reordering is open to approved wholesale accounts.');
      }
      c.header('Cache-Control', 'private, no-store');
      const id = c.req.param('id');
      if (!isUuid(id)) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
      return answer(
        c,
        'GET /api/wholesale/orders/:id/reorder',
        await buildTradeReorder(db, user.id, id),
      );
    });
}
