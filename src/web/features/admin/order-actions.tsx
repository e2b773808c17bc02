import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, PackageCheck, Truck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type {
  AdminOrderDetailDto,
  AdminOrderDetailResponse,
  OrderStatusChange,
} from '../../../core/api/admin-orders';
import { Button } from '../../components/ui/button';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { formatPence } from '../../lib/format';
import { toast } from '../../lib/toast';
import { adminKeys, changeOrderStatus, refundOrder } from './api';
import { ConfirmFormDialog } from './confirm-form-dialog';
import { showFieldErrorOrToast } from './field-error-or-toast';

export function useOrderMutation<T>(
  order: AdminOrderDetailDto,
  run: (v: T) => Promise<AdminOrderDetailResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (data) => {
      queryClient.setQueryData(adminKeys.order(order.id), data);
      await queryClient.invalidateQueries({ queryKey: adminKeys.orderTimeline(order.id) });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

/** The next statuses staff may set; shipping asks for the carrier and tracking number. */
export function OrderStatusActions({ order }: { order: AdminOrderDetailDto }) {
  const change = useOrderMutation(order, (c: OrderStatusChange) => changeOrderStatus(order.id, c));
  const run = (c: OrderStatusChange, done: string) =>
    change
      .mutateAsync(c)
      .then(() => {
        toast.success(done);
      })
      .catch((err) => {
        toast.error('Could not change the status', { description: getErrorMessage(err) });
      });
  if (order.nextStatuses.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {order.nextStatuses.includes('processing') ? (
        <ConfirmAction
          title={`Mark order ${order.orderNumber} processing?`}
          description={`${order.email} is emailed that the order is being prepared.`}
          confirmLabel="Mark processing"
          destructive={false}
          onConfirm={() => run({ status: 'processing' }, 'Marked processing')}
          trigger={
            <Button variant="outline">
              <PackageCheck aria-hidden="true" />
              Mark processing
            </Button>
          }
        />
      ) : null}
      {order.nextStatuses.includes('shipped') ? <ShipDialog order={order} /> : null}
      {order.nextStatuses.includes('delivered') ? (
        <ConfirmAction
          title={`Mark order ${order.orderNumber} delivered?`}
          description={`${order.email} is emailed that the order has been delivered.`}
          confirmLabel="Mark delivered"
          destructive={false}
          onConfirm={() => run({ status: 'delivered' }, 'Marked delivered')}
          trigger={
            <Button variant="outline">
              <CheckCircle2 aria-hidden="true" />
              Mark delivered
            </Button>
          }
        />
      ) : null}
    </div>
  );
}

function ShipDialog({ order }: { order: AdminOrderDetailDto }) {
  const [open, setOpen] = useState(false);
  const [carrier, setCarrier] = useState('Royal Mail');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const ship = useOrderMutation(order, () =>
    changeOrderStatus(order.id, { status: 'shipped', carrier, trackingNumber: tracking }),
  );
  function submit() {
    const next = {
      carrier: carrier.trim() ? undefined : 'Enter the carrier.',
      trackingNumber: tracking.trim() ? undefined : 'Enter the tracking number.',
    };
    setErrors(next);
    if (next.carrier || next.trackingNumber) return;
    ship.mutate(undefined, {
      onSuccess: () => {
        toast.success('Marked shipped');
        setOpen(false);
      },
      onError: (err) => {
        if (isApiError(err) && err.fields) {
          setErrors({
            carrier: err.fieldError('carrier'),
            trackingNumber: err.fieldError('trackingNumber'),
          });
        } else toast.error('Could not mark shipped', { description: getErrorMessage(err) });
      },
    });
  }
  return (
    <ConfirmFormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <Truck aria-hidden="true" />
          Mark shipped
        </Button>
      }
      title={<>Mark order {order.orderNumber} shipped?</>}
      description={<>{order.email} is emailed the carrier and tracking number.</>}
      onSubmit={submit}
      keep={{ label: 'Keep it' }}
      confirm={{ label: 'Mark shipped', pending: ship.isPending }}
    >
      <FormField label="Carrier" required error={errors.carrier}>
        <Input value={carrier} maxLength={100} onChange={(e) => setCarrier(e.target.value)} />
      </FormField>
      <FormField label="Tracking number" required error={errors.trackingNumber}>
        <Input value={tracking} maxLength={100} onChange={(e) => setTracking(e.target.value)} />
      </FormField>
    </ConfirmFormDialog>
  );
}

/** Refund through Shopify: an amount in pounds (up to what is left), an optional note. */
export function RefundDialog({ order }: { order: AdminOrderDetailDto }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const left = order.payment.refundablePence;
  // What this page offered: refunded once however many tabs or colleagues send it.
  const refund = useOrderMutation(order, (pence: number) =>
    refundOrder(order.id, {
      amountPence: pence,
      refundablePence: left,
      ...(note.trim() ? { note } : {}),
    }),
  );
  function submit() {
    const match = /^\s*£?(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(amount);
    const pence = match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : 0;
    if (!match || pence < 1) return setError('Enter an amount in pounds, such as 5.00.');
    if (pence > left) return setError(`You can refund at most ${formatPence(left)}.`);
    setError(undefined);
    refund.mutate(pence, {
      onSuccess: () => {
        toast.success(`Refunded ${formatPence(pence)}`);
        setOpen(false);
        setAmount('');
        setNote('');
      },
      onError: (err) => showFieldErrorOrToast(err, 'amountPence', setError, 'Could not refund'),
    });
  }
  if (left <= 0) return null;
  return (
    <ConfirmFormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          <Undo2 aria-hidden="true" />
          Refund
        </Button>
      }
      title={<>Refund order {order.orderNumber}?</>}
      description={
        <>
          The money goes back to the card {order.email} paid with, through Shopify. This cannot be
          undone. Up to {formatPence(left)} can be refunded.
        </>
      }
      onSubmit={submit}
      keep={{ label: 'Keep it' }}
      confirm={{ label: 'Refund', variant: 'destructive', pending: refund.isPending }}
    >
      <FormField label="Amount (£)" required error={error}>
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </FormField>
      <FormField label="Reason, on the customer's credit note (optional)">
        <Input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </FormField>
    </ConfirmFormDialog>
  );
}
