// The customers list's saved segments (decision 131): pick one to apply its filter, save the
// current filter under a name, delete the segment the list shows.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerSegmentDto } from '../../../../core/api/admin-customers';
import { Button } from '../../../components/ui/button';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/toast';
import { showFieldErrorOrToast } from '../field-error-or-toast';
import { SelectField } from '../list-parts';
import { useStaffCan } from '../staff/use-staff-can';
import {
  type CustomerListFilter,
  customerKeys,
  deleteSegment,
  saveSegment,
  segmentsQuery,
} from './api';

// Radix Select refuses an empty value.
const NONE = 'none';

/** A segment's filter as the list spells it (strings), for comparing and applying. */
function asListFields(segment: CustomerSegmentDto): Record<string, string> {
  return Object.fromEntries(
    Object.entries(segment.filter)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

function sameFields(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

export function CustomerSegments(props: {
  /** The filter fields set now (no empty ones). */
  current: Partial<CustomerListFilter>;
  /** Replaces the whole filter with a segment's. */
  onApply: (fields: Record<string, string>) => void;
}) {
  const can = useStaffCan();
  const queryClient = useQueryClient();
  const { data } = useQuery(segmentsQuery());
  const segments = data?.segments ?? [];
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const current = props.current as Record<string, string>;
  const shown = segments.find((segment) => sameFields(asListFields(segment), current));
  const save = useMutation({
    mutationFn: () => saveSegment(name, props.current),
    onSuccess: (answer) => {
      queryClient.setQueryData(customerKeys.segments, answer);
      toast.success(`Segment "${name.trim()}" saved`);
      setName('');
      setNameError(undefined);
    },
    onError: (err) =>
      showFieldErrorOrToast(err, 'name', setNameError, 'Could not save the segment'),
  });
  const remove = async (segment: CustomerSegmentDto) => {
    try {
      queryClient.setQueryData(customerKeys.segments, await deleteSegment(segment.id));
      toast.success(`Segment "${segment.name}" deleted`);
    } catch (err) {
      showFieldErrorOrToast(err, 'segment', () => {}, 'Could not delete the segment');
    }
  };
  const options = [NONE, ...segments.map((segment) => segment.id)];
  return (
    <div className="grid w-full gap-3 sm:grid-cols-[1fr_2fr] sm:items-end">
      <SelectField
        id="customer-segment"
        label="Segment"
        value={shown?.id ?? NONE}
        options={options}
        optionLabel={(id) =>
          id === NONE
            ? 'No saved segment'
            : (segments.find((segment) => segment.id === id)?.name ?? id)
        }
        onChange={(id) => {
          const segment = segments.find((s) => s.id === id);
          props.onApply(segment ? asListFields(segment) : {});
        }}
        triggerClassName="w-full"
      />
      {can('customers.edit') ? (
        shown ? (
          <ConfirmAction
            trigger={
              <Button type="button" variant="outline" className="sm:justify-self-start">
                Delete segment
              </Button>
            }
            title={`Delete the segment "${shown.name}"?`}
            description="The customers stay as they are; only the saved filter goes."
            confirmLabel="Delete segment"
            onConfirm={() => remove(shown)}
          />
        ) : Object.keys(current).length > 0 ? (
          <form
            className="flex flex-col gap-1.5"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate();
            }}
          >
            <Label htmlFor="segment-name">Save this filter as a segment</Label>
            <div className="flex gap-2">
              <Input
                id="segment-name"
                value={name}
                maxLength={60}
                placeholder="e.g. Lapsed subscribers"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? 'segment-name-error' : undefined}
                onChange={(event) => setName(event.target.value)}
              />
              <Button type="submit" disabled={save.isPending || name.trim() === ''}>
                Save
              </Button>
            </div>
            {nameError ? (
              <p id="segment-name-error" className="text-destructive text-sm">
                {nameError}
              </p>
            ) : null}
          </form>
        ) : null
      ) : null}
    </div>
  );
}
