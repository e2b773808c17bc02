import QRCode from 'qrcode';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import {
  type AuthCallResult,
  authClient,
  readAuthErrorMessage,
  unwrapAuthResult,
} from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { RecoveryCodes } from './security-dialogs';

// Turning the authenticator app (TOTP) on and off, from the Security card.

type EnrolStep =
  | { step: 'password' }
  | { step: 'scan'; qr: string; secret: string; backupCodes: string[] }
  | { step: 'codes'; backupCodes: string[] };

/** Password, then the QR code and a first code, then the recovery codes. */
export function TotpEnrolDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [state, setState] = useState<EnrolStep>({ step: 'password' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function close() {
    setState({ step: 'password' });
    setValue('');
    setError(undefined);
    onClose();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      if (state.step === 'password') {
        const data = unwrapAuthResult(
          (await authClient.twoFactor.enable({ password: value })) as AuthCallResult,
          'Failed to start set-up',
        ) as { totpURI: string; backupCodes: string[] };
        const secret = new URL(data.totpURI).searchParams.get('secret') ?? '';
        const qr = await QRCode.toDataURL(data.totpURI, {
          margin: 1,
          width: 220,
          color: { dark: '#1f4d3a', light: '#fffdf9' },
        });
        setState({ step: 'scan', qr, secret, backupCodes: data.backupCodes });
        setValue('');
      } else if (state.step === 'scan') {
        if (!/^\d{6}$/.test(value.trim())) {
          setError('Enter the 6-digit code');
          return;
        }
        unwrapAuthResult(
          (await authClient.twoFactor.verifyTotp({ code: value.trim() })) as AuthCallResult,
          'That code did not match. Please try again.',
        );
        toast.success('Authenticator app turned on');
        setState({ step: 'codes', backupCodes: state.backupCodes });
        await onDone();
      }
    } catch (err) {
      setError(readAuthErrorMessage(err, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set up an authenticator app</DialogTitle>
          <DialogDescription>
            {state.step === 'password'
              ? 'Confirm your password to begin.'
              : state.step === 'scan'
                ? 'Scan the QR code with your authenticator app, or type the key, then enter the code it shows.'
                : 'Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone.'}
          </DialogDescription>
        </DialogHeader>
        {state.step === 'codes' ? (
          <div className="flex flex-col gap-4">
            <RecoveryCodes codes={state.backupCodes} />
            <Button onClick={close}>Done</Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            {state.step === 'scan' ? (
              <div className="flex flex-col items-center gap-3">
                <img
                  src={state.qr}
                  alt="QR code for your authenticator app"
                  width={220}
                  height={220}
                  className="rounded-xl border border-border"
                />
                <p className="text-center text-muted-foreground text-xs">Manual key</p>
                <code
                  className="break-all rounded-lg bg-background px-3 py-2 text-center font-mono text-sm"
                  data-testid="totp-secret"
                >
                  {state.secret}
                </code>
              </div>
            ) : null}
            <FormField
              label={state.step === 'password' ? 'Password' : 'Code from your app'}
              error={error}
              required
            >
              <Input
                type={state.step === 'password' ? 'password' : 'text'}
                inputMode={state.step === 'password' ? undefined : 'numeric'}
                autoComplete={state.step === 'password' ? 'current-password' : 'one-time-code'}
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            </FormField>
            <Button type="submit" loading={busy}>
              {state.step === 'password' ? 'Continue' : 'Verify and turn on'}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Turns the authenticator off after the password. */
export function TotpDisableDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      unwrapAuthResult(
        (await authClient.twoFactor.disable({ password })) as AuthCallResult,
        'Failed to remove authenticator',
      );
      toast.success('Authenticator app removed');
      setPassword('');
      onClose();
      await onDone();
    } catch (err) {
      setError(readAuthErrorMessage(err, 'Failed to remove authenticator'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove authenticator app</DialogTitle>
          <DialogDescription>
            Confirm your password. Sign-in will no longer ask for a code.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label="Password" error={error} required>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <Button type="submit" variant="destructive" loading={busy}>
            Remove
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
