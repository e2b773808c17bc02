import { type Control, useWatch } from 'react-hook-form';
import type { AdminProductDto } from '../../../core/api/admin';
import type { ProductFormInput } from '../../../core/schemas/product';

/**
 * Says what a handle change does before it is saved (the old address answers 301 to the new one,
 * catalog/handle-redirects.ts on the server), and which former addresses already redirect here.
 */
export function HandleRedirectNote({
  control,
  product,
}: {
  control: Control<ProductFormInput>;
  product: AdminProductDto | undefined;
}) {
  const handle = useWatch({ control, name: 'handle' });
  if (!product) return null;
  const changed = handle.trim() !== '' && handle.trim() !== product.handle;
  const former = product.redirected_handles;
  if (!changed && former.length === 0) return null;
  return (
    <div
      className="rounded-lg border border-border bg-muted/40 px-3 py-2 text-muted-foreground text-sm"
      data-testid="handle-redirect-note"
    >
      {changed ? (
        <p>
          After you save, the old link /product/{product.handle} will redirect permanently (301) to
          /product/{handle.trim()}.
        </p>
      ) : null}
      {former.length > 0 ? (
        <p className="break-all">
          Old links that redirect here: {former.map((h) => `/product/${h}`).join(', ')}
        </p>
      ) : null}
    </div>
  );
}
