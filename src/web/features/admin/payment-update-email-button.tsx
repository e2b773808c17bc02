import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import type { AdminSubscriptionDto } from '../../../core/api/admin-subscriptions';
import { Button } from '../../components/ui/button';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { api, getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/** A declined renewal still to recover: retries left, or paused after the last one. */
export function needsPaymentUpdate(s: AdminSubscriptionDto): boolean {
  return (
    s.billingFailures > 0 &&
    (s.status === 'active' || (s.status === 'paused' && s.pausedReason === 'payment_failed'))
  );
}

/**
 * Staff send Shopify's payment method update email (audited on the server); it goes to the
 * contract's customer whether or not they have an account.
 */
export function PaymentUpdateEmailButton({
  subscription: s,
}: {
  subscription: AdminSubscriptionDto;
}) {
  const send = useMutation({
    mutationFn: () =>
      api('POST /api/admin/subscriptions/:id/payment-method-email', {
        params: { id: s.id },
        body: {},
      }),
    onSuccess: ({ sentTo }) => toast.success(`Payment update email sent to ${sentTo}`),
    onError: (err) => toast.error('The email was not sent', { description: getErrorMessage(err) }),
  });
  return (
    <ConfirmAction
      title="Send a payment update email?"
      description={`Shopify emails ${s.email} a secure link to replace the card this subscription is charged to. Once replaced, the failed payment is tried again the same day.`}
      confirmLabel="Send email"
      onConfirm={() =>
        send.mutateAsync().then(
          () => undefined,
          () => undefined,
        )
      }
      trigger={
        <Button size="sm" variant="outline" disabled={send.isPending}>
          <Mail aria-hidden="true" />
          Send payment update email
        </Button>
      }
    />
  );
}
