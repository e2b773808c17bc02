import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  buildCheckEmailMessage,
  resendConfirmationSchema,
  VERIFICATION_LINK_MESSAGES,
  VERIFICATION_RESEND_FAILED_MESSAGE,
  VERIFICATION_RESENT_MESSAGE,
} from '../../../core/schemas/account-security';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { authClient, readAuthErrorMessage, unwrapAuthResult } from '../../lib/auth-client';
import { toast } from '../../lib/toast';

async function resendConfirmation(email: string): Promise<void> {
  unwrapAuthResult(
    await authClient.sendVerificationEmail({ email, callbackURL: '/account' }),
    VERIFICATION_RESEND_FAILED_MESSAGE,
  );
}

/** After sign-up: nobody is signed in until the confirmation link is followed. */
export function CheckEmailView({ email, onBack }: { email: string; onBack: () => void }) {
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      await resendConfirmation(email);
      toast.success(VERIFICATION_RESENT_MESSAGE);
    } catch (error) {
      toast.error(readAuthErrorMessage(error, VERIFICATION_RESEND_FAILED_MESSAGE));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-4 text-center">
      <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
      <p role="status">{buildCheckEmailMessage(email)}</p>
      <p className="text-muted-foreground text-sm">
        Nothing arrived? Check your spam folder, or send the link again.
      </p>
      <Button variant="outline" onClick={resend} loading={busy} loadingLabel="Sending">
        <Send aria-hidden="true" />
        Send the link again
      </Button>
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Sign In
      </Button>
    </div>
  );
}

/**
 * A confirmation link that did not work (better-auth redirects with `?error=`): what happened,
 * and a form to get a new link.
 */
export function VerificationLinkNotice({ code }: { code: string }) {
  const message = VERIFICATION_LINK_MESSAGES[code] ?? VERIFICATION_LINK_MESSAGES.INVALID_TOKEN;
  const form = useForm<
    z.input<typeof resendConfirmationSchema>,
    unknown,
    z.output<typeof resendConfirmationSchema>
  >({ resolver: zodResolver(resendConfirmationSchema), defaultValues: { email: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await resendConfirmation(email);
      setSent(true);
    } catch (error) {
      setFailure(readAuthErrorMessage(error, VERIFICATION_RESEND_FAILED_MESSAGE));
    }
  });
  return (
    <section
      aria-labelledby="link-problem-heading"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 p-4"
    >
      <h2 id="link-problem-heading" className="font-medium">
        This link did not work
      </h2>
      <p role="alert" className="text-sm">
        {message}
      </p>
      {code === 'USER_NOT_FOUND' ? null : sent ? (
        <p role="status" className="text-sm">
          {VERIFICATION_RESENT_MESSAGE}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <FormField label="Your email" error={form.formState.errors.email?.message} required>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormAlert message={failure} />
          <Button
            type="submit"
            variant="outline"
            loading={form.formState.isSubmitting}
            loadingLabel="Sending"
          >
            Send a new link
          </Button>
        </form>
      )}
    </section>
  );
}
