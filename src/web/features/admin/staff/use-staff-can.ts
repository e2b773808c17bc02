import { type Permission, roleCan } from '../../../../core/staff/staff-roles';
import { useMeOrAnonymous } from '../../../lib/session';

/**
 * What the signed-in staff member's role allows, to hide what they cannot use. The server checks
 * every request itself (src/server/admin/route-permissions.ts); this only spares a 403.
 */
export function useStaffCan(): (permission: Permission) => boolean {
  const me = useMeOrAnonymous();
  return (permission) => roleCan(me.staffRole, permission);
}
