import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import type { AdminStaffResponse } from '../../../../core/api/admin-customers';
import { formatLongDate, toLondonDate } from '../../../../core/dates';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../core/staff/staff-roles';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PageSpinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useMeOrAnonymous } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { addStaff, changeStaffRole, customerKeys, removeStaff, staffQuery } from '../customers/api';
import { OptionSelect } from '../list-parts';
import { StaffInvitations } from './staff-invitations';

const ROLE_HELP: Record<StaffRole, string> = {
  owner: 'Everything, including staff roles and exports of personal data.',
  staff: 'Orders, customers, catalogue, stock, reviews and approvals; refunds up to the limit.',
  fulfilment: 'Orders only: view them and mark them shipped.',
};

function RoleSelect(props: {
  id: string;
  value: StaffRole;
  disabled?: boolean;
  onChange: (role: StaffRole) => void;
}) {
  return (
    <OptionSelect
      {...props}
      options={STAFF_ROLES}
      optionLabel={(role) => STAFF_ROLE_LABELS[role]}
      triggerClassName="w-full sm:w-40"
    />
  );
}

/** The staff tab (owners): who may use the back office and with which role. */
export function StaffPanel() {
  const me = useMeOrAnonymous();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(staffQuery());
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('fulfilment');
  const onSaved = (next: AdminStaffResponse) => queryClient.setQueryData(customerKeys.staff, next);
  const add = useMutation({
    mutationFn: () => addStaff(email, role),
    onSuccess: (next) => {
      onSaved(next);
      setEmail('');
      toast.success(`${email} added as ${STAFF_ROLE_LABELS[role]}`);
    },
  });
  const change = useMutation({
    mutationFn: (vars: { userId: string; role: StaffRole }) =>
      changeStaffRole(vars.userId, vars.role),
    onSuccess: (next) => {
      onSaved(next);
      toast.success('Role changed');
    },
    onError: (err) =>
      toast.error('Could not change the role', { description: getErrorMessage(err) }),
  });
  const remove = useMutation({
    mutationFn: (member: { userId: string; email: string }) => removeStaff(member.userId),
    onSuccess: (next, member) => {
      onSaved(next);
      toast.success(`${member.email} removed from staff and signed out`);
    },
    onError: (err) => toast.error('Could not remove them', { description: getErrorMessage(err) }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Staff</CardTitle>
        <CardDescription>
          Roles decide what each person may do; every change is in the audit log.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {isPending ? (
          <PageSpinner label="Loading staff" className="min-h-24" />
        ) : isError ? (
          <p className="text-destructive text-sm">Could not load the staff.</p>
        ) : (
          <ul className="divide-y divide-border">
            {data.staff.map((member) => (
              <li
                key={member.userId}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="min-w-0">
                  <p className="font-medium">{member.name}</p>
                  <p className="break-all text-muted-foreground text-sm">{member.email}</p>
                  <p className="text-muted-foreground text-xs">{ROLE_HELP[member.role]}</p>
                  <p className="text-muted-foreground text-xs">
                    {member.lastActiveAt
                      ? `Last active ${formatLongDate(toLondonDate(new Date(member.lastActiveAt)))}`
                      : 'Not signed in'}
                  </p>
                </div>
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`role-${member.userId}`} className="sr-only">
                    Role of {member.email}
                  </Label>
                  <RoleSelect
                    id={`role-${member.userId}`}
                    value={member.role}
                    disabled={member.userId === me.user?.id || change.isPending}
                    onChange={(next) => change.mutate({ userId: member.userId, role: next })}
                  />
                  {member.userId === me.user?.id ? null : (
                    <ConfirmAction
                      title={`Remove ${member.email} from staff?`}
                      description="They lose back-office access and are signed out everywhere at once. Their customer account stays."
                      confirmLabel="Remove from staff"
                      onConfirm={() =>
                        remove.mutateAsync(member).then(
                          () => undefined,
                          () => undefined,
                        )
                      }
                      trigger={
                        <Button size="sm" variant="outline" disabled={remove.isPending}>
                          <UserMinus aria-hidden="true" />
                          Remove
                        </Button>
                      }
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <StaffInvitations />
        <form
          className="grid gap-3 sm:grid-cols-[2fr_auto_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="staff-email">Add a person by their account email</Label>
            <p className="text-muted-foreground text-xs">
              At once, for someone who already has a confirmed account here.
            </p>
            <Input
              id="staff-email"
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="staff-role">Role</Label>
            <RoleSelect id="staff-role" value={role} onChange={setRole} />
          </div>
          <Button type="submit" disabled={add.isPending}>
            Add to staff
          </Button>
          {add.isError ? (
            <p role="alert" className="text-destructive text-sm sm:col-span-3">
              {getErrorMessage(add.error)}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
