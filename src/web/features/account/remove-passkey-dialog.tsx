import { useState } from 'react';
import { buildRemovePasskeyQuestion } from '../../../core/schemas/account-security';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-field';
import {
  type AuthCallResult,
  authClient,
  readAuthErrorMessage,
  unwrapAuthResult,
} from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { isStepUpRequired, StepUpThenRetry } from './step-up-prompt';

const REMOVE_FAILED_MESSAGE = 'Failed to remove passkey';

/**
 * Removing a passkey asks first, and the server wants a second factor verified in the last
 * minutes (docs/decisions/058-step-up-for-account-changes.md): the step-up prompt shows
 * in the dialog when it answers STEP_UP_REQUIRED.
 */
export function RemovePasskeyDialog({
  passkey,
  onClose,
  onDone,
}: {
  passkey: { id: string; name: string | null } | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [stepUp, setStepUp] = useState(false);

  function close() {
    setFailure(null);
    setStepUp(false);
    onClose();
  }

  async function remove() {
    if (!passkey) return;
    setBusy(true);
    setFailure(null);
    try {
      unwrapAuthResult(
        (await authClient.passkey.deletePasskey({ id: passkey.id })) as AuthCallResult,
        REMOVE_FAILED_MESSAGE,
      );
      toast.success('Passkey removed');
      close();
      await onDone();
    } catch (error) {
      if (isStepUpRequired(error)) setStepUp(true);
      else setFailure(readAuthErrorMessage(error, REMOVE_FAILED_MESSAGE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={passkey !== null} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Remove passkey</DialogTitle>
          <DialogDescription>
            {buildRemovePasskeyQuestion(passkey?.name || 'Passkey')}
          </DialogDescription>
        </DialogHeader>
        <StepUpThenRetry needed={stepUp} done={() => setStepUp(false)} retry={remove} />
        <FormAlert message={failure} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={close}>
            Keep passkey
          </Button>
          <Button
            type="button"
            variant="destructive"
            onClick={remove}
            loading={busy}
            loadingLabel="Removing"
          >
            Remove passkey
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
