import { LockKeyhole } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { WHOLESALE_PAGE } from '../../../core/content/wholesale-page';
import {
  ANNUAL_REVENUE_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  ESTIMATED_MONTHLY_VOLUME_OPTIONS,
  HOW_DID_YOU_HEAR_OPTIONS,
  NUMBER_OF_LOCATIONS_OPTIONS,
  PRIMARY_MARKET_OPTIONS,
  type WholesaleApplicationValues,
  YEARS_IN_BUSINESS_OPTIONS,
} from '../../../core/schemas/wholesale';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import {
  FieldGroup,
  type FormInput,
  OptionalLabel,
  ProductInterestsField,
  SelectField,
  TextField,
} from './application-fields';
import type { StepNumber } from './application-steps';
import { ApplicationSummary } from './application-summary';

type StepProps = {
  form: UseFormReturn<FormInput, unknown, WholesaleApplicationValues>;
};

/** Step 1: the business and its address. */
export function BusinessStep({ form }: StepProps) {
  const { register, control } = form;
  const { errors } = form.formState;
  return (
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
        <TextField name="taxId" register={register} errors={errors} placeholder="GB123456789" />
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
  );
}

/** Step 2: market, volumes, product interests, online presence and notes. */
export function DetailsStep({ form }: StepProps) {
  const { register, control } = form;
  const { errors } = form.formState;
  return (
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
        <TextField name="instagram" register={register} errors={errors} placeholder="@yourshop" />
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
  );
}

/** Step 3: the answers to review, then the account to create (a visitor) or the applicant. */
export function SubmitStep({
  form,
  signedInEmail,
  onEdit,
}: StepProps & { signedInEmail: string | null; onEdit: (step: StepNumber) => void }) {
  const { register } = form;
  const { errors } = form.formState;
  const isSignedIn = signedInEmail !== null;
  return (
    <>
      <ApplicationSummary values={form.getValues()} onEdit={onEdit} />
      {isSignedIn ? (
        <p className="flex items-start gap-3 rounded-xl border border-border bg-sand/60 p-4 text-sm">
          <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="min-w-0">
            You are applying as{' '}
            <strong className="font-semibold [overflow-wrap:anywhere]">{signedInEmail}</strong>. We
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
  );
}
