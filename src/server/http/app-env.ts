import type { StaffRole } from '../../core/staff/staff-roles';
import type { Logger } from '../lib/logger';

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
