import { Fingerprint, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SecurityResponse } from '../../../core/api/account';
import { Button } from '../../components/ui/button';
import { type AuthCallResult, authClient, unwrapAuthResult } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { RemovePasskeyDialog } from './remove-passkey-dialog';
import { RenamePasskeyDialog } from './security-dialogs';
import { useBusyAction } from './use-busy-action';

/** The Security card's passkeys: the list with rename and remove, and "Add a passkey". */
export function PasskeysRow({
  security,
  refresh,
}: {
  security: SecurityResponse | undefined;
  refresh: () => Promise<unknown>;
}) {
  const { busy, run } = useBusyAction();
  const [renaming, setRenaming] = useState<{ id: string; name: string | null } | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string | null } | null>(null);

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

  return (
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
                onClick={() => setRemoving({ id: p.id, name: p.name })}
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
      <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} onDone={refresh} />
      <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} onDone={refresh} />
    </li>
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
