import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, TriangleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  AUTHENTICATION_ERROR_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  RESET_PASSWORD_FAILED_MESSAGE,
  resetPasswordSchema,
} from '../../../core/schemas/auth';
import { Button, buttonVariants } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PageSpinner } from '../../components/ui/spinner';
import {
  AuthError,
  authClient,
  readAuthErrorMessage,
  unwrapAuthResult,
} from '../../lib/auth-client';
import { meQuery, useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /reset-password (docs/spec/accounts-and-back-office.md §2). The emailed link passes through /api/auth/reset-password/{token},
 * which checks the token and lands here with ?token=… (a recovery session) or ?error=INVALID_TOKEN.
 * A spinner shows while the session is checked; then the New Password form or the Invalid Reset
 * Link card.
 */
export function Component() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { isPending } = useMe();

  if (isPending) return <PageSpinner label="Checking your reset link" />;

  return (
    <div className="flex-1 bg-gradient-to-b from-sand via-background to-background">
      <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
        {token && !params.get('error') ? <NewPasswordForm token={token} /> : <InvalidResetLink />}
      </div>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<
    z.input<typeof resetPasswordSchema>,
    unknown,
    z.output<typeof resetPasswordSchema>
  >({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      unwrapAuthResult(
        await authClient.resetPassword({ newPassword: values.password, token }),
        RESET_PASSWORD_FAILED_MESSAGE,
      );
      toast.success(PASSWORD_UPDATED_MESSAGE);
      // every session was revoked by the reset
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      navigate('/auth', { replace: true });
    } catch (error) {
      if (error instanceof AuthError && error.code === 'INVALID_TOKEN') {
        toast.error(INVALID_RESET_LINK_MESSAGE);
        navigate('/auth', { replace: true });
        return;
      }
      if (error instanceof AuthError && error.status === 401) {
        toast.error(AUTHENTICATION_ERROR_MESSAGE);
        navigate('/auth', { replace: true });
        return;
      }
      toast.error(readAuthErrorMessage(error, RESET_PASSWORD_FAILED_MESSAGE));
    }
  });

  return (
    <div className="rounded-3xl border border-border/70 bg-surface p-6 shadow-soft sm:p-8">
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <KeyRound aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-h2">New Password</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Choose a new password for your account.</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField
          label="New password"
          error={errors.password?.message}
          description="At least 8 characters, and not a commonly used password."
          required
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message} required>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" size="lg" loading={isSubmitting} loadingLabel="Updating password">
          Update Password
        </Button>
      </form>
    </div>
  );
}

function InvalidResetLink() {
  return (
    <div className="rounded-3xl border border-border/70 bg-surface p-6 text-center shadow-soft sm:p-8">
      <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-h2">Invalid Reset Link</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        This password reset link is invalid or has expired. Please request a new one.
      </p>
      <Link to="/auth" className={buttonVariants({ size: 'lg' })}>
        Back to Login
      </Link>
    </div>
  );
}
