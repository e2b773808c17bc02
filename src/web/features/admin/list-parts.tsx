// The pieces the admin list panels share (customers, orders, staff, audit log; the subscriptions
// filter uses SelectField): filters that reset the page, a date range, a select over a fixed set
// of values (alone or with its label above), and a paged table that says when it is loading,
// failed or empty. Each panel keeps its own query, filters and row.
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Label } from '../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { PageSpinner } from '../../components/ui/spinner';
import { FilterInput } from './filter-input';
import { Pager } from './pager';

export type OptionSelectProps<T extends string> = {
  id: string;
  value: T;
  options: readonly T[];
  optionLabel: (value: T) => ReactNode;
  onChange: (value: T) => void;
  disabled?: boolean;
  triggerClassName: string;
  itemClassName?: (value: T) => string | undefined;
};

/** A select over a fixed list of values, each shown by `optionLabel`. */
export function OptionSelect<T extends string>(props: OptionSelectProps<T>) {
  return (
    <Select
      value={props.value}
      disabled={props.disabled}
      onValueChange={(value) => props.onChange(value as T)}
    >
      <SelectTrigger id={props.id} className={props.triggerClassName}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {props.options.map((option) => (
          <SelectItem key={option} value={option} className={props.itemClassName?.(option)}>
            {props.optionLabel(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** An OptionSelect with its label above, as a filter or sort control. */
export function SelectField<T extends string>(props: OptionSelectProps<T> & { label: string }) {
  const { label, ...select } = props;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={props.id}>{label}</Label>
      <OptionSelect {...select} />
    </div>
  );
}

/**
 * A list's filters and page: `set` changes some filters and goes back to the first page, since the
 * page the staff member was on may not exist in the new results.
 */
export function useListFilters<F extends object>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const set = (patch: Partial<F>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  return { filters, set, page, setPage };
}

/** A list's filter and page as the query string says (defaults for what it does not). */
export function readSearchParamFilters<F extends Record<string, string>>(
  params: URLSearchParams,
  defaults: F,
): { filters: F; page: number } {
  const filters = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof F & string)[]) {
    const value = params.get(key);
    if (value !== null) filters[key] = value as F[typeof key];
  }
  const requested = Number(params.get('page'));
  return { filters, page: Number.isInteger(requested) && requested > 1 ? requested : 1 };
}

/**
 * The query string with some filters changed, back on page 1: a filter at its default or empty
 * is left out; other parameters (`tab`) stay.
 */
export function withSearchParamFilters<F extends Record<string, string>>(
  params: URLSearchParams,
  patch: Partial<F>,
  defaults: F,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
    else next.set(key, value);
  }
  next.delete('page');
  return next;
}

/**
 * `useListFilters` kept in the URL's query string (decision 131), beside `?tab=`: a reload or a
 * shared link keeps the list as it was. Changes replace the history entry, so typing a search
 * does not fill the back button.
 */
export function useSearchParamFilters<F extends Record<string, string>>(defaults: F) {
  const [params, setParams] = useSearchParams();
  const { filters, page } = readSearchParamFilters(params, defaults);
  const set = (patch: Partial<F>) =>
    setParams((current) => withSearchParamFilters(current, patch, defaults), { replace: true });
  const setPage = (to: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (to > 1) next.set('page', String(to));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { filters, set, page, setPage };
}

/** "From" and "To" date filters, with ids `${idPrefix}-from` and `${idPrefix}-to`. */
export function DateRangeFilters(props: {
  idPrefix: string;
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
}) {
  return (
    <>
      <FilterInput
        id={`${props.idPrefix}-from`}
        label="From"
        type="date"
        value={props.from}
        onChange={(value) => props.onChange({ from: value })}
      />
      <FilterInput
        id={`${props.idPrefix}-to`}
        label="To"
        type="date"
        value={props.to}
        onChange={(value) => props.onChange({ to: value })}
      />
    </>
  );
}

/** A row of a stacked PagedTable: a card below `sm`, a table row above. */
export const STACKED_ROW = 'block border-border border-t py-2 sm:table-row sm:py-0 sm:align-top';

/**
 * A cell of a stacked row: below `sm` a line with its column's label on the left (the header is
 * hidden there), a table cell above.
 */
export function StackedCell(props: { label: string; className?: string; children: ReactNode }) {
  return (
    <td
      className={`flex items-baseline justify-between gap-4 py-1 sm:table-cell sm:py-3 ${props.className ?? ''}`}
    >
      <span className="text-muted-foreground text-xs uppercase tracking-wide sm:hidden">
        {props.label}
      </span>
      <span className="text-right sm:contents">{props.children}</span>
    </td>
  );
}

/** How many pages a paged answer has (at least one). */
export function pageCount(data: { total: number; pageSize: number } | undefined): number {
  return data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
}

export function PagedTable(props: {
  /** What the list holds, in the loading and error lines: "customers", "orders". */
  noun: string;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  empty: boolean;
  emptyText: string;
  /** The table's least width, a Tailwind class: "min-w-[32rem]". */
  minWidth: string;
  columns: readonly { label: string; className: string }[];
  /**
   * Below the `sm` width each row is a stack of labelled lines instead of a wide table (the rows
   * use `stackedCell`): every column stays readable at 375 px, none hidden or scrolled.
   */
  stacked?: boolean;
  children: ReactNode;
  pager: { label: string; page: number; pages: number; onPage: (page: number) => void };
}) {
  if (props.isPending) {
    return <PageSpinner label={`Loading ${props.noun}`} className="min-h-40" />;
  }
  if (props.isError) {
    return <p className="text-destructive text-sm">Could not load the {props.noun}.</p>;
  }
  if (props.empty) {
    return <p className="py-8 text-center text-muted-foreground">{props.emptyText}</p>;
  }
  return (
    <>
      <div className="overflow-x-auto">
        <table
          className={`w-full ${props.minWidth} text-sm${props.stacked ? ' block sm:table' : ''}`}
          aria-busy={props.isFetching}
        >
          <thead className={props.stacked ? 'hidden sm:table-header-group' : undefined}>
            <tr className="text-left text-muted-foreground text-xs uppercase tracking-wide">
              {props.columns.map((column) => (
                <th key={column.label} className={column.className}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={props.stacked ? 'block sm:table-row-group' : undefined}>
            {props.children}
          </tbody>
        </table>
      </div>
      <Pager {...props.pager} />
    </>
  );
}
