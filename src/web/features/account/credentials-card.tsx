import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Mail } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import {
  type ChangeEmailValues,
  type ChangePasswordValues,
  changeEmailSchema,
  changePasswordSchema,
} from '../../../core/schemas/account-credentials';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { authClient, readAuthErrorMessage, unwrapAuthResult } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { accountKeys } from './api';
import { SectionCard } from './section-card';
import { isStepUpRequired, StepUpThenRetry } from './step-up-prompt';

/** The Profile tab's "Sign-in details": change the email (confirmed at the new address) and the password. */
export function CredentialsCard({ email }: { email: string }) {
  const [dialog, setDialog] = useState<'email' | 'password' | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  return (
    <SectionCard
      title="Sign-in details"
      titleId="credentials-heading"
      description={`You sign in as ${email}.`}
    >
      <div className="flex flex-col gap-3">
        {pendingEmail ? (
          <p role="status" className="rounded-xl bg-primary-soft/60 p-3 text-sm">
            We asked {email} to approve the change to {pendingEmail}. Your email changes when you
            follow the link there, then the one we send to {pendingEmail}.
          </p>
        ) : null}
        <Button variant="outline" className="w-full" onClick={() => setDialog('email')}>
          <Mail aria-hidden="true" />
          Change email
        </Button>
        <Button variant="outline" className="w-full" onClick={() => setDialog('password')}>
          <KeyRound aria-hidden="true" />
          Change password
        </Button>
      </div>
      <ChangeEmailDialog
        currentEmail={email}
        open={dialog === 'email'}
        onClose={() => setDialog(null)}
        onSent={setPendingEmail}
      />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
    </SectionCard>
  );
}

function FormDialog<T extends FieldValues>({
  open,
  onClose,
  title,
  description,
  form,
  onSubmit,
  submitLabel,
  failure,
  stepUp,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  form: UseFormReturn<T>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  submitLabel: string;
  failure: string | null;
  /** The step-up prompt, when the server asked for one. */
  stepUp?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          form.reset();
          onClose();
        }
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {children}
          {stepUp}
          <FormAlert message={failure} />
          <DialogFooter>
            <Button type="submit" loading={form.formState.isSubmitting} loadingLabel={submitLabel}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PasswordInput<T extends FieldValues>({
  form,
  name,
  label,
  autoComplete,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  autoComplete: string;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <FormField label={label} error={typeof error === 'string' ? error : undefined} required>
      <Input type="password" autoComplete={autoComplete} {...form.register(name)} />
    </FormField>
  );
}

function ChangeEmailDialog({
  currentEmail,
  open,
  onClose,
  onSent,
}: {
  currentEmail: string;
  open: boolean;
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  const form = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [stepUp, setStepUp] = useState(false);
  const submit = form.handleSubmit(async ({ newEmail }) => {
    setFailure(null);
    try {
      unwrapAuthResult(
        await authClient.changeEmail({ newEmail, callbackURL: '/account' }),
        'Your email could not be changed. Please try again.',
      );
    } catch (error) {
      if (isStepUpRequired(error)) setStepUp(true);
      else
        setFailure(
          readAuthErrorMessage(error, 'Your email could not be changed. Please try again.'),
        );
      return;
    }
    setStepUp(false);
    onSent(newEmail);
    toast.success(`Check ${currentEmail} to approve the change, then ${newEmail} to confirm it.`);
    form.reset();
    onClose();
  });
  const error = form.formState.errors.newEmail?.message;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Change your email"
      description="We will ask your current address to approve the change, then send a link to the new address. Your email changes only when you follow both."
      form={form}
      onSubmit={submit}
      submitLabel="Send confirmation link"
      failure={failure}
      stepUp={<StepUpThenRetry needed={stepUp} done={() => setStepUp(false)} retry={submit} />}
    >
      <FormField label="New email" error={error} required>
        <Input type="email" autoComplete="email" {...form.register('newEmail')} />
      </FormField>
    </FormDialog>
  );
}

function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [stepUp, setStepUp] = useState(false);
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      unwrapAuthResult(
        await authClient.changePassword({
          currentPassword,
          newPassword,
          revokeOtherSessions: true,
        }),
        'Your password could not be changed. Please try again.',
      );
    } catch (error) {
      if (isStepUpRequired(error)) setStepUp(true);
      else
        setFailure(
          readAuthErrorMessage(error, 'Your password could not be changed. Please try again.'),
        );
      return;
    }
    setStepUp(false);
    toast.success('Password changed. Your other devices have been signed out.');
    await queryClient.invalidateQueries({ queryKey: accountKeys.security });
    form.reset();
    onClose();
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Change your password"
      description="Your other devices will be signed out."
      form={form}
      onSubmit={submit}
      submitLabel="Change password"
      failure={failure}
      stepUp={<StepUpThenRetry needed={stepUp} done={() => setStepUp(false)} retry={submit} />}
    >
      <PasswordInput
        form={form}
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
      />
      <PasswordInput
        form={form}
        name="newPassword"
        label="New password"
        autoComplete="new-password"
      />
      <PasswordInput
        form={form}
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
      />
    </FormDialog>
  );
}
