// "Email me when it is back": shown instead of Add to Cart for an
// out-of-stock option; validated with the server's zod schema. Its own chunk: most visitors
// never see it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  STOCK_NOTIFY_SUCCESS_MESSAGE,
  stockNotifySchema,
} from '../../../core/schemas/stock-notify';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { api, getErrorMessage, isApiError } from '../../lib/api-client';

type FormInput = z.input<typeof stockNotifySchema>;
type FormOutput = z.output<typeof stockNotifySchema>;

export default function BackInStockForm({ variantId }: { variantId: string }) {
  const [state, setState] = useState<{ done: boolean; error: unknown }>({
    done: false,
    error: null,
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(stockNotifySchema),
    values: { variantId, email: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api('POST /api/stock/notify', { body: values });
      setState({ done: true, error: null });
    } catch (error) {
      const message = isApiError(error) ? error.fields?.email?.[0] : undefined;
      if (message) form.setError('email', { message });
      setState({ done: false, error: message ? null : error });
    }
  });
  if (state.done) {
    return (
      <p role="status" className="rounded-2xl bg-primary-soft px-4 py-3 text-sm">
        {STOCK_NOTIFY_SUCCESS_MESSAGE}
      </p>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Email me when it is back"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-sand/60 p-4"
    >
      <p className="font-semibold text-sm">Out of stock. We can email you when it is back.</p>
      <FormField label="Your email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      {state.error ? (
        <p role="alert" className="text-destructive text-sm">
          {getErrorMessage(state.error)}
        </p>
      ) : null}
      <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
        Email me when it is back
      </Button>
    </form>
  );
}
