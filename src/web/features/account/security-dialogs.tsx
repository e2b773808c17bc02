import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buildRecoveryCodesFile } from '../../../core/account/recovery-codes-file';
import {
  type ConfirmPasswordValues,
  confirmPasswordSchema,
  type PasskeyNameValues,
  passkeyNameSchema,
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
import {
  type AuthCallResult,
  authClient,
  readAuthErrorMessage,
  unwrapAuthResult,
} from '../../lib/auth-client';
import { useMeOrAnonymous } from '../../lib/session';
import { useStoreConfigOrDefault } from '../../lib/store-config';
import { toast } from '../../lib/toast';

/** Recovery codes with Copy and Download (a text file), shown once after they are made. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { shopName } = useStoreConfigOrDefault();
  const email = useMeOrAnonymous().user?.email ?? null;
  const file = buildRecoveryCodesFile({ shopName, email, codes });
  const text = `${codes.join('\n')}\n`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Your browser did not allow copying. Download the codes instead.');
    }
  }
  function download() {
    const url = URL.createObjectURL(new Blob([file.text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return (
    <div className="flex flex-col gap-3">
      <ul
        className="grid grid-cols-2 gap-2 rounded-2xl bg-background p-4 font-mono text-sm"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy codes
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          Download codes
        </Button>
      </div>
    </div>
  );
}

/** New recovery codes after the password: the old ones stop working. */
export function RegenerateCodesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ConfirmPasswordValues>({
    resolver: zodResolver(confirmPasswordSchema),
    defaultValues: { password: '' },
  });
  function close() {
    setCodes(null);
    setFailure(null);
    form.reset();
    onClose();
  }
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const data = unwrapAuthResult(
        (await authClient.twoFactor.generateBackupCodes({ password })) as AuthCallResult,
        'New recovery codes could not be made. Please try again.',
      ) as { backupCodes: string[] };
      setCodes(data.backupCodes);
    } catch (error) {
      setFailure(
        readAuthErrorMessage(error, 'New recovery codes could not be made. Please try again.'),
      );
    }
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>New recovery codes</DialogTitle>
          <DialogDescription>
            {codes
              ? 'Save these somewhere safe. Each one signs you in once if you lose your phone. Your old codes no longer work.'
              : 'Your old recovery codes will stop working. Confirm your password to make new ones.'}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <div className="flex flex-col gap-4">
            <RecoveryCodes codes={codes} />
            <Button onClick={close}>Done</Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <FormField label="Password" error={form.formState.errors.password?.message} required>
              <Input
                type="password"
                autoComplete="current-password"
                {...form.register('password')}
              />
            </FormField>
            <FormAlert message={failure} />
            <DialogFooter>
              <Button
                type="submit"
                loading={form.formState.isSubmitting}
                loadingLabel="Making new codes"
              >
                Make new codes
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Renames a passkey so the customer can tell their devices apart. */
export function RenamePasskeyDialog({
  passkey,
  onClose,
  onDone,
}: {
  passkey: { id: string; name: string | null } | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasskeyNameValues>({
    resolver: zodResolver(passkeyNameSchema),
    values: { name: passkey?.name ?? '' },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    if (!passkey) return;
    setFailure(null);
    try {
      unwrapAuthResult(
        (await authClient.passkey.updatePasskey({ id: passkey.id, name })) as AuthCallResult,
        'The passkey could not be renamed. Please try again.',
      );
    } catch (error) {
      setFailure(
        readAuthErrorMessage(error, 'The passkey could not be renamed. Please try again.'),
      );
      return;
    }
    toast.success('Passkey renamed');
    await onDone();
    onClose();
  });
  return (
    <Dialog open={passkey !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Rename passkey</DialogTitle>
          <DialogDescription>
            A name that tells you which device this passkey is on.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField label="Passkey name" error={form.formState.errors.name?.message} required>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormAlert message={failure} />
          <DialogFooter>
            <Button type="submit" loading={form.formState.isSubmitting} loadingLabel="Saving">
              Save name
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
