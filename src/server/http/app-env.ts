import type { Context } from 'hono';
import type { StaffRole } from '../../core/staff/staff-roles';
import type { Logger } from '../lib/logger';
import { AppError } from './errors';

export type Viewer = {
  user: {
    id: string;
    email: string;
    name: string;
    twoFactorEnabled: boolean;
    emailVerified: boolean;
  };
  session: { id: string; token: string };
};

/** Hono context variables shared by every route. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** The client's address (socket, or X-Forwarded-For with TRUST_PROXY); for rate limits. */
    clientIp: string;
    logger: Logger;
    /** Loaded lazily by auth/guards: undefined until asked, null when signed out. */
    viewer: Viewer | null | undefined;
    /** Set by the admin permission guard (admin/route-permissions.ts) on /api/admin routes. */
    staffRole: StaffRole | null | undefined;
  };
};

/** The signed-in viewer that a guard (auth/guards.ts `requireUser`, `loadViewer`) has loaded; 401 without one. */
export function viewerOf(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw new AppError('unauthorized', 'Please sign in to continue.');
  return viewer;
}
