import { useQueryClient } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SecurityResponse } from '../../../core/api/account';
import { LOGGED_OUT_MESSAGE } from '../../../core/schemas/auth';
import { Button } from '../../components/ui/button';
import { meQuery } from '../../lib/session';
import { toast } from '../../lib/toast';
import { accountKeys, type SignOutScope, signOut } from './api';
import { isStepUpRequired, StepUpDialog } from './step-up-prompt';
import { useBusyAction } from './use-busy-action';

/** The Security card's signed-in devices: sign out the others, or everywhere. */
export function DevicesRow({
  security,
  refresh,
}: {
  security: SecurityResponse | undefined;
  refresh: () => Promise<unknown>;
}) {
  const { busy, run } = useBusyAction();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // With a second factor on the account, signing devices out needs it freshly verified.
  const [stepUpFor, setStepUpFor] = useState<SignOutScope | null>(null);
  async function signOutOrStepUp(scope: SignOutScope): Promise<boolean> {
    try {
      await signOut(scope);
      return true;
    } catch (error) {
      if (!isStepUpRequired(error)) throw error;
      setStepUpFor(scope);
      return false;
    }
  }

  const signOutOthers = () =>
    run(
      'others',
      async () => {
        if (!(await signOutOrStepUp('others'))) return;
        toast.success('Signed out of your other devices');
        await refresh();
      },
      'Failed to sign out other devices',
    );

  const signOutEverywhere = () =>
    run(
      'global',
      async () => {
        if (!(await signOutOrStepUp('global'))) return;
        toast.success(LOGGED_OUT_MESSAGE);
        await navigate('/');
        queryClient.removeQueries({ queryKey: accountKeys.all });
        await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      },
      'Failed to sign out everywhere',
    );

  return (
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
      <StepUpDialog
        open={stepUpFor !== null}
        onClose={() => setStepUpFor(null)}
        onVerified={() => (stepUpFor === 'global' ? signOutEverywhere() : signOutOthers())}
      />
    </li>
  );
}
