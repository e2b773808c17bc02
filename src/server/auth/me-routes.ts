import { Hono } from 'hono';
import type { MeResponse } from '../../core/api/store-types';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { answer } from '../http/contract';
import { findAssurance } from './assurance';
import type { Auth } from './auth';
import { loadViewer } from './guards';
import { findAccessProfile } from './roles';

export function createMeRoutes(auth: Auth, db: Database) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const viewer = await loadViewer(c, auth);
    if (!viewer) {
      const body: MeResponse = { user: null, roles: [], isAdmin: false, wholesaleStatus: null };
      return answer(c, 'GET /api/me', body);
    }
    const access = await findAccessProfile(db, viewer.user.id);
    const assurance = access.isAdmin
      ? await findAssurance(db, { userId: viewer.user.id, sessionId: viewer.session.id })
      : null;
    const body: MeResponse = {
      adminAssurance: assurance
        ? { hasFactor: assurance.hasVerifiedFactor, level: assurance.currentLevel }
        : null,
      user: {
        id: viewer.user.id,
        email: viewer.user.email,
        name: viewer.user.name,
        emailVerified: viewer.user.emailVerified,
      },
      ...access,
    };
    return answer(c, 'GET /api/me', body);
  });
}
