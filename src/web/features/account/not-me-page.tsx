import { ShieldX } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NOT_ME_INVALID_MESSAGE } from '../../../core/schemas/account-security';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { ApiError, api } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /not-me?token=… from the confirmation email: "this wasn't me" removes the unconfirmed account
 * someone created with the visitor's address (docs/decisions/057-verified-before-signed-in.md).
 * A button, not the link itself, removes it, so a mail scanner opening links removes nothing.
 */
export function Component() {
  useDocumentTitle('This was not me');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : NOT_ME_INVALID_MESSAGE);

  async function remove() {
    setBusy(true);
    setFailure(null);
    try {
      const result = await api('POST /api/not-me', { body: { token } });
      setDone(result.message);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : NOT_ME_INVALID_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex-1 bg-gradient-to-b from-sand via-background to-background">
      <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
        <div className="rounded-3xl border border-border/70 bg-surface p-6 shadow-soft sm:p-8">
          <ShieldX aria-hidden="true" className="mb-4 size-10 text-primary" />
          <h1 className="text-h2">An account you did not create</h1>
          {done ? (
            <>
              <p role="status" className="mt-4">
                {done}
              </p>
              <Link to="/" className="mt-6 inline-block text-primary underline">
                Back to the shop
              </Link>
            </>
          ) : (
            <>
              <p className="mt-4 text-muted-foreground">
                Someone created an account with your email address and has not confirmed it. Remove
                it, and nothing you bought as a guest will ever be shown in it.
              </p>
              <div className="mt-6 flex flex-col gap-3">
                <FormAlert message={failure} />
                {token ? (
                  <Button
                    variant="destructive"
                    onClick={remove}
                    loading={busy}
                    loadingLabel="Removing"
                  >
                    Remove this account
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
