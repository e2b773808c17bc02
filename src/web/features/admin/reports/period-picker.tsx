import {
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  type ReportPeriodKind,
} from '../../../../core/api/reports';
import { CONTROL_CLASSES, Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import type { PeriodChoice } from './api';

/** The period a report covers (London days), with the custom dates when chosen. */
export function PeriodPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PeriodChoice;
  onChange: (value: PeriodChoice) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-period`}>Period</Label>
        <select
          id={`${id}-period`}
          className={cn(CONTROL_CLASSES, 'h-11 w-auto min-w-44')}
          value={value.period}
          onChange={(event) =>
            onChange({ ...value, period: event.currentTarget.value as ReportPeriodKind })
          }
        >
          {REPORT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {REPORT_PERIOD_LABELS[period]}
            </option>
          ))}
        </select>
      </div>
      {value.period === 'custom' ? (
        <>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              className="w-auto"
              value={value.from}
              onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              className="w-auto"
              value={value.to}
              onChange={(event) => onChange({ ...value, to: event.currentTarget.value })}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
