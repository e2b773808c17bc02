// The frame shared by the admin panels that show a background job's last run and start one now
// (stock sync, orders missed by webhook): title, what the job does, the last run or why it is not
// shown, and one button. Each panel keeps its own query, mutation and wording.
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The last run as a two-column list: when (and who started it), then its result. */
export function LastRunDetails(props: {
  testId: string;
  whenLabel: string;
  startedAt: string;
  trigger: string;
  resultLabel: string;
  badge: ReactNode;
  description: string;
}) {
  return (
    <dl
      className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl border border-border bg-background/60 p-4 text-sm sm:grid-cols-[auto_1fr]"
      data-testid={props.testId}
    >
      <dt className="font-medium text-muted-foreground">{props.whenLabel}</dt>
      <dd>
        {TIME_FORMAT.format(new Date(props.startedAt))} ({props.trigger})
      </dd>
      <dt className="font-medium text-muted-foreground">{props.resultLabel}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        {props.badge}
        <span className="break-words">{props.description}</span>
      </dd>
    </dl>
  );
}

export function SyncRunPanel(props: {
  title: string;
  description: ReactNode;
  /** What a run is called in the loading and error lines: "sync", "check". */
  noun: string;
  status: { isPending: boolean; error: Error | null; hasData: boolean };
  lastRun: ReactNode;
  emptyText: string;
  action: {
    label: string;
    pendingLabel: string;
    loadingLabel: string;
    variant?: ButtonVariant;
    pending: boolean;
    run: () => void;
  };
}) {
  const { status, action } = props;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {status.isPending ? (
          <PageSpinner label={`Loading the last ${props.noun}`} className="min-h-24" />
        ) : null}
        {status.error ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the last {props.noun}: {status.error.message}
          </p>
        ) : null}
        {props.lastRun}
        {status.hasData && !props.lastRun ? (
          <p className="text-muted-foreground text-sm">{props.emptyText}</p>
        ) : null}
        <div>
          <Button
            type="button"
            variant={action.variant}
            onClick={action.run}
            loading={action.pending}
            disabled={action.pending}
            loadingLabel={action.loadingLabel}
          >
            <RefreshCw aria-hidden="true" />
            {action.pending ? action.pendingLabel : action.label}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
