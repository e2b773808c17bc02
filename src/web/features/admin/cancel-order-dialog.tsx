import { Ban } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminOrderDetailDto } from '../../../core/api/admin-orders';
import {
  CANCELLABLE_STATUSES,
  ORDER_CANCEL_REASON_LABELS,
  ORDER_CANCEL_REASONS,
  type OrderCancelReason,
  orderCancelRequestSchema,
} from '../../../core/api/order-cancellation';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { formatPence } from '../../lib/format';
import { toast } from '../../lib/toast';
import { cancelOrder } from './api';
import { ConfirmFormDialog } from './confirm-form-dialog';
import { showFieldErrorOrToast } from './field-error-or-toast';
import { useOrderMutation } from './order-actions';

/**
 * "Cancel order" on the admin order page: Shopify's orderCancel with a reason, restock and a
 * refund of what is left (docs/decisions/081-order-cancellation.md). Only before the
 * order is sent; the confirm button says what it does, beside "Keep the order".
 */
export function CancelOrderDialog({ order }: { order: AdminOrderDetailDto }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<OrderCancelReason | ''>('');
  const [restock, setRestock] = useState(true);
  const [refund, setRefund] = useState(true);
  const [staffNote, setStaffNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ids = { restock: useId(), refund: useId() };
  const cancel = useOrderMutation(order, (body: unknown) =>
    cancelOrder(order.id, orderCancelRequestSchema.parse(body)),
  );
  const left = order.payment.refundablePence;
  if (!order.payment.shopifyOrderId) return null;
  if (!(CANCELLABLE_STATUSES as readonly string[]).includes(order.status)) return null;

  function submit() {
    const body = { reason, restock, refund, ...(staffNote.trim() ? { staffNote } : {}) };
    const parsed = orderCancelRequestSchema.safeParse(body);
    if (!parsed.success) {
      return setError(parsed.error.issues.find((i) => i.path[0] === 'reason')?.message);
    }
    setError(undefined);
    cancel.mutate(parsed.data, {
      onSuccess: ({ order: after }) => {
        const refunded = after.payment.refundedPence - order.payment.refundedPence;
        toast.success(
          refunded > 0
            ? `Order cancelled and ${formatPence(refunded)} refunded`
            : 'Order cancelled',
        );
        setOpen(false);
      },
      onError: (err) =>
        showFieldErrorOrToast(err, 'reason', setError, 'Could not cancel the order'),
    });
  }

  return (
    <ConfirmFormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          <Ban aria-hidden="true" />
          Cancel order
        </Button>
      }
      title={<>Cancel order {order.orderNumber}?</>}
      description={
        <>Shopify cancels the order and {order.email} is emailed. This cannot be undone.</>
      }
      onSubmit={submit}
      keep={{ label: 'Keep the order' }}
      confirm={{ label: 'Cancel order', variant: 'destructive', pending: cancel.isPending }}
    >
      <FormField label="Reason" required error={error}>
        <Select value={reason} onValueChange={(v) => setReason(v as OrderCancelReason)}>
          <SelectTrigger aria-label="Reason">
            <SelectValue placeholder="Choose a reason" />
          </SelectTrigger>
          <SelectContent>
            {ORDER_CANCEL_REASONS.map((r) => (
              <SelectItem key={r} value={r}>
                {ORDER_CANCEL_REASON_LABELS[r]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <div className="flex items-center gap-3">
        <Checkbox id={ids.restock} checked={restock} onCheckedChange={setRestock} />
        <Label htmlFor={ids.restock}>Put the items back in stock</Label>
      </div>
      {left > 0 ? (
        <div className="flex items-center gap-3">
          <Checkbox id={ids.refund} checked={refund} onCheckedChange={setRefund} />
          <Label htmlFor={ids.refund}>
            Refund {formatPence(left)} to the card it was paid with
          </Label>
        </div>
      ) : null}
      <FormField label="Note for staff (optional)">
        <Input value={staffNote} maxLength={500} onChange={(e) => setStaffNote(e.target.value)} />
      </FormField>
    </ConfirmFormDialog>
  );
}
