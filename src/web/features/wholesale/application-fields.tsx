import { type ComponentProps, type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { WHOLESALE_PAGE } from '../../../core/content/wholesale-page';
import {
  PRODUCT_INTEREST_OPTIONS,
  type ProductInterest,
  type WholesaleApplicationInput,
  type WholesaleApplicationValues,
} from '../../../core/schemas/wholesale';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { cn } from '../../lib/cn';
import {
  type ApplicationField,
  FIELD_HINTS,
  FIELD_LABELS,
  OPTIONAL_MARK,
  SELECT_PLACEHOLDER,
} from './application-steps';

export type FormInput = WholesaleApplicationInput;
type FormOutput = WholesaleApplicationValues;

export function FieldGroup({
  title,
  description,
  columns = 2,
  children,
}: {
  title: string;
  description?: string;
  columns?: 1 | 2;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-5 flex w-full flex-col gap-1">
        <span className="font-semibold text-foreground text-sm uppercase tracking-[0.12em]">
          {title}
        </span>
        {description ? <span className="text-muted-foreground text-sm">{description}</span> : null}
      </legend>
      <div className={cn('grid gap-5', columns === 2 && 'sm:grid-cols-2')}>{children}</div>
    </fieldset>
  );
}

export function OptionalLabel({ name }: { name: ApplicationField }) {
  return (
    <>
      {FIELD_LABELS[name]}{' '}
      <span className="font-normal text-muted-foreground">{OPTIONAL_MARK}</span>
    </>
  );
}

type TextFieldName = Exclude<
  ApplicationField,
  | 'productInterests'
  | 'businessType'
  | 'yearsInBusiness'
  | 'numberOfLocations'
  | 'annualRevenue'
  | 'primaryMarket'
  | 'estimatedMonthlyVolume'
  | 'howDidYouHear'
>;

export function TextField({
  name,
  register,
  errors,
  required = false,
  className,
  ...inputProps
}: {
  name: TextFieldName;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
  required?: boolean;
  className?: string;
} & Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'placeholder' | 'inputMode'>) {
  return (
    <FormField
      label={required ? FIELD_LABELS[name] : <OptionalLabel name={name} />}
      required={required}
      error={errors[name]?.message}
      description={FIELD_HINTS[name]}
      className={className}
    >
      <Input {...inputProps} {...register(name)} />
    </FormField>
  );
}

type SelectFieldName =
  | 'businessType'
  | 'yearsInBusiness'
  | 'numberOfLocations'
  | 'annualRevenue'
  | 'primaryMarket'
  | 'estimatedMonthlyVolume'
  | 'howDidYouHear';

export function SelectField({
  name,
  options,
  control,
  errors,
}: {
  name: SelectFieldName;
  options: readonly (readonly [string, string])[];
  control: Control<FormInput, unknown, FormOutput>;
  errors: FieldErrors<FormInput>;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormField
          label={FIELD_LABELS[name]}
          required
          error={errors[name]?.message}
          description={FIELD_HINTS[name]}
        >
          {(controlProps) => (
            <Select
              value={(field.value as string | undefined) ?? ''}
              onValueChange={(value) => {
                field.onChange(value);
                // Validate now (not on the later blur), so a cleared error does not move the
                // page under the pointer on the next click.
                field.onBlur();
              }}
              name={field.name}
            >
              <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={SELECT_PLACEHOLDER} />
              </SelectTrigger>
              <SelectContent>
                {options.map(([value, label]) => (
                  <SelectItem key={value} value={value}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    />
  );
}

export function ProductInterestsField({
  control,
  error,
}: {
  control: Control<FormInput, unknown, FormOutput>;
  error: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Controller
      name="productInterests"
      control={control}
      render={({ field }) => {
        const selected = (field.value ?? []) as ProductInterest[];
        const toggle = (option: ProductInterest, checked: boolean) => {
          const next = checked
            ? [...selected, option]
            : selected.filter((value) => value !== option);
          // Keep the options' order so the stored list reads naturally.
          field.onChange(PRODUCT_INTEREST_OPTIONS.filter((value) => next.includes(value)));
          field.onBlur();
        };
        return (
          <fieldset
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            className="flex flex-col gap-4"
          >
            <legend className="mb-4 flex w-full flex-col gap-1">
              <span className="font-semibold text-foreground text-sm uppercase tracking-[0.12em]">
                {WHOLESALE_PAGE.sections.interests}
              </span>
              <span className="text-muted-foreground text-sm">
                {FIELD_LABELS.productInterests}
                <span aria-hidden="true" className="ml-0.5 text-destructive">
                  *
                </span>
                <span className="sr-only"> (required, choose at least one)</span>
              </span>
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {PRODUCT_INTEREST_OPTIONS.map((option, index) => {
                const optionId = `${id}-${index}`;
                const checked = selected.includes(option);
                return (
                  <div
                    key={option}
                    className={cn(
                      'flex items-center gap-3 rounded-xl border bg-surface px-4 py-3.5 transition-colors',
                      checked
                        ? 'border-primary bg-primary-soft/50'
                        : 'border-border hover:border-border-strong',
                      error && !checked && 'border-destructive/40',
                    )}
                  >
                    <Checkbox
                      id={optionId}
                      ref={index === 0 ? field.ref : undefined}
                      checked={checked}
                      onCheckedChange={(value) => toggle(option, value === true)}
                      onBlur={field.onBlur}
                      aria-invalid={error ? true : undefined}
                    />
                    <Label htmlFor={optionId} className="flex-1 cursor-pointer">
                      {option}
                    </Label>
                  </div>
                );
              })}
            </div>
            {error ? (
              <p id={errorId} className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
