/**
 * Mounted at /api/admin/staff (owners only, admin/route-permissions.ts): who has a back-office
 * role and when they were last active, adding an existing account as staff, changing a role,
 * removing someone who has left (their sessions end at once), inviting someone by email and
 * withdrawing an invitation (staff-invitations.ts). Changes need a fresh second
 * factor (step-up) and are audited (auth/roles.ts).
 */
import { and, asc, eq, max } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AdminStaffResponse } from '../../core/api/admin-customers';
import type { AppDeps } from '../app-deps';
import { actorOf } from '../audit/service';
import {
  findAccessProfile,
  grantRole,
  removeStaffMember,
  requireAdminAssurance,
  requireStepUp,
  setStaffRole,
  viewerOf,
} from '../auth/service';
import type { Database } from '../db/client';
import { userRoles } from '../db/schema/account';
import { sessions, users } from '../db/schema/auth';
import { staffRoles } from '../db/schema/staff';
import type { AppEnv } from '../http/app-env';
import { answer, readBody } from '../http/contract';
import { AppError } from '../http/errors';
import { noStore } from '../http/no-store';
import { inviteStaff, listPendingInvitations, revokeInvitation } from './staff-invitations';

export const NO_ACCOUNT_MESSAGE =
  'No confirmed account has that email. Ask them to sign up and confirm their email first.';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another owner.';
export const NOT_STAFF_MESSAGE = 'That account is not a member of staff.';

async function listStaff(db: Database): Promise<AdminStaffResponse> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: staffRoles.role,
      twoFactorEnabled: users.twoFactorEnabled,
      lastActiveAt: max(sessions.updatedAt),
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(staffRoles, eq(staffRoles.userId, userRoles.userId))
    .leftJoin(sessions, eq(sessions.userId, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .groupBy(users.id, staffRoles.role)
    .orderBy(asc(users.email));
  return {
    staff: rows.map(({ twoFactorEnabled, lastActiveAt, ...r }) => ({
      ...r,
      hasSecondFactor: Boolean(twoFactorEnabled),
      lastActiveAt: lastActiveAt ? new Date(lastActiveAt).toISOString() : null,
    })),
  };
}

export function createAdminStaffRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  return (
    new Hono<AppEnv>()
      .use('*', requireAdminAssurance(auth, db))
      .use('*', noStore)
      .get('/', async (c) => answer(c, 'GET /api/admin/staff', await listStaff(db)))
      .get('/invitations', async (c) =>
        answer(c, 'GET /api/admin/staff/invitations', await listPendingInvitations(db)),
      )
      // Only owners reach these (staff.manage), so nobody invites with a role above their own.
      .post('/invitations', requireStepUp(auth, db), async (c) => {
        const { email, role } = await readBody(c, 'POST /api/admin/staff/invitations');
        const { user } = viewerOf(c);
        await inviteStaff(deps, { email, role, actor: { id: user.id, email: user.email } });
        return answer(
          c,
          'POST /api/admin/staff/invitations',
          await listPendingInvitations(db),
          201,
        );
      })
      .delete('/invitations/:id', requireStepUp(auth, db), async (c) => {
        await revokeInvitation(db, { id: c.req.param('id'), actor: actorOf(c) });
        return answer(
          c,
          'DELETE /api/admin/staff/invitations/:id',
          await listPendingInvitations(db),
        );
      })
      .post('/', requireStepUp(auth, db), async (c) => {
        const { email, role } = await readBody(c, 'POST /api/admin/staff');
        const [user] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.emailVerified, true)));
        if (!user) throw new AppError('not_found', NO_ACCOUNT_MESSAGE);
        if (user.id === viewerOf(c).user.id) throw new AppError('conflict', OWN_ROLE_MESSAGE);
        const actor = actorOf(c);
        // An existing admin keeps their row and gets the new role; a new one gets both at once.
        await grantRole(db, user.id, 'admin', actor, role);
        await setStaffRole(db, user.id, role, actor);
        return answer(c, 'POST /api/admin/staff', await listStaff(db), 201);
      })
      .put('/:userId/role', requireStepUp(auth, db), async (c) => {
        const { role } = await readBody(c, 'PUT /api/admin/staff/:userId/role');
        const userId = c.req.param('userId');
        if (userId === viewerOf(c).user.id) throw new AppError('conflict', OWN_ROLE_MESSAGE);
        if (!(await findAccessProfile(db, userId)).isAdmin) {
          throw new AppError('not_found', NOT_STAFF_MESSAGE);
        }
        await setStaffRole(db, userId, role, actorOf(c));
        return answer(c, 'PUT /api/admin/staff/:userId/role', await listStaff(db));
      })
      .delete('/:userId', requireStepUp(auth, db), async (c) => {
        const userId = c.req.param('userId');
        if (userId === viewerOf(c).user.id) throw new AppError('conflict', OWN_ROLE_MESSAGE);
        if (!(await findAccessProfile(db, userId)).isAdmin) {
          throw new AppError('not_found', NOT_STAFF_MESSAGE);
        }
        await removeStaffMember(db, userId, actorOf(c));
        return answer(c, 'DELETE /api/admin/staff/:userId', await listStaff(db));
      })
  );
}
