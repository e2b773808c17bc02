import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Ban,
  CheckCircle2,
  CircleDollarSign,
  Mail,
  MessageSquare,
  PackageCheck,
  PauseCircle,
  PlayCircle,
  ShoppingBag,
  Truck,
  Undo2,
} from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  type OrderTimelineEvent,
  type OrderTimelineEventKind,
  orderCommentSchema,
} from '../../../core/api/order-timeline';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { addOrderComment, adminKeys, orderTimelineQuery } from './api';
import { showFieldErrorOrToast } from './field-error-or-toast';
import { useStaffCan } from './staff/use-staff-can';

const ICONS: Record<OrderTimelineEventKind, typeof Mail> = {
  placed: ShoppingBag,
  paid: CircleDollarSign,
  held: PauseCircle,
  released: PlayCircle,
  processing: PackageCheck,
  shipped: Truck,
  delivered: CheckCircle2,
  refunded: Undo2,
  cancelled: Ban,
  email: Mail,
  comment: MessageSquare,
};

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

function TimelineItem({ event }: { event: OrderTimelineEvent }) {
  const Icon = ICONS[event.kind];
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0" data-kind={event.kind}>
      <span
        className={cn(
          'z-10 flex size-7 shrink-0 items-center justify-center rounded-full border border-border bg-background',
          event.kind === 'comment' && 'bg-accent-soft',
          (event.kind === 'cancelled' || event.kind === 'held') && 'text-destructive',
        )}
      >
        <Icon aria-hidden="true" className="size-3.5" />
      </span>
      <div className="min-w-0 flex-1 pt-0.5">
        <p className="break-words font-medium">{event.title}</p>
        {event.detail ? (
          <p
            className={cn(
              'whitespace-pre-line break-words text-muted-foreground',
              event.kind === 'comment' && 'text-foreground',
            )}
          >
            {event.detail}
          </p>
        ) : null}
        <p className="break-all text-muted-foreground text-xs">
          <time dateTime={event.at}>{timeFormat.format(new Date(event.at))}</time>
          {event.actor ? ` · ${event.actor}` : ''}
        </p>
      </div>
    </li>
  );
}

function CommentForm({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: (text: string) => addOrderComment(orderId, text),
    onSuccess: async (data) => {
      queryClient.setQueryData(adminKeys.orderTimeline(orderId), data);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = orderCommentSchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add.mutate(parsed.data.body, {
      onSuccess: () => {
        setBody('');
        toast.success('Comment added');
      },
      onError: (err) => showFieldErrorOrToast(err, 'body', setError, 'Could not add the comment'),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 border-border border-t pt-4">
      <FormField label="Add a comment for staff" error={error}>
        <Textarea
          value={body}
          rows={2}
          maxLength={2000}
          onChange={(e) => setBody(e.target.value)}
          placeholder="Only staff see comments"
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="sm" loading={add.isPending} loadingLabel="Adding comment">
          Add comment
        </Button>
      </div>
    </form>
  );
}

/** The order's history, oldest first, with the staff comment box under it. */
export function OrderTimelineSection({ orderId }: { orderId: string }) {
  const { data, isPending, isError, error } = useQuery(orderTimelineQuery(orderId));
  const can = useStaffCan();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Timeline</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {isPending ? (
          <Skeleton className="h-32 rounded-xl" />
        ) : isError ? (
          <p role="alert" className="text-destructive">
            Could not load the timeline: {getErrorMessage(error)}
          </p>
        ) : (
          <ol
            aria-label="Order timeline"
            className="relative before:absolute before:top-2 before:bottom-2 before:left-3.5 before:w-px before:bg-border"
          >
            {data.events.map((event, index) => (
              <TimelineItem key={`${event.at}-${event.kind}-${index}`} event={event} />
            ))}
          </ol>
        )}
        {/* Comments are staff's (route-permissions.ts): fulfilment reads the timeline only. */}
        {can('orders.manage') ? <CommentForm orderId={orderId} /> : null}
      </CardContent>
    </Card>
  );
}
