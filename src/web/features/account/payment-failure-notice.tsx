import { AlertTriangle, CreditCard } from 'lucide-react';
import { useState } from 'react';
import type { SubscriptionDto } from '../../../core/api/account';
import { formatLongDate } from '../../../core/dates';
import { Button } from '../../components/ui/button';
import { getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSendPaymentUpdateEmail } from './api';

/**
 * A declined renewal on the subscription card: why it was declined, what happens next, and
 * "Update payment method", which has Shopify email the customer a secure link to replace the
 * card (the card itself is never entered on the shop's pages).
 */
export function PaymentFailureNotice({
  subscriptionId,
  failure,
}: {
  subscriptionId: string;
  failure: NonNullable<SubscriptionDto['paymentFailure']>;
}) {
  const send = useSendPaymentUpdateEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function requestLink() {
    try {
      const { sentTo: to } = await send.mutateAsync(subscriptionId);
      setSentTo(to);
      toast.success('Check your email for the link to update your payment method.');
    } catch (error) {
      toast.error(getErrorMessage(error, 'We could not send the email. Please try again.'));
    }
  }

  return (
    <div
      className="flex flex-col gap-3 border-border/70 border-b bg-destructive-soft/60 px-5 py-4 text-sm"
      data-testid="payment-failure"
    >
      <div className="flex items-start gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <div className="min-w-0">
          <p className="font-medium text-destructive">Payment failed: {failure.reason}</p>
          <p className="mt-1 text-muted-foreground">
            {failure.retryOn
              ? `We will try again on ${formatLongDate(failure.retryOn)}, or the same day you update your payment method.`
              : 'Deliveries are paused until you update your payment method; we then take the payment and carry on.'}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={requestLink} disabled={send.isPending}>
          <CreditCard aria-hidden="true" />
          Update payment method
        </Button>
        {sentTo ? (
          <p role="status" className="text-muted-foreground">
            We have emailed a secure link to {sentTo}.
          </p>
        ) : null}
      </div>
    </div>
  );
}
