import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { adminKeys, setProductsPublished } from './api';

const plural = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/** Shown while products are chosen in the list: publish or unpublish them all at once. */
export function BulkPublishBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (published: boolean) => setProductsPublished(ids, published),
    onSuccess: async ({ changed, published }) => {
      const verb = published ? 'Published' : 'Unpublished';
      toast.success(
        changed === 0
          ? `Nothing to change: already ${published ? 'published' : 'drafts'}`
          : `${verb} ${plural(changed)}`,
      );
      onDone();
      await queryClient.invalidateQueries({ queryKey: adminKeys.productLists });
    },
    onError: (err) => toast.error(getErrorMessage(err)),
  });
  if (ids.length === 0) return null;
  return (
    <section
      aria-label="Chosen products"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-border bg-muted/50 px-3 py-2"
    >
      <p className="mr-auto font-medium text-sm" aria-live="polite">
        {plural(ids.length)} chosen
      </p>
      <Button
        size="sm"
        loading={change.isPending && change.variables === true}
        disabled={change.isPending}
        onClick={() => change.mutate(true)}
      >
        Publish
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={change.isPending && change.variables === false}
        disabled={change.isPending}
        onClick={() => change.mutate(false)}
      >
        Unpublish
      </Button>
      <Button size="sm" variant="ghost" disabled={change.isPending} onClick={onDone}>
        Clear
      </Button>
    </section>
  );
}
