import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { WHOLESALE_PAGE, WHOLESALE_STEPS } from '../../../core/content/wholesale-page';
import {
  APPLICATION_FAILED_MESSAGE,
  APPLICATION_SUBMITTED_MESSAGE,
  APPLICATION_SUBMITTED_SIGNED_IN_MESSAGE,
  businessApplicationSchema,
  type WholesaleApplicationValues,
  wholesaleApplicationSchema,
} from '../../../core/schemas/wholesale';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { ACCOUNT_FIELDS, selectBusinessFields, useSubmitWholesaleApplication } from './api';
import type { FormInput } from './application-fields';
import { BusinessStep, DetailsStep, SubmitStep } from './application-step-sections';
import {
  type ApplicationField,
  FIELD_LABELS,
  findFirstStepWithField,
  STEP_FIELDS,
  type StepNumber,
} from './application-steps';
import { StepIndicator } from './application-summary';

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
 * The wholesale application (docs/spec/accounts-and-back-office.md §2, §5, §9) in three steps: Business Info, Details, Submit.
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
      toast.success(
        isSignedIn ? APPLICATION_SUBMITTED_SIGNED_IN_MESSAGE : APPLICATION_SUBMITTED_MESSAGE,
      );
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

        {step === 1 ? <BusinessStep form={form} /> : null}
        {step === 2 ? <DetailsStep form={form} /> : null}
        {step === 3 ? (
          <SubmitStep form={form} signedInEmail={signedInEmail} onEdit={goToStep} />
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
