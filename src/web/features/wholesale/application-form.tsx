import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Check, LockKeyhole, Send } from 'lucide-react';
import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
  useForm,
} from 'react-hook-form';
import { Link } from 'react-router';
import { WHOLESALE_PAGE, WHOLESALE_STEPS } from '../../../core/content/wholesale-page';
import {
  ANNUAL_REVENUE_OPTIONS,
  APPLICATION_FAILED_MESSAGE,
  APPLICATION_SUBMITTED_MESSAGE,
  BUSINESS_TYPE_OPTIONS,
  businessApplicationSchema,
  ESTIMATED_MONTHLY_VOLUME_OPTIONS,
  findOptionLabel,
  HOW_DID_YOU_HEAR_OPTIONS,
  NUMBER_OF_LOCATIONS_OPTIONS,
  PRIMARY_MARKET_OPTIONS,
  PRODUCT_INTEREST_OPTIONS,
  type ProductInterest,
  type WholesaleApplicationInput,
  type WholesaleApplicationValues,
  wholesaleApplicationSchema,
  YEARS_IN_BUSINESS_OPTIONS,
} from '../../../core/schemas/wholesale';
import { Button } from '../../components/ui/button';
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
import { Textarea } from '../../components/ui/textarea';
import { isApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { ACCOUNT_FIELDS, selectBusinessFields, useSubmitWholesaleApplication } from './api';
import {
  type ApplicationField,
  FIELD_HINTS,
  FIELD_LABELS,
  findFirstStepWithField,
  OPTIONAL_MARK,
  SELECT_PLACEHOLDER,
  STEP_FIELDS,
  type StepNumber,
} from './application-steps';

type FormInput = WholesaleApplicationInput;
type FormOutput = WholesaleApplicationValues;

// The form also holds the (hidden, empty) account fields; the strict server schema would refuse
// them as unknown keys, so a signed-in user's form strips them before validating.
const signedInApplicationSchema = businessApplicationSchema.strip();

const DEFAULT_VALUES: Partial<FormInput> = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  companyName: '',
  taxId: '',
  businessRegistrationNumber: '',
  website: '',
  address: '',
  city: '',
  country: 'United Kingdom',
  zip: '',
  productInterests: [],
  instagram: '',
  facebook: '',
  additionalNotes: '',
};

/**
 * The wholesale application (accounts §2, §5, §9) in three steps: Business Info, Details, Submit.
 * Each step's fields are validated with the shared schema before moving on. A visitor creates
 * their account on the last step; a signed-in user (`signedInEmail`) applies as themselves.
 */
export function ApplicationForm({ signedInEmail }: { signedInEmail: string | null }) {
  const isSignedIn = signedInEmail !== null;
  const [step, setStep] = useState<StepNumber>(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submit = useSubmitWholesaleApplication();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: (isSignedIn
      ? zodResolver(signedInApplicationSchema)
      : zodResolver(wholesaleApplicationSchema)) as unknown as Resolver<
      FormInput,
      unknown,
      FormOutput
    >,
    defaultValues: DEFAULT_VALUES,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const stepFields = (target: StepNumber) =>
    STEP_FIELDS[target].filter(
      (field) => !(isSignedIn && (ACCOUNT_FIELDS as readonly string[]).includes(field)),
    );

  const goToStep = (target: StepNumber) => {
    setStep(target);
    // Bring the new step's heading into view and give it focus for screen-reader users.
    requestAnimationFrame(() => {
      headingRef.current?.focus({ preventScroll: true });
      headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
  };

  const goNext = async () => {
    const fields = stepFields(step);
    const valid = await form.trigger(fields, { shouldFocus: true });
    if (!valid) {
      // Mark the step's fields touched, so each error clears as soon as it is fixed (onTouched
      // re-validates touched fields on change) rather than on a later blur.
      for (const field of fields) {
        form.setValue(field, form.getValues(field), { shouldTouch: true });
      }
      return;
    }
    if (step < 3) goToStep((step + 1) as StepNumber);
  };

  const onValid = async (values: FormOutput) => {
    try {
      await submit.mutateAsync(isSignedIn ? selectBusinessFields(values) : values);
      toast.success(APPLICATION_SUBMITTED_MESSAGE);
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.fields ?? {}) : [];
      for (const [field, messages] of fields) {
        if (field in FIELD_LABELS && messages[0]) {
          form.setError(field as ApplicationField, { type: 'server', message: messages[0] });
        }
      }
      if (fields.length > 0) {
        const target = findFirstStepWithField(fields.map(([field]) => field));
        if (target !== step) goToStep(target);
      }
      // The server's message for a refusal (e.g. an email already registered), else the fallback.
      const message =
        isApiError(error) && error.status >= 400 && error.status < 500 && error.message
          ? error.message
          : APPLICATION_FAILED_MESSAGE;
      toast.error(message);
    }
  };

  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    const target = findFirstStepWithField(Object.keys(invalid));
    if (target !== step) goToStep(target);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of an earlier step moves on instead of submitting the whole form.
    if (step < 3) {
      event.preventDefault();
      void goNext();
      return;
    }
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  const current = WHOLESALE_STEPS[step - 1];
  const { register, control } = form;

  return (
    <div className="flex flex-col gap-8">
      <StepIndicator step={step} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
        <div>
          <p className="text-accent-strong text-eyebrow uppercase">Step {step} of 3</p>
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="mt-1.5 scroll-mt-28 font-display text-h3 outline-none"
          >
            {current?.title}
          </h3>
          <p className="mt-1.5 text-muted-foreground text-sm">
            {step === 3 && isSignedIn
              ? 'Check your answers and send your application for review.'
              : current?.description}
          </p>
        </div>

        {step === 1 ? (
          <>
            <FieldGroup title={WHOLESALE_PAGE.sections.business}>
              <TextField
                name="companyName"
                register={register}
                errors={errors}
                required
                autoComplete="organization"
                className="sm:col-span-2"
              />
              <SelectField
                name="businessType"
                options={BUSINESS_TYPE_OPTIONS}
                control={control}
                errors={errors}
              />
              <SelectField
                name="yearsInBusiness"
                options={YEARS_IN_BUSINESS_OPTIONS}
                control={control}
                errors={errors}
              />
              <SelectField
                name="numberOfLocations"
                options={NUMBER_OF_LOCATIONS_OPTIONS}
                control={control}
                errors={errors}
              />
              <TextField
                name="website"
                register={register}
                errors={errors}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://www.example.co.uk"
              />
              <TextField
                name="taxId"
                register={register}
                errors={errors}
                placeholder="GB123456789"
              />
              <TextField name="businessRegistrationNumber" register={register} errors={errors} />
            </FieldGroup>
            <FieldGroup title={WHOLESALE_PAGE.sections.address}>
              <TextField
                name="address"
                register={register}
                errors={errors}
                required
                autoComplete="street-address"
                className="sm:col-span-2"
              />
              <TextField
                name="city"
                register={register}
                errors={errors}
                required
                autoComplete="address-level2"
              />
              <TextField
                name="zip"
                register={register}
                errors={errors}
                required
                autoComplete="postal-code"
              />
              <TextField
                name="country"
                register={register}
                errors={errors}
                required
                autoComplete="country-name"
              />
            </FieldGroup>
          </>
        ) : null}

        {step === 2 ? (
          <>
            <FieldGroup title={WHOLESALE_PAGE.sections.market}>
              <SelectField
                name="annualRevenue"
                options={ANNUAL_REVENUE_OPTIONS}
                control={control}
                errors={errors}
              />
              <SelectField
                name="primaryMarket"
                options={PRIMARY_MARKET_OPTIONS}
                control={control}
                errors={errors}
              />
              <SelectField
                name="estimatedMonthlyVolume"
                options={ESTIMATED_MONTHLY_VOLUME_OPTIONS}
                control={control}
                errors={errors}
              />
              <SelectField
                name="howDidYouHear"
                options={HOW_DID_YOU_HEAR_OPTIONS}
                control={control}
                errors={errors}
              />
            </FieldGroup>
            <ProductInterestsField control={control} error={errors.productInterests?.message} />
            <FieldGroup title={WHOLESALE_PAGE.sections.online}>
              <TextField
                name="instagram"
                register={register}
                errors={errors}
                placeholder="@yourshop"
              />
              <TextField
                name="facebook"
                register={register}
                errors={errors}
                placeholder="facebook.com/yourshop"
              />
            </FieldGroup>
            <FieldGroup title={WHOLESALE_PAGE.sections.notes} columns={1}>
              <FormField
                label={<OptionalLabel name="additionalNotes" />}
                error={errors.additionalNotes?.message}
              >
                <Textarea rows={4} {...register('additionalNotes')} />
              </FormField>
            </FieldGroup>
          </>
        ) : null}

        {step === 3 ? (
          <>
            <ApplicationSummary values={form.getValues()} onEdit={goToStep} />
            {isSignedIn ? (
              <p className="flex items-start gap-3 rounded-xl border border-border bg-sand/60 p-4 text-sm">
                <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>
                  You are applying as <strong className="font-semibold">{signedInEmail}</strong>. We
                  will email you there once your application has been reviewed.
                </span>
              </p>
            ) : (
              <FieldGroup
                title={WHOLESALE_PAGE.sections.account}
                description="You will use these details to sign in and order at trade prices."
              >
                <TextField
                  name="firstName"
                  register={register}
                  errors={errors}
                  required
                  autoComplete="given-name"
                />
                <TextField
                  name="lastName"
                  register={register}
                  errors={errors}
                  required
                  autoComplete="family-name"
                />
                <TextField
                  name="email"
                  register={register}
                  errors={errors}
                  required
                  type="email"
                  autoComplete="email"
                  className="sm:col-span-2"
                />
                <TextField
                  name="password"
                  register={register}
                  errors={errors}
                  required
                  type="password"
                  autoComplete="new-password"
                  className="sm:col-span-2"
                />
              </FieldGroup>
            )}
          </>
        ) : null}

        <div className="flex flex-col-reverse gap-3 border-border/70 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          {step > 1 ? (
            <Button
              variant="ghost"
              onClick={() => goToStep((step - 1) as StepNumber)}
              disabled={submit.isPending}
            >
              <ArrowLeft aria-hidden="true" />
              {WHOLESALE_PAGE.back}
            </Button>
          ) : (
            <p className="text-muted-foreground text-sm">{WHOLESALE_PAGE.requiredNote}</p>
          )}
          {step < 3 ? (
            <Button type="submit" size="lg">
              {WHOLESALE_PAGE.next}
              <ArrowRight aria-hidden="true" />
            </Button>
          ) : (
            <Button
              type="submit"
              size="lg"
              loading={submit.isPending}
              loadingLabel={WHOLESALE_PAGE.submitting}
            >
              <Send aria-hidden="true" />
              {WHOLESALE_PAGE.submit}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

/** The three-step indicator: Business Info, Details, Submit. */
function StepIndicator({ step }: { step: StepNumber }) {
  return (
    <nav aria-label="Application progress">
      <ol className="grid grid-cols-3 gap-2">
        {WHOLESALE_STEPS.map((item) => {
          const done = item.number < step;
          const active = item.number === step;
          return (
            <li
              key={item.number}
              aria-current={active ? 'step' : undefined}
              className="flex flex-col gap-2.5"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'h-1 rounded-full transition-colors duration-300',
                  done || active ? 'bg-primary' : 'bg-border',
                )}
              />
              <span className="flex flex-col items-start gap-1.5 sm:flex-row sm:items-center sm:gap-2">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border font-semibold text-xs tabular-nums transition-colors',
                    done && 'border-primary bg-primary text-primary-foreground',
                    active && 'border-primary bg-primary-soft text-primary',
                    !done && !active && 'border-border-strong text-muted-foreground',
                  )}
                >
                  {done ? <Check className="size-3.5" strokeWidth={3} /> : item.number}
                </span>
                <span
                  className={cn(
                    'font-medium text-xs leading-tight sm:text-sm',
                    active ? 'text-foreground' : 'text-muted-foreground',
                  )}
                >
                  {item.title}
                  {done ? <span className="sr-only"> (completed)</span> : null}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function FieldGroup({
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

function OptionalLabel({ name }: { name: ApplicationField }) {
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

function TextField({
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

function SelectField({
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

function ProductInterestsField({
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

/** A short review of steps 1 and 2 on the Submit step, each with an Edit link back. */
function ApplicationSummary({
  values,
  onEdit,
}: {
  values: Partial<FormInput>;
  onEdit: (step: StepNumber) => void;
}) {
  const rows: { step: StepNumber; title: string; items: [string, string][] }[] = [
    {
      step: 1,
      title: 'Business Info',
      items: [
        [FIELD_LABELS.companyName, values.companyName ?? ''],
        [FIELD_LABELS.businessType, findOptionLabel(BUSINESS_TYPE_OPTIONS, values.businessType)],
        ['Location', [values.city, values.zip, values.country].filter(Boolean).join(', ')],
      ],
    },
    {
      step: 2,
      title: 'Details',
      items: [
        [FIELD_LABELS.primaryMarket, findOptionLabel(PRIMARY_MARKET_OPTIONS, values.primaryMarket)],
        [
          'Monthly volume',
          findOptionLabel(ESTIMATED_MONTHLY_VOLUME_OPTIONS, values.estimatedMonthlyVolume),
        ],
        ['Interests', (values.productInterests ?? []).join(', ')],
      ],
    },
  ];
  return (
    <section aria-label="Your answers" className="grid gap-4 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.step} className="rounded-xl border border-border/80 bg-sand/40 p-4">
          <div className="flex items-center justify-between gap-2">
            <h4 className="font-semibold text-sm">{row.title}</h4>
            <Button
              variant="link"
              size="sm"
              onClick={() => onEdit(row.step)}
              aria-label={`Edit ${row.title}`}
            >
              Edit
            </Button>
          </div>
          <dl className="mt-3 flex flex-col gap-2 text-sm">
            {row.items.map(([label, value]) => (
              <div key={label} className="flex flex-col">
                <dt className="text-muted-foreground text-xs">{label}</dt>
                <dd className="break-words font-medium">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

/** 'Already have an account? Sign in' for visitors. */
export function SignInPrompt() {
  return (
    <p className="text-muted-foreground text-sm">
      {WHOLESALE_PAGE.signInPrompt}{' '}
      <Link
        to={WHOLESALE_PAGE.signInLink.href}
        className="font-medium text-primary underline underline-offset-4"
      >
        {WHOLESALE_PAGE.signInLink.label}
      </Link>
    </p>
  );
}
