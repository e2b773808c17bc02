import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

/** A labelled text, search or date filter of an admin list (orders, subscriptions, audit log). */
export function FilterInput({
  id,
  label,
  type,
  value,
  onChange,
}: {
  id: string;
  label: string;
  type: 'search' | 'date';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type={type} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
