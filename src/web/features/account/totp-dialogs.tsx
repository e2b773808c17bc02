import QRCode from 'qrcode';
import { type ReactNode, useState } from 'react';
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

  const asPassword = state.step === 'password';
  return (
    <OneFieldDialog
      open={open}
      onClose={close}
      title="Set up an authenticator app"
      description={
        state.step === 'password'
          ? 'Confirm your password to begin.'
          : state.step === 'scan'
            ? 'Scan the QR code with your authenticator app, or type the key, then enter the code it shows.'
            : 'Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone.'
      }
      onSubmit={submit}
      field={{
        label: asPassword ? 'Password' : 'Code from your app',
        error,
        type: asPassword ? 'password' : 'text',
        inputMode: asPassword ? undefined : 'numeric',
        autoComplete: asPassword ? 'current-password' : 'one-time-code',
        value,
        onChange: setValue,
      }}
      submitLabel={asPassword ? 'Continue' : 'Verify and turn on'}
      busy={busy}
      aboveField={
        state.step === 'scan' ? (
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
        ) : null
      }
      instead={
        state.step === 'codes' ? (
          <div className="flex flex-col gap-4">
            <RecoveryCodes codes={state.backupCodes} />
            <Button onClick={close}>Done</Button>
          </div>
        ) : null
      }
    />
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
    <OneFieldDialog
      open={open}
      onClose={onClose}
      title="Remove authenticator app"
      description="Confirm your password. Sign-in will no longer ask for a code."
      onSubmit={submit}
      field={{
        label: 'Password',
        error,
        type: 'password',
        autoComplete: 'current-password',
        value: password,
        onChange: setPassword,
      }}
      submitLabel="Remove"
      submitVariant="destructive"
      busy={busy}
    />
  );
}

/**
 * Both dialogs' markup: a title and description, then a form of one field (a password or a code)
 * and its submit button; `instead` replaces the form (the recovery codes after set-up).
 */
function OneFieldDialog({
  open,
  onClose,
  title,
  description,
  onSubmit,
  field,
  submitLabel,
  submitVariant,
  busy,
  aboveField = null,
  instead = null,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  onSubmit: (event: React.FormEvent) => void;
  field: {
    label: string;
    error: string | undefined;
    type: 'password' | 'text';
    inputMode?: 'numeric';
    autoComplete: string;
    value: string;
    onChange: (value: string) => void;
  };
  submitLabel: string;
  submitVariant?: 'destructive';
  busy: boolean;
  aboveField?: ReactNode;
  instead?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {instead ?? (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            {aboveField}
            <FormField label={field.label} error={field.error} required>
              <Input
                type={field.type}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              />
            </FormField>
            <Button type="submit" variant={submitVariant} loading={busy}>
              {submitLabel}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
