import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatGBP } from '../../../core/money';
import {
  RETURN_REASON_LABELS,
  type ReturnDto,
  STAFF_REASON_MESSAGE,
} from '../../../core/returns/return-request';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { api, getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { ConfirmFormDialog } from './confirm-form-dialog';
import { Section } from './record-frame';
import { useStaffCan } from './staff/use-staff-can';

const returnsKey = ['admin', 'returns'] as const;

/**
 * The order's open returns (docs/decisions/136-returns.md): approve or refuse with a reason the
 * customer reads, then mark received, which refunds, credits and restocks.
 */
export function OrderReturnsSection({ orderId }: { orderId: string }) {
  const can = useStaffCan();
  const { data } = useQuery({
    queryKey: returnsKey,
    queryFn: ({ signal }) => api('GET /api/admin/returns', { signal }),
  });
  const returns = data?.returns.filter((r) => r.orderId === orderId) ?? [];
  if (returns.length === 0) return null;
  return (
    <Section title="Returns">
      <ul className="flex flex-col gap-3" aria-label="Open returns">
        {returns.map((r) => (
          <li key={r.id} className="flex flex-col gap-2 text-sm" data-return-status={r.status}>
            <p className="font-medium">
              {r.items
                .map(
                  (i) =>
                    `${i.quantity} × ${i.productTitle}${i.variantTitle && i.variantTitle !== 'Default' ? ` (${i.variantTitle})` : ''}${i.opened ? ', opened' : ''}`,
                )
                .join('; ')}
            </p>
            <p className="text-muted-foreground">
              {RETURN_REASON_LABELS[r.reason]} · worth {formatGBP(r.valuePence)} · {r.status}
              {r.details ? ` · “${r.details}”` : ''}
            </p>
            <div className="flex flex-wrap gap-2">
              {r.status === 'requested' && can('orders.manage') ? (
                <>
                  <DecisionDialog ret={r} decision="approve" />
                  <DecisionDialog ret={r} decision="refuse" />
                </>
              ) : null}
              {(r.status === 'approved' || r.status === 'received') && can('orders.refund') ? (
                <ReceivedButton ret={r} />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: returnsKey }),
      // The order's detail (refund, credit note) and its timeline.
      queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
    ]);
}

function DecisionDialog({ ret, decision }: { ret: ReturnDto; decision: 'approve' | 'refuse' }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refresh = useRefresh();
  const decide = useMutation({
    mutationFn: () =>
      api('POST /api/admin/returns/:id/decision', {
        params: { id: ret.id },
        body: { decision, reason },
      }),
    onSuccess: async () => {
      toast.success(decision === 'approve' ? 'Return approved' : 'Return refused');
      setOpen(false);
      await refresh();
    },
    onError: (err) => setError(getErrorMessage(err)),
  });
  const label = decision === 'approve' ? 'Approve return' : 'Refuse return';
  return (
    <ConfirmFormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant={decision === 'approve' ? undefined : 'outline'}>
          {label}
        </Button>
      }
      title={<>{label}?</>}
      description="The customer is emailed your reason."
      onSubmit={() => {
        if (!reason.trim()) return setError(STAFF_REASON_MESSAGE);
        decide.mutate();
      }}
      keep={{ label: 'Not now' }}
      confirm={{ label, pending: decide.isPending }}
    >
      <FormField label="Reason for the customer" required error={error}>
        <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormField>
    </ConfirmFormDialog>
  );
}

function ReceivedButton({ ret }: { ret: ReturnDto }) {
  const refresh = useRefresh();
  const receive = useMutation({
    mutationFn: () =>
      api('POST /api/admin/returns/:id/received', {
        params: { id: ret.id },
        body: { received: true },
      }),
    onSuccess: async (data) => {
      toast.success(
        `Refunded ${formatGBP(data.return.refundedPence ?? 0)}${data.return.creditNoteNumber ? `, credit note ${data.return.creditNoteNumber}` : ''}`,
      );
      await refresh();
    },
    onError: (err) => toast.error(getErrorMessage(err)),
  });
  return (
    <Button size="sm" loading={receive.isPending} onClick={() => receive.mutate()}>
      Mark received, refund and restock
    </Button>
  );
}
