import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CLAIM_ACTION,
  CLAIM_PROMPT,
  claimGuestOrdersSchema,
} from '../../../core/schemas/guest-order-claim';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { api, getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { accountKeys } from './api';

/**
 * "Orders placed as a guest with this email? Claim them": asks for a code sent
 * to the account's address (the email names the orders), then links them when it is entered.
 */
export function GuestOrderClaim() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ sent: boolean; message: string } | null>(null);
  const ask = useMutation({
    mutationFn: () => api('POST /api/account/guest-orders/claim-code', { body: {} }),
    onSuccess: (data) => setNotice(data),
  });
  const form = useForm<
    z.input<typeof claimGuestOrdersSchema>,
    unknown,
    z.output<typeof claimGuestOrdersSchema>
  >({ resolver: zodResolver(claimGuestOrdersSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await api('POST /api/account/guest-orders/claim', { body: values });
      toast.success(result.message);
      setNotice(null);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    } catch (error) {
      form.setError('code', { message: getErrorMessage(error) });
    }
  });

  return (
    <div className="mt-6 rounded-2xl border border-border p-4 text-sm">
      <p>
        {CLAIM_PROMPT}{' '}
        <Button type="button" variant="link" disabled={ask.isPending} onClick={() => ask.mutate()}>
          {CLAIM_ACTION}
        </Button>
      </p>
      {ask.isError ? <FormAlert message={getErrorMessage(ask.error)} /> : null}
      {notice ? <p className="mt-3 text-muted-foreground">{notice.message}</p> : null}
      {notice?.sent ? (
        <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
          <FormField label="Code from the email" error={errors.code?.message} required>
            <Input inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            Add the orders
          </Button>
        </form>
      ) : null}
    </div>
  );
}
