import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** Props FormField passes to its control. */
export type FormControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export type FormFieldProps = {
  label: ReactNode;
  /** The error message (e.g. errors.email?.message); sets aria-invalid on the control. */
  error?: string | undefined;
  /** Help text shown under the label. */
  description?: ReactNode;
  /** Adds a visual marker and aria-required. */
  required?: boolean;
  /** Control id; generated when omitted. */
  id?: string;
  /** Visually hide the label (still read by screen readers). */
  hideLabel?: boolean;
  className?: string;
  /**
   * A single control element (Input, Textarea, SelectTrigger …), which receives id,
   * aria-describedby and aria-invalid; or a function of those props for anything else.
   */
  children: ReactElement<Record<string, unknown>> | ((props: FormControlProps) => ReactNode);
};

/**
 * Label + control + description + error, wired for assistive technology.
 * `<FormField label="Email" error={errors.email?.message}><Input {...register('email')} /></FormField>`
 */
export function FormField({
  label,
  error,
  description,
  required = false,
  id,
  hideLabel = false,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  const controlProps: FormControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  let control: ReactNode;
  if (typeof children === 'function') {
    control = children(controlProps);
  } else if (isValidElement(children)) {
    control = cloneElement(children, controlProps);
  } else {
    control = children;
  }

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId} className={hideLabel ? 'sr-only' : undefined}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {description ? (
        <p id={descriptionId} className="text-muted-foreground text-sm">
          {description}
        </p>
      ) : null}
      {control}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-destructive text-sm">
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="mt-0.5 size-3.5 shrink-0"
            fill="currentColor"
          >
            <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm0 3a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 8 4Zm0 8a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** A form's own failure (not one field's), announced when it appears; nothing without one. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-destructive text-sm">
      {message}
    </p>
  );
}
