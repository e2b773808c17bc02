import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

/** A labelled text, search, date or number filter of an admin list (orders, customers, audit log). */
export function FilterInput({
  id,
  label,
  type,
  value,
  onChange,
  min,
}: {
  id: string;
  label: string;
  type: 'search' | 'date' | 'number';
  /** For a number: its least value and step. */
  min?: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value}
        min={min}
        step={type === 'number' ? 1 : undefined}
        inputMode={type === 'number' ? 'numeric' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
