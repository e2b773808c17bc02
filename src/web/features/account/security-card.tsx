import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Fingerprint,
  KeyRound,
  MonitorSmartphone,
  Pencil,
  ShieldCheck,
  Smartphone,
  Trash2,
} from 'lucide-react';
import QRCode from 'qrcode';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGGED_OUT_MESSAGE } from '../../../core/schemas/auth';
import { Badge } from '../../components/ui/badge';
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
import { authClient, readAuthErrorMessage, unwrapAuthResult } from '../../lib/auth-client';
import { meQuery } from '../../lib/session';
import { toast } from '../../lib/toast';
import { accountKeys, securityQuery, signOut } from './api';
import { SectionCard } from './section-card';
import { RecoveryCodes, RegenerateCodesDialog, RenamePasskeyDialog } from './security-dialogs';

type AuthCallResult = Parameters<typeof unwrapAuthResult>[0];

/** The Profile tab's Security card: authenticator app (TOTP), passkeys, and signed-in devices. */
export function SecurityCard() {
  const { data: security } = useQuery(securityQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'enrol' | 'disable' | 'codes' | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.security });

  async function run(key: string, action: () => Promise<void>, fallback: string) {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      toast.error(readAuthErrorMessage(error, fallback));
    } finally {
      setBusy(null);
    }
  }

  const addPasskey = () =>
    run(
      'add-passkey',
      async () => {
        const result = await authClient.passkey.addPasskey({ name: describeDevice() });
        unwrapAuthResult(
          (result ?? { data: true, error: null }) as AuthCallResult,
          'Failed to add passkey',
        );
        toast.success('Passkey added');
        await refresh();
      },
      'Failed to add passkey',
    );

  const removePasskey = (id: string) =>
    run(
      `passkey-${id}`,
      async () => {
        unwrapAuthResult(
          (await authClient.passkey.deletePasskey({ id })) as AuthCallResult,
          'Failed to remove passkey',
        );
        toast.success('Passkey removed');
        await refresh();
      },
      'Failed to remove passkey',
    );

  const signOutOthers = () =>
    run(
      'others',
      async () => {
        await signOut('others');
        toast.success('Signed out of your other devices');
        await refresh();
      },
      'Failed to sign out other devices',
    );

  const signOutEverywhere = () =>
    run(
      'global',
      async () => {
        await signOut('global');
        toast.success(LOGGED_OUT_MESSAGE);
        await navigate('/');
        queryClient.removeQueries({ queryKey: accountKeys.all });
        await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      },
      'Failed to sign out everywhere',
    );

  return (
    <SectionCard
      title="Security"
      titleId="security-heading"
      description={
        security?.currentLevel === 'aal2'
          ? 'This session is verified with a second factor.'
          : 'Protect your account with a second step at sign-in.'
      }
    >
      <ul className="flex flex-col divide-y divide-border/70">
        <li className="flex flex-col gap-3 pb-4">
          <div className="flex items-start gap-3">
            <Smartphone aria-hidden="true" className="mt-0.5 size-5 text-primary" />
            <div className="flex-1">
              <p className="font-medium">Authenticator app</p>
              <p className="text-muted-foreground text-sm">One-time codes at sign-in.</p>
            </div>
            {security?.twoFactorEnabled ? (
              <Badge variant="success">On</Badge>
            ) : (
              <Badge variant="secondary">Off</Badge>
            )}
          </div>
          {security?.twoFactorEnabled ? (
            <>
              <Button variant="outline" size="sm" onClick={() => setDialog('codes')}>
                <KeyRound aria-hidden="true" />
                New recovery codes
              </Button>
              <Button variant="outline" size="sm" onClick={() => setDialog('disable')}>
                <Trash2 aria-hidden="true" />
                Remove authenticator
              </Button>
            </>
          ) : (
            <Button size="sm" onClick={() => setDialog('enrol')}>
              <ShieldCheck aria-hidden="true" />
              Set up authenticator
            </Button>
          )}
        </li>
        <li className="flex flex-col gap-3 py-4">
          <div className="flex items-start gap-3">
            <Fingerprint aria-hidden="true" className="mt-0.5 size-5 text-primary" />
            <div className="flex-1">
              <p className="font-medium">Passkeys</p>
              <p className="text-muted-foreground text-sm">
                Sign in with your fingerprint, face or device PIN.
              </p>
            </div>
          </div>
          {security?.passkeys.length ? (
            <ul className="flex flex-col gap-2" aria-label="Your passkeys">
              {security.passkeys.map((p) => (
                <li
                  key={p.id}
                  className="flex items-center gap-2 rounded-xl bg-background px-3 py-2 text-sm"
                >
                  <span className="flex-1 truncate">{p.name || 'Passkey'}</span>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Rename passkey ${p.name || ''}`.trim()}
                    onClick={() => setRenaming({ id: p.id, name: p.name })}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remove passkey ${p.name || ''}`.trim()}
                    loading={busy === `passkey-${p.id}`}
                    onClick={() => removePasskey(p.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <Button variant="outline" size="sm" onClick={addPasskey} loading={busy === 'add-passkey'}>
            <Fingerprint aria-hidden="true" />
            Add a passkey
          </Button>
        </li>
        <li className="flex flex-col gap-3 pt-4">
          <div className="flex items-start gap-3">
            <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 text-primary" />
            <div className="flex-1">
              <p className="font-medium">Signed-in devices</p>
              <p className="text-muted-foreground text-sm">
                {security
                  ? security.otherSessions === 0
                    ? 'Only this device is signed in.'
                    : `${security.otherSessions} other ${security.otherSessions === 1 ? 'device' : 'devices'} signed in.`
                  : ' '}
              </p>
            </div>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={signOutOthers}
            loading={busy === 'others'}
            disabled={!security?.otherSessions}
          >
            Sign out other devices
          </Button>
          <Button variant="ghost" size="sm" onClick={signOutEverywhere} loading={busy === 'global'}>
            Sign out everywhere
          </Button>
        </li>
      </ul>
      <TotpEnrolDialog open={dialog === 'enrol'} onClose={() => setDialog(null)} onDone={refresh} />
      <RegenerateCodesDialog open={dialog === 'codes'} onClose={() => setDialog(null)} />
      <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} onDone={refresh} />
      <TotpDisableDialog
        open={dialog === 'disable'}
        onClose={() => setDialog(null)}
        onDone={refresh}
      />
    </SectionCard>
  );
}

function describeDevice(): string {
  const ua = navigator.userAgent;
  const os = /iPhone|iPad/.test(ua)
    ? 'iPhone'
    : /Android/.test(ua)
      ? 'Android'
      : /Mac/.test(ua)
        ? 'Mac'
        : /Windows/.test(ua)
          ? 'Windows'
          : 'This device';
  return `${os} passkey`;
}

type EnrolStep =
  | { step: 'password' }
  | { step: 'scan'; qr: string; secret: string; backupCodes: string[] }
  | { step: 'codes'; backupCodes: string[] };

function TotpEnrolDialog({
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

function TotpDisableDialog({
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
