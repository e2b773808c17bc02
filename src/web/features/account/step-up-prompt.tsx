import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fingerprint, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { STEP_UP_CODE, STEP_UP_MESSAGE } from '../../../core/schemas/account-security';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import {
  type AuthCallResult,
  AuthError,
  authClient,
  readAuthErrorMessage,
  unwrapAuthResult,
} from '../../lib/auth-client';
import { meQuery } from '../../lib/session';
import { accountKeys, securityQuery } from './api';

const STEP_UP_FAILED_MESSAGE = 'That did not work. Try again.';

/** True for the server's step-up answer (better-auth's STEP_UP_REQUIRED or the API's step_up_required). */
export function isStepUpRequired(error: unknown): boolean {
  if (error instanceof AuthError) return error.code?.toLowerCase() === STEP_UP_CODE;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.toLowerCase() === STEP_UP_CODE;
}

/**
 * The step-up prompt while `needed`; once the shopper has verified, `done` puts it away and
 * `retry` sends the change again (the dialogs that change an account: email, password, passkeys,
 * deletion).
 */
export function StepUpThenRetry({
  needed,
  done,
  retry,
}: {
  needed: boolean;
  done: () => void;
  retry: () => Promise<unknown>;
}) {
  if (!needed) return null;
  return (
    <StepUpPrompt
      onVerified={async () => {
        done();
        await retry();
      }}
    />
  );
}

/**
 * The step-up asked before an account change when the account has a second factor
 * (docs/decisions/058-step-up-for-account-changes.md): the authenticator's code, or a
 * passkey. Rendered inside a dialog's form, so it has no form of its own.
 */
export function StepUpPrompt({ onVerified }: { onVerified: () => void | Promise<void> }) {
  const { data: security } = useQuery(securityQuery);
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'code' | 'passkey' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function verify(kind: 'code' | 'passkey') {
    setBusy(kind);
    setFailure(null);
    try {
      if (kind === 'code') {
        unwrapAuthResult(
          (await authClient.twoFactor.verifyTotp({ code: code.trim() })) as AuthCallResult,
          STEP_UP_FAILED_MESSAGE,
        );
      } else {
        // A passkey sign-in: a new session that has passed the second factor.
        unwrapAuthResult(
          ((await authClient.signIn.passkey()) ?? { data: true, error: null }) as AuthCallResult,
          STEP_UP_FAILED_MESSAGE,
        );
        await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      }
      await queryClient.invalidateQueries({ queryKey: accountKeys.security });
      await onVerified();
    } catch (error) {
      setFailure(readAuthErrorMessage(error, STEP_UP_FAILED_MESSAGE));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="step-up-heading"
      className="flex flex-col gap-3 rounded-2xl border border-primary/30 bg-primary-soft/50 p-4"
    >
      <h3 id="step-up-heading" className="flex items-center gap-2 font-medium">
        <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
        Confirm it is you
      </h3>
      <p role="alert" className="text-sm">
        {STEP_UP_MESSAGE}
      </p>
      {security?.twoFactorEnabled ? (
        <div className="flex flex-col gap-2">
          <FormField label="Authenticator code">
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
          </FormField>
          <Button
            type="button"
            size="sm"
            onClick={() => verify('code')}
            loading={busy === 'code'}
            loadingLabel="Checking the code"
          >
            Verify code
          </Button>
        </div>
      ) : null}
      {security?.passkeys.length ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => verify('passkey')}
          loading={busy === 'passkey'}
          loadingLabel="Waiting for your passkey"
        >
          <Fingerprint aria-hidden="true" />
          Verify with a passkey
        </Button>
      ) : null}
      <FormAlert message={failure} />
    </section>
  );
}

/** The step-up prompt in a dialog of its own, for actions started from a button. */
export function StepUpDialog({
  open,
  onClose,
  onVerified,
}: {
  open: boolean;
  onClose: () => void;
  onVerified: () => void | Promise<void>;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Confirm it is you</DialogTitle>
          <DialogDescription>This change needs your second factor.</DialogDescription>
        </DialogHeader>
        <StepUpPrompt
          onVerified={async () => {
            onClose();
            await onVerified();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
