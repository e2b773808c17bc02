import { useState } from 'react';
import { readAuthErrorMessage } from '../../lib/auth-client';
import { toast } from '../../lib/toast';

/**
 * One action at a time for the Security card's buttons: `busy` names the running action (for its
 * spinner); a failure is shown as a toast with the server's message or the fallback.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState<string | null>(null);
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

  return { busy, run };
}
