import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck, Smartphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { accountKeys, securityQuery } from './api';
import { DevicesRow } from './devices-row';
import { PasskeysRow } from './passkeys-row';
import { SectionCard } from './section-card';
import { RegenerateCodesDialog } from './security-dialogs';
import { TotpDisableDialog, TotpEnrolDialog } from './totp-dialogs';

/** The Profile tab's Security card: authenticator app (TOTP), passkeys, and signed-in devices. */
export function SecurityCard() {
  const { data: security } = useQuery(securityQuery);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'enrol' | 'disable' | 'codes' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.security });

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
        <PasskeysRow security={security} refresh={refresh} />
        <DevicesRow security={security} refresh={refresh} />
      </ul>
      <TotpEnrolDialog open={dialog === 'enrol'} onClose={() => setDialog(null)} onDone={refresh} />
      <RegenerateCodesDialog open={dialog === 'codes'} onClose={() => setDialog(null)} />
      <TotpDisableDialog
        open={dialog === 'disable'}
        onClose={() => setDialog(null)}
        onDone={refresh}
      />
    </SectionCard>
  );
}
