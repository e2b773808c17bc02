import { Ban, CheckCircle2 } from 'lucide-react';
import type { AdminOrderDetailDto, HeldOrderDecision } from '../../../core/api/admin-orders';
import { Button } from '../../components/ui/button';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { decideHeldOrder } from './api';
import { useOrderMutation } from './order-actions';

/** Why an order is on hold, and staff's two ways out: release it or cancel it (both audited). */
export function HeldOrderPanel({ order }: { order: AdminOrderDetailDto }) {
  const decide = useOrderMutation(order, (d: HeldOrderDecision) => decideHeldOrder(order.id, d));
  if (order.status !== 'on_hold') return null;
  const run = (decision: HeldOrderDecision, done: string) =>
    decide
      .mutateAsync(decision)
      .then(() => {
        toast.success(done);
      })
      .catch((err) => {
        toast.error('Could not decide on the held order', { description: getErrorMessage(err) });
      });
  return (
    <section
      className="rounded-xl border border-destructive/40 bg-destructive-soft p-4 text-sm"
      aria-labelledby="hold-title"
      data-testid="held-order"
    >
      <h2 id="hold-title" className="font-semibold text-destructive">
        On hold: this order is not what the shop sold to this buyer
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {order.holdReasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className="mt-2 text-muted-foreground">
        Release it to fulfil it as paid (the customer is then sent their confirmation), or cancel it
        and refund the payment.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ConfirmAction
          title={`Release order ${order.orderNumber}?`}
          description={`It becomes pending and ${order.email} is sent the order confirmation.`}
          confirmLabel="Release order"
          destructive={false}
          onConfirm={() => run({ decision: 'release' }, 'Order released')}
          trigger={
            <Button>
              <CheckCircle2 aria-hidden="true" />
              Release order
            </Button>
          }
        />
        <ConfirmAction
          title={`Cancel order ${order.orderNumber}?`}
          description="The order is cancelled. Refund the payment separately."
          confirmLabel="Cancel order"
          onConfirm={() => run({ decision: 'cancel' }, 'Order cancelled')}
          trigger={
            <Button variant="outline">
              <Ban aria-hidden="true" />
              Cancel order
            </Button>
          }
        />
      </div>
    </section>
  );
}
