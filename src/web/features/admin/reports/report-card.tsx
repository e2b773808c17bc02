import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ReportPeriodKind } from '../../../../core/api/reports';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { getErrorMessage } from '../../../lib/api-client';
import { isComplete, type PeriodChoice, readPeriodChoice, withPeriodChoice } from './api';

/**
 * A report's period (`initial` by default) and its answer: asked for once the choice is complete
 * (a custom period's two dates), the last answer kept on screen while the next period loads. The
 * period lives in the URL (`prefix` + period, from, to), so a reload or a shared link keeps it;
 * a change replaces the history entry.
 */
export function usePeriodQuery<T, K extends readonly unknown[]>(
  initial: ReportPeriodKind,
  optionsFor: (choice: PeriodChoice) => UseQueryOptions<T, Error, T, K>,
  prefix = '',
) {
  const [params, setParams] = useSearchParams();
  const choice = readPeriodChoice(params, prefix, initial);
  const setChoice = (next: PeriodChoice) =>
    setParams((current) => withPeriodChoice(current, prefix, next, initial), { replace: true });
  const query = useQuery({
    ...optionsFor(choice),
    enabled: isComplete(choice),
    placeholderData: keepPreviousData,
  });
  return { choice, setChoice, query };
}

/** Every report's card: its title and description, its controls, a failure, then the figures. */
export function ReportCard({
  title,
  description,
  controls = null,
  error,
  children,
}: {
  title: string;
  description: ReactNode;
  /** The period picker and downloads, above the failure and the figures. */
  controls?: ReactNode;
  error: Error | null;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-lg">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {controls}
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {getErrorMessage(error)}
          </p>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
