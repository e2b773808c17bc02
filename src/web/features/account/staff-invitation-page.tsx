import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  INVITATION_NOT_FOUND_MESSAGE,
  newStaffAccountSchema,
} from '../../../core/schemas/staff-invitation';
import { STAFF_ROLE_LABELS } from '../../../core/staff/staff-roles';
import { Button, buttonVariants } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PageSpinner } from '../../components/ui/spinner';
import { api, getErrorMessage } from '../../lib/api-client';
import { meQuery, useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /staff-invitation?token=… from an owner's invitation email (docs/decisions/128-staff-invitations.md).
 * Says plainly when the link is expired, withdrawn or used. Someone without a confirmed account
 * names themselves and chooses a password; someone with one accepts signed in as it. Then the
 * back office, which first asks them to set up a second factor.
 */
export function Component() {
  useDocumentTitle('Join the team');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const me = useMe();
  const invitation = useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: () => api('POST /api/staff-invitations/lookup', { body: { token } }),
    enabled: token !== '',
    retry: false,
  });

  let content: ReactNode;
  if (!token) content = <Refused message={INVITATION_NOT_FOUND_MESSAGE} />;
  else if (invitation.isPending || me.isPending) {
    content = <PageSpinner label="Checking your invitation" />;
  } else if (invitation.isError) content = <Refused message={getErrorMessage(invitation.error)} />;
  else {
    const { email, role, needsAccount } = invitation.data.invitation;
    const signedInAs = me.data?.user?.email ?? null;
    content = (
      <>
        <p className="mt-2 text-muted-foreground">
          You are invited to the back office as <strong>{STAFF_ROLE_LABELS[role]}</strong>, with the
          email <strong className="break-all">{email}</strong>. Before it opens you will set up
          two-step verification.
        </p>
        {needsAccount ? (
          <NewAccountForm token={token} />
        ) : signedInAs === email ? (
          <AcceptButton token={token} />
        ) : (
          <div className="mt-6 flex flex-col gap-3">
            <p>
              {signedInAs
                ? `You are signed in as ${signedInAs}. Sign out, sign in as ${email}, then open the link from the email again.`
                : `You already have an account with this email. Sign in as ${email}, then open the link from the email again.`}
            </p>
            {signedInAs ? null : (
              <Link to="/auth" className={buttonVariants({ size: 'lg' })}>
                Sign in
              </Link>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <div className="flex-1 bg-gradient-to-b from-sand via-background to-background">
      <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
        <div className="rounded-3xl border border-border/70 bg-surface p-6 shadow-soft sm:p-8">
          <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <UserPlus aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-h2">Join the team</h1>
          {content}
        </div>
      </div>
    </div>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <div className="mt-4 flex flex-col gap-4">
      <FormAlert message={message} />
      <Link to="/" className="text-primary underline">
        Back to the shop
      </Link>
    </div>
  );
}

function useAccepted() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (role: keyof typeof STAFF_ROLE_LABELS) => {
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    toast.success(`Welcome to the team as ${STAFF_ROLE_LABELS[role]}`);
    navigate('/admin', { replace: true });
  };
}

function AcceptButton({ token }: { token: string }) {
  const accepted = useAccepted();
  const accept = useMutation({
    mutationFn: () => api('POST /api/staff-invitations/accept', { body: { token } }),
    onSuccess: (result) => accepted(result.role),
  });
  return (
    <div className="mt-6 flex flex-col gap-3">
      {accept.isError ? <FormAlert message={getErrorMessage(accept.error)} /> : null}
      <Button size="lg" onClick={() => accept.mutate()} loading={accept.isPending}>
        Accept the invitation
      </Button>
    </div>
  );
}

function NewAccountForm({ token }: { token: string }) {
  const accepted = useAccepted();
  const form = useForm<
    z.input<typeof newStaffAccountSchema>,
    unknown,
    z.output<typeof newStaffAccountSchema>
  >({
    resolver: zodResolver(newStaffAccountSchema),
    defaultValues: { firstName: '', lastName: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const accept = useMutation({
    mutationFn: (values: z.output<typeof newStaffAccountSchema>) =>
      api('POST /api/staff-invitations/accept', { body: { token, ...values } }),
    onSuccess: (result) => accepted(result.role),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    await accept.mutateAsync(values).catch(() => undefined);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4">
      <FormField label="First name" error={errors.firstName?.message} required>
        <Input autoComplete="given-name" {...form.register('firstName')} />
      </FormField>
      <FormField label="Last name" error={errors.lastName?.message} required>
        <Input autoComplete="family-name" {...form.register('lastName')} />
      </FormField>
      <FormField
        label="Choose a password"
        error={errors.password?.message}
        description="At least 8 characters, and not a commonly used password."
        required
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      {accept.isError ? <FormAlert message={getErrorMessage(accept.error)} /> : null}
      <Button type="submit" size="lg" loading={isSubmitting} loadingLabel="Creating your account">
        Create my account and accept
      </Button>
    </form>
  );
}
