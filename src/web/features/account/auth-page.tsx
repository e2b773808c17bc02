import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Fingerprint, KeyRound, Leaf } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { CHECK_EMAIL_TITLE } from '../../../core/schemas/account-security';
import {
  ACCOUNT_CREATE_FAILED_MESSAGE,
  forgotPasswordSchema,
  RESET_EMAIL_FAILED_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_UP_FAILED_MESSAGE,
  signInSchema,
  signUpSchema,
  WELCOME_BACK_MESSAGE,
} from '../../../core/schemas/auth';
import { TabPanels } from '../../components/tab-panels';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { PageSpinner } from '../../components/ui/spinner';
import {
  type AuthCallResult,
  AuthError,
  authClient,
  readAuthErrorMessage,
  unwrapAuthResult,
} from '../../lib/auth-client';
import { meQuery, useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type ChallengeMode, TwoFactorChallenge } from './two-factor-challenge';
import { CheckEmailView, VerificationLinkNotice } from './verification-views';

type View = 'tabs' | 'forgot' | 'two-factor' | 'check-email';

/** /auth (docs/spec/accounts-and-back-office.md §2): Sign In / Sign Up tabs, the Forgot password view and the MFA challenge. */
export function Component() {
  useDocumentTitle('Sign In');
  const { data: me, isPending } = useMe();
  const [view, setView] = useState<View>('tabs');
  const [challengeMode, setChallengeMode] = useState<ChallengeMode>('totp');
  const [tab, setTab] = useState('sign-in');
  const [signedUpEmail, setSignedUpEmail] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // An expired or invalid confirmation link comes back with better-auth's `?error=` code.
  const [params] = useSearchParams();
  const linkError = params.get('error');

  async function finishSignIn(message: string) {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    navigate('/account', { replace: true });
  }

  if (isPending) return <PageSpinner label="Checking your session" />;
  if (me?.user && view !== 'two-factor') return <Navigate to="/account" replace />;

  return (
    <div className="flex-1 bg-gradient-to-b from-sand via-background to-background">
      <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
        <div className="mb-8 text-center">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Leaf aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-h2">
            {view === 'forgot'
              ? 'Reset your password'
              : view === 'check-email'
                ? CHECK_EMAIL_TITLE
                : view === 'two-factor'
                  ? 'Two-step verification'
                  : tab === 'sign-in'
                    ? 'Welcome back'
                    : 'Create your account'}
          </h1>
          <p className="mt-2 text-muted-foreground">
            {view === 'forgot'
              ? 'Enter your email and we will send you a link to choose a new password.'
              : view === 'check-email'
                ? 'One more step before you sign in.'
                : view === 'two-factor'
                  ? challengeMode === 'totp'
                    ? 'Enter the 6-digit code from your authenticator app.'
                    : 'Enter one of the recovery codes you saved.'
                  : 'Manage your orders, subscriptions and saved addresses.'}
          </p>
        </div>
        <div className="rounded-3xl border border-border/70 bg-surface p-6 shadow-soft sm:p-8">
          {view === 'forgot' ? (
            <ForgotPasswordView onBack={() => setView('tabs')} />
          ) : view === 'check-email' ? (
            <CheckEmailView
              email={signedUpEmail}
              onBack={() => {
                setTab('sign-in');
                setView('tabs');
              }}
            />
          ) : view === 'two-factor' ? (
            <TwoFactorChallenge
              mode={challengeMode}
              onModeChange={setChallengeMode}
              onBack={() => {
                setChallengeMode('totp');
                setView('tabs');
              }}
              onVerified={() => finishSignIn(WELCOME_BACK_MESSAGE)}
            />
          ) : (
            <>
              {linkError ? <VerificationLinkNotice code={linkError} /> : null}
              <TabPanels
                value={tab}
                onValueChange={setTab}
                layout="full"
                tabs={[
                  {
                    value: 'sign-in',
                    label: 'Sign In',
                    content: (
                      <SignInForm
                        onForgot={() => setView('forgot')}
                        onTwoFactor={() => setView('two-factor')}
                        onSignedIn={() => finishSignIn(WELCOME_BACK_MESSAGE)}
                      />
                    ),
                  },
                  {
                    value: 'sign-up',
                    label: 'Sign Up',
                    content: (
                      <SignUpForm
                        onSignedUp={(email) => {
                          setSignedUpEmail(email);
                          setView('check-email');
                        }}
                      />
                    ),
                  },
                ]}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function SignInForm({
  onForgot,
  onTwoFactor,
  onSignedIn,
}: {
  onForgot: () => void;
  onTwoFactor: () => void;
  onSignedIn: () => Promise<void>;
}) {
  const form = useForm<z.input<typeof signInSchema>, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = unwrapAuthResult(
        // No callbackURL: with one the client navigates away on success. An unconfirmed account
        // gets a new confirmation link, which the server points at /account.
        await authClient.signIn.email({ email: values.email, password: values.password }),
        SIGN_IN_FAILED_MESSAGE,
      );
      if ((data as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
        onTwoFactor();
        return;
      }
      await onSignedIn();
    } catch (error) {
      toast.error(readAuthErrorMessage(error, SIGN_IN_FAILED_MESSAGE));
    }
  });

  async function signInWithPasskey() {
    setPasskeyBusy(true);
    try {
      const result = await authClient.signIn.passkey();
      unwrapAuthResult(result as AuthCallResult, SIGN_IN_FAILED_MESSAGE);
      await onSignedIn();
    } catch (error) {
      toast.error(readAuthErrorMessage(error, SIGN_IN_FAILED_MESSAGE));
    } finally {
      setPasskeyBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="username webauthn" {...form.register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <div className="-mt-1 flex justify-end">
          <Button type="button" variant="link" size="sm" onClick={onForgot}>
            Forgot password?
          </Button>
        </div>
        <Button type="submit" size="lg" loading={isSubmitting} loadingLabel="Signing in">
          Sign In
        </Button>
      </form>
      <div className="flex items-center gap-3 text-muted-foreground text-xs uppercase tracking-wider">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button
        type="button"
        variant="outline"
        size="lg"
        onClick={signInWithPasskey}
        loading={passkeyBusy}
        loadingLabel="Waiting for your passkey"
      >
        <Fingerprint aria-hidden="true" />
        Sign in with a passkey
      </Button>
    </div>
  );
}

/** Sign-up ends on "check your email": nobody is signed in until the link is followed. */
function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const form = useForm<z.input<typeof signUpSchema>, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = unwrapAuthResult(
        await authClient.signUp.email({
          // The confirmation link comes back to the account page.
          callbackURL: '/account',
          email: values.email,
          password: values.password,
          name: `${values.firstName} ${values.lastName}`,
          firstName: values.firstName,
          lastName: values.lastName,
        } as Parameters<typeof authClient.signUp.email>[0]),
        SIGN_UP_FAILED_MESSAGE,
      );
      if (!data.user) throw new AuthError({ message: ACCOUNT_CREATE_FAILED_MESSAGE, status: 0 });
      onSignedUp(values.email);
    } catch (error) {
      toast.error(readAuthErrorMessage(error, SIGN_UP_FAILED_MESSAGE));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message} required>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        description="At least 8 characters, and not a commonly used password."
        required
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting} loadingLabel="Creating your account">
        Create Account
      </Button>
    </form>
  );
}

function ForgotPasswordView({ onBack }: { onBack: () => void }) {
  const form = useForm<
    z.input<typeof forgotPasswordSchema>,
    unknown,
    z.output<typeof forgotPasswordSchema>
  >({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      unwrapAuthResult(
        await authClient.requestPasswordReset({
          email: values.email,
          redirectTo: '/reset-password',
        }),
        RESET_EMAIL_FAILED_MESSAGE,
      );
      toast.success(RESET_LINK_SENT_MESSAGE);
      form.reset();
    } catch (error) {
      toast.error(readAuthErrorMessage(error, RESET_EMAIL_FAILED_MESSAGE));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting} loadingLabel="Sending">
        <KeyRound aria-hidden="true" />
        Send Reset Link
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Sign In
      </Button>
    </form>
  );
}
