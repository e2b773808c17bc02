import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatLongDate } from '../../../core/dates';
import { formatGBP } from '../../../core/money';
import {
  lastReturnDay,
  type OrderReturnsDto,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  type ReturnDto,
  type ReturnRequest,
  type ReturnRequestInput,
  returnRequestSchemaFor,
} from '../../../core/returns/return-request';
import { Button } from '../../components/ui/button';
import { FormAlert, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { api, getErrorMessage, isApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { accountKeys } from './api';

export const RETURN_REQUESTED_MESSAGE = 'Return requested: we will email you our reply';

const itemName = (i: { productTitle: string; variantTitle: string | null }) =>
  i.variantTitle && i.variantTitle !== 'Default'
    ? `${i.productTitle} (${i.variantTitle})`
    : i.productTitle;

/** A delivered order's returns (status, refund, credit note) and the form to ask for one. */
export function OrderReturns({ orderId }: { orderId: string }) {
  const { data } = useQuery({
    queryKey: [...accountKeys.orders, orderId, 'returns'],
    queryFn: ({ signal }) =>
      api('GET /api/account/orders/:id/returns', { params: { id: orderId }, signal }),
  });
  const [open, setOpen] = useState(false);
  if (!data) return null;
  const anyLeft = data.lines.some((l) => l.returnable > 0);
  return (
    <section
      className="border-border/70 border-t px-5 py-3 text-sm"
      aria-label="Returns"
      data-testid="order-returns"
    >
      {data.returns.length > 0 ? (
        <ul className="mb-2 flex flex-col gap-2" aria-label="Your returns">
          {data.returns.map((r) => (
            <ReturnRow key={r.id} ret={r} />
          ))}
        </ul>
      ) : null}
      {open ? (
        <ReturnForm data={data} orderId={orderId} onDone={() => setOpen(false)} />
      ) : anyLeft && data.deliveredOn ? (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Undo2 aria-hidden="true" />
          Return items
        </Button>
      ) : null}
    </section>
  );
}

function ReturnRow({ ret }: { ret: ReturnDto }) {
  return (
    <li className="rounded-xl bg-sand/40 px-3 py-2" data-return-status={ret.status}>
      <p className="font-medium">
        Return: {ret.items.map((i) => `${i.quantity} × ${itemName(i)}`).join(', ')}
      </p>
      <p>
        <span className="font-medium">{RETURN_STATUS_LABELS[ret.status]}</span>
        {ret.staffReason ? ` (${ret.staffReason})` : ''}
      </p>
      {ret.status === 'refunded' && ret.refundedPence !== null ? (
        <p>
          Refunded {formatGBP(ret.refundedPence)}
          {ret.creditNoteNumber ? `, credit note ${ret.creditNoteNumber}` : ''}
        </p>
      ) : null}
    </li>
  );
}

function ReturnForm({
  data,
  orderId,
  onDone,
}: {
  data: OrderReturnsDto;
  orderId: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const schema = useMemo(
    () =>
      returnRequestSchemaFor({
        deliveredOn: data.deliveredOn,
        today: data.today,
        orderType: data.orderType,
        returnable: Object.fromEntries(data.lines.map((l) => [l.orderItemId, l.returnable])),
      }),
    [data],
  );
  const form = useForm<ReturnRequestInput, unknown, ReturnRequest>({
    resolver: zodResolver(schema),
    defaultValues: {
      reason: 'changed-mind',
      details: '',
      items: data.lines.map((l) => ({ orderItemId: l.orderItemId, quantity: 0, opened: false })),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api('POST /api/account/orders/:id/returns', {
        params: { id: orderId },
        body: { ...values, items: values.items.filter((i) => i.quantity > 0) },
      });
      toast.success(RETURN_REQUESTED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: accountKeys.orders });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, messages] of Object.entries(error.fields)) {
          form.setError(field as 'reason', { message: messages[0] });
        }
      } else setFailure(getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Return items">
      <fieldset className="flex flex-col gap-1">
        <legend className="font-medium">Why are you returning them?</legend>
        {RETURN_REASONS.map((reason) => (
          <label key={reason} className="flex items-start gap-2">
            <input type="radio" value={reason} {...form.register('reason')} className="mt-1" />
            <span>
              {RETURN_REASON_LABELS[reason]}
              {data.deliveredOn ? (
                <span className="text-muted-foreground">
                  {' '}
                  · by {formatLongDate(lastReturnDay(reason, data.deliveredOn))}
                </span>
              ) : null}
            </span>
          </label>
        ))}
        {errors.reason?.message ? (
          <p role="alert" className="text-destructive">
            {errors.reason.message}
          </p>
        ) : null}
      </fieldset>
      {data.lines.map((line, index) => (
        <div key={line.orderItemId} className="flex flex-wrap items-end gap-3">
          <FormField
            label={`${itemName(line)}: how many (up to ${line.returnable})`}
            error={errors.items?.[index]?.quantity?.message}
            className="w-full sm:w-auto"
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={line.returnable}
              className="w-24"
              {...form.register(`items.${index}.quantity`, { valueAsNumber: true })}
            />
          </FormField>
          <label className="flex items-center gap-2 pb-2">
            <input type="checkbox" {...form.register(`items.${index}.opened`)} />
            <span className="sr-only">{itemName(line)}: </span>Opened
          </label>
          {errors.items?.[index]?.opened?.message ? (
            <p role="alert" className="w-full text-destructive">
              {errors.items[index]?.opened?.message}
            </p>
          ) : null}
        </div>
      ))}
      {errors.items?.message || errors.items?.root?.message ? (
        <p role="alert" className="text-destructive">
          {errors.items?.message ?? errors.items?.root?.message}
        </p>
      ) : null}
      <FormField label="Anything we should know? (optional)" error={errors.details?.message}>
        <Textarea rows={3} {...form.register('details')} />
      </FormField>
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          Ask to return
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Keep them
        </Button>
      </div>
    </form>
  );
}
