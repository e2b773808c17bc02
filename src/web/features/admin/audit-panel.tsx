import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntryDto,
} from '../../../core/api/audit';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { CONTROL_CLASSES } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PageSpinner } from '../../components/ui/spinner';
import { api } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { FilterInput } from './filter-input';
import { DateRangeFilters, pageCount, useListFilters } from './list-parts';
import { Pager } from './pager';

type Filters = { actor: string; action: AuditAction | ''; from: string; to: string };

const auditQuery = (filters: Filters, page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters, page] as const,
    queryFn: ({ signal }) => {
      const query: Record<keyof Filters | 'page', string | undefined> = {
        page: String(page),
        actor: undefined,
        action: undefined,
        from: undefined,
        to: undefined,
      };
      for (const [key, value] of Object.entries(filters) as [keyof Filters, string][]) {
        if (value.trim() !== '') query[key] = value.trim();
      }
      return api('GET /api/admin/audit', { query, signal });
    },
  });

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

function Entry({ entry }: { entry: AuditEntryDto }) {
  return (
    <li className="rounded-xl border border-border bg-surface p-4" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</p>
        <time dateTime={entry.createdAt} className="text-muted-foreground text-xs">
          {timeFormat.format(new Date(entry.createdAt))}
        </time>
      </div>
      <p className="mt-1 break-words text-sm">{entry.summary}</p>
      <p className="mt-1 break-all text-muted-foreground text-xs">by {entry.actorEmail}</p>
      {entry.before !== null || entry.after !== null ? (
        <details className="mt-2 text-xs">
          <summary className="cursor-pointer text-muted-foreground">Before and after</summary>
          <div className="mt-2 grid gap-2 md:grid-cols-2">
            {(['before', 'after'] as const).map((key) => (
              <div key={key} className="min-w-0">
                <p className="mb-1 font-medium capitalize">{key}</p>
                <pre className="max-h-64 overflow-auto rounded-lg bg-muted p-2">
                  {entry[key] === null ? '—' : JSON.stringify(entry[key], null, 2)}
                </pre>
              </div>
            ))}
          </div>
        </details>
      ) : null}
    </li>
  );
}

/** Admin › Audit Log: every staff action, newest first, filtered by actor, action, dates. */
export function AuditPanel() {
  const { filters, set, page, setPage } = useListFilters<Filters>({
    actor: '',
    action: '',
    from: '',
    to: '',
  });
  const { data, isPending, isError, error, isFetching } = useQuery({
    ...auditQuery(filters, page),
    placeholderData: keepPreviousData,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit Log</CardTitle>
        <CardDescription>
          Every staff action: who, what, when, and what changed
          {data ? ` · ${data.total} ${data.total === 1 ? 'entry' : 'entries'}` : ''}.
        </CardDescription>
        <div className="grid gap-3 pt-2 sm:grid-cols-2 lg:grid-cols-4">
          <FilterInput
            id="audit-actor"
            label="Staff email"
            type="search"
            value={filters.actor}
            onChange={(value) => set({ actor: value })}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="audit-action">Action</Label>
            <select
              id="audit-action"
              className={cn(CONTROL_CLASSES, 'h-11')}
              value={filters.action}
              onChange={(event) => set({ action: event.target.value as AuditAction | '' })}
            >
              <option value="">All actions</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {AUDIT_ACTION_LABELS[action]}
                </option>
              ))}
            </select>
          </div>
          <DateRangeFilters idPrefix="audit" from={filters.from} to={filters.to} onChange={set} />
        </div>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <PageSpinner label="Loading the audit log" className="min-h-40" />
        ) : isError ? (
          <p className="text-destructive text-sm" role="alert">
            Could not load the audit log: {error.message}
          </p>
        ) : data.entries.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No staff actions match.</p>
        ) : (
          <>
            <ul className="flex flex-col gap-3" aria-busy={isFetching}>
              {data.entries.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ul>
            <Pager label="Audit log pages" page={page} pages={pageCount(data)} onPage={setPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
