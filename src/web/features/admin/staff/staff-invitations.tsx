import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailPlus, X } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate, toLondonDate } from '../../../../core/dates';
import type { StaffInvitationsResponse } from '../../../../core/schemas/staff-invitation';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../core/staff/staff-roles';
import { Button } from '../../../components/ui/button';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  customerKeys,
  inviteStaff,
  revokeStaffInvitation,
  staffInvitationsQuery,
} from '../customers/api';
import { OptionSelect } from '../list-parts';

/**
 * The Staff panel's invitations (owners): invite by email with a role, see who has not accepted
 * yet, withdraw an invitation (docs/decisions/128-staff-invitations.md).
 */
export function StaffInvitations() {
  const queryClient = useQueryClient();
  const { data } = useQuery(staffInvitationsQuery());
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('fulfilment');
  const onSaved = (next: StaffInvitationsResponse) =>
    queryClient.setQueryData(customerKeys.invitations, next);
  const invite = useMutation({
    mutationFn: () => inviteStaff(email, role),
    onSuccess: (next) => {
      onSaved(next);
      setEmail('');
      toast.success(`Invitation sent to ${email}`);
    },
  });
  const revoke = useMutation({
    mutationFn: (invitation: { id: string; email: string }) => revokeStaffInvitation(invitation.id),
    onSuccess: (next, invitation) => {
      onSaved(next);
      toast.success(`Invitation to ${invitation.email} withdrawn`);
    },
    onError: (err) =>
      toast.error('Could not withdraw the invitation', { description: getErrorMessage(err) }),
  });
  const pending = data?.invitations ?? [];
  return (
    <section aria-labelledby="staff-invitations" className="flex flex-col gap-3">
      <h3 id="staff-invitations" className="font-medium">
        Invite someone
      </h3>
      <p className="text-muted-foreground text-sm">
        They get an email with a link (it works once, for 7 days). They choose their own password
        and set up two-step verification; the role is theirs only once they accept.
      </p>
      <form
        className="grid gap-3 sm:grid-cols-[2fr_auto_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          invite.mutate();
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="invite-email">Email to invite</Label>
          <Input
            id="invite-email"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="invite-role">Role to offer</Label>
          <OptionSelect
            id="invite-role"
            value={role}
            onChange={setRole}
            options={STAFF_ROLES}
            optionLabel={(r) => STAFF_ROLE_LABELS[r]}
            triggerClassName="w-full sm:w-40"
          />
        </div>
        <Button type="submit" disabled={invite.isPending}>
          <MailPlus aria-hidden="true" />
          Send invitation
        </Button>
        {invite.isError ? (
          <p role="alert" className="text-destructive text-sm sm:col-span-3">
            {getErrorMessage(invite.error)}
          </p>
        ) : null}
      </form>
      {pending.length > 0 ? (
        <ul aria-label="Pending invitations" className="divide-y divide-border">
          {pending.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center justify-between gap-3 py-2"
            >
              <div className="min-w-0 text-sm">
                <p className="break-all font-medium">{invitation.email}</p>
                <p className="text-muted-foreground text-xs">
                  {STAFF_ROLE_LABELS[invitation.role]} · invited by {invitation.invitedByEmail} ·
                  expires {formatLongDate(toLondonDate(new Date(invitation.expiresAt)))}
                </p>
              </div>
              <ConfirmAction
                title={`Withdraw the invitation to ${invitation.email}?`}
                description="Their link will say the invitation was withdrawn. You can invite them again later."
                confirmLabel="Withdraw invitation"
                onConfirm={() =>
                  revoke.mutateAsync(invitation).then(
                    () => undefined,
                    () => undefined,
                  )
                }
                trigger={
                  <Button size="sm" variant="outline" disabled={revoke.isPending}>
                    <X aria-hidden="true" />
                    Withdraw
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
