import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { authClient, readAuthErrorMessage, unwrapAuthResult } from '../../lib/auth-client';
import { toast } from '../../lib/toast';

export const CONFIRM_EMAIL_TITLE = 'Confirm your email address';
export const VERIFICATION_SENT_MESSAGE = 'We have sent a new confirmation link to your email.';
const RESEND_FAILED_MESSAGE = 'Could not send the confirmation email. Please try again.';

/**
 * Shown on /account until the email is verified: orders and subscriptions
 * placed with this email appear only after the owner of the mailbox follows the link.
 */
export function ConfirmEmailBanner({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      unwrapAuthResult(
        await authClient.sendVerificationEmail({ email, callbackURL: '/account' }),
        RESEND_FAILED_MESSAGE,
      );
      toast.success(VERIFICATION_SENT_MESSAGE);
    } catch (error) {
      toast.error(readAuthErrorMessage(error, RESEND_FAILED_MESSAGE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="confirm-email-title"
      className="mb-8 flex flex-col gap-4 rounded-2xl border border-accent/40 bg-accent-soft/40 p-5 sm:flex-row sm:items-center"
    >
      <MailCheck aria-hidden="true" className="size-6 shrink-0 text-accent-strong" />
      <div className="flex-1">
        <h2 id="confirm-email-title" className="font-semibold">
          {CONFIRM_EMAIL_TITLE}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">
          We sent a link to <span className="break-all font-medium text-foreground">{email}</span>.
          Follow it to confirm this address: your orders and subscriptions placed with it will then
          show here.
        </p>
      </div>
      <Button variant="outline" onClick={resend} loading={busy} loadingLabel="Sending">
        Resend email
      </Button>
    </section>
  );
}
