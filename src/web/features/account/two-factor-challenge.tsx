import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { SIGN_IN_FAILED_MESSAGE } from '../../../core/schemas/auth';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import {
  type AuthCallResult,
  authClient,
  readAuthErrorMessage,
  unwrapAuthResult,
} from '../../lib/auth-client';
import { toast } from '../../lib/toast';

export type ChallengeMode = 'totp' | 'backup';

/** The sign-in's second step: the authenticator's code, or one recovery code instead. */
export function TwoFactorChallenge({
  mode,
  onModeChange: setMode,
  onBack,
  onVerified,
}: {
  mode: ChallengeMode;
  onModeChange: (mode: ChallengeMode) => void;
  onBack: () => void;
  onVerified: () => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (mode === 'totp' && !/^\d{6}$/.test(trimmed)) {
      setError('Enter the 6-digit code');
      return;
    }
    if (mode === 'backup' && trimmed.length < 4) {
      setError('Enter one of your recovery codes');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const result =
        mode === 'totp'
          ? await authClient.twoFactor.verifyTotp({ code: trimmed })
          : await authClient.twoFactor.verifyBackupCode({ code: trimmed });
      unwrapAuthResult(result as AuthCallResult, SIGN_IN_FAILED_MESSAGE);
      await onVerified();
    } catch (err) {
      toast.error(readAuthErrorMessage(err, SIGN_IN_FAILED_MESSAGE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={verify} noValidate className="flex flex-col gap-4">
      <div className="flex items-center gap-3 rounded-2xl bg-primary-soft/60 p-4 text-sm">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <span>
          {mode === 'totp'
            ? 'Open your authenticator app and enter the current code for your account.'
            : 'Enter one of the recovery codes you saved when you turned on two-step verification.'}
        </span>
      </div>
      <FormField
        label={mode === 'totp' ? 'Authentication code' : 'Recovery code'}
        error={error}
        required
      >
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode={mode === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoFocus
          maxLength={mode === 'totp' ? 6 : 32}
          className={
            mode === 'totp' ? 'text-center font-mono text-lg tracking-[0.4em]' : 'font-mono'
          }
        />
      </FormField>
      <Button type="submit" size="lg" loading={busy} loadingLabel="Verifying">
        Verify
      </Button>
      <Button
        type="button"
        variant="link"
        size="sm"
        onClick={() => {
          setMode(mode === 'totp' ? 'backup' : 'totp');
          setCode('');
          setError(undefined);
        }}
      >
        {mode === 'totp' ? 'Use a recovery code instead' : 'Use my authenticator app'}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Sign In
      </Button>
    </form>
  );
}
