import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { ProfileDto } from '../../../core/api/account';
import { LOGGED_OUT_MESSAGE } from '../../../core/schemas/auth';
import {
  buildProfileFormValues,
  PROFILE_UPDATE_FAILED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  profileSchema,
} from '../../../core/schemas/profile';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/api-client';
import { readAuthErrorMessage } from '../../lib/auth-client';
import { toast } from '../../lib/toast';
import { profileQuery, signOut, useUpdateProfile } from './api';
import { PrivacyCard } from './privacy-card';
import { SectionCard } from './section-card';
import { SecurityCard } from './security-card';

type ProfileInput = z.input<typeof profileSchema>;
type ProfileOutput = z.output<typeof profileSchema>;

export function ProfileTab({ email }: { email: string }) {
  const { data: profile, isPending, isError, error } = useQuery(profileQuery);
  useEffect(() => {
    // §8: profile load errors are only logged
    if (isError) console.warn('Failed to load profile', error);
  }, [isError, error]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <SectionCard
        title="Profile Information"
        description="Your details for orders and deliveries."
        titleId="profile-heading"
      >
        {isPending ? (
          <div className="grid gap-4">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-11 w-full rounded-xl" />
            ))}
          </div>
        ) : (
          <ProfileForm email={email} profile={profile} />
        )}
      </SectionCard>
      <div className="flex flex-col gap-6">
        <AccountActions />
        <SecurityCard />
        <PrivacyCard />
      </div>
    </div>
  );
}

function ProfileForm({ email, profile }: { email: string; profile: ProfileDto | undefined }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: buildProfileFormValues({
      first_name: profile?.firstName,
      last_name: profile?.lastName,
      phone: profile?.phone,
      billing_address: profile?.billingAddress,
      shipping_address: profile?.shippingAddress,
      email_opt_in: profile?.emailOptIn,
      sms_opt_in: profile?.smsOptIn,
    }),
  });
  const { errors, isSubmitting } = form.formState;
  const sameAsBilling = form.watch('sameAsBilling');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { profile: saved } = await update.mutateAsync(values);
      toast.success(PROFILE_UPDATED_MESSAGE);
      form.reset(
        buildProfileFormValues({
          first_name: saved.firstName,
          last_name: saved.lastName,
          phone: saved.phone,
          billing_address: saved.billingAddress,
          shipping_address: saved.shippingAddress,
          email_opt_in: saved.emailOptIn,
          sms_opt_in: saved.smsOptIn,
        }),
      );
    } catch (error) {
      toast.error(getErrorMessage(error, PROFILE_UPDATE_FAILED_MESSAGE));
    }
  });

  const text = (
    name: keyof ProfileInput,
    label: string,
    options: { required?: boolean; autoComplete?: string; className?: string } = {},
  ) => (
    <FormField
      label={label}
      error={errors[name]?.message}
      required={options.required}
      className={options.className}
    >
      <Input autoComplete={options.autoComplete} {...form.register(name)} />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Your details</legend>
        {text('firstName', 'First name', { required: true, autoComplete: 'given-name' })}
        {text('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}
        <FormField label="Email">
          <Input
            value={email}
            readOnly
            aria-readonly="true"
            className="bg-muted/60 text-muted-foreground"
          />
        </FormField>
        {text('phone', 'Phone', { required: true, autoComplete: 'tel' })}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-display text-lg">Billing address</legend>
        {text('billingAddress1', 'Address line 1', {
          required: true,
          autoComplete: 'billing address-line1',
          className: 'sm:col-span-2',
        })}
        {text('billingAddress2', 'Address line 2', {
          autoComplete: 'billing address-line2',
          className: 'sm:col-span-2',
        })}
        {text('billingCity', 'Town or city', {
          required: true,
          autoComplete: 'billing address-level2',
        })}
        {text('billingProvince', 'County', { autoComplete: 'billing address-level1' })}
        {text('billingZip', 'Postcode', { required: true, autoComplete: 'billing postal-code' })}
        {text('billingCountry', 'Country', {
          required: true,
          autoComplete: 'billing country-name',
        })}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-display text-lg">Shipping address</legend>
        <div className="flex items-center gap-3 sm:col-span-2">
          <Controller
            control={form.control}
            name="sameAsBilling"
            render={({ field }) => (
              <Checkbox
                id="same-as-billing"
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
          <Label htmlFor="same-as-billing">Same as billing address</Label>
        </div>
        {sameAsBilling ? null : (
          <>
            {text('shippingAddress1', 'Address line 1', {
              autoComplete: 'shipping address-line1',
              className: 'sm:col-span-2',
            })}
            {text('shippingAddress2', 'Address line 2', {
              autoComplete: 'shipping address-line2',
              className: 'sm:col-span-2',
            })}
            {text('shippingCity', 'Town or city', { autoComplete: 'shipping address-level2' })}
            {text('shippingProvince', 'County', { autoComplete: 'shipping address-level1' })}
            {text('shippingZip', 'Postcode', { autoComplete: 'shipping postal-code' })}
            {text('shippingCountry', 'Country', { autoComplete: 'shipping country-name' })}
          </>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-display text-lg">Communication preferences</legend>
        {(
          [
            ['emailOptIn', 'Email me about new products, offers and wellness tips'],
            ['smsOptIn', 'Text me delivery updates and occasional offers'],
          ] as const
        ).map(([name, label]) => (
          <div key={name} className="flex items-center gap-3">
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <Checkbox
                  id={`opt-${name}`}
                  checked={field.value ?? false}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
            <Label htmlFor={`opt-${name}`} className="font-normal">
              {label}
            </Label>
          </div>
        ))}
      </fieldset>

      <div>
        <Button type="submit" size="lg" loading={isSubmitting} loadingLabel="Saving">
          Save Changes
        </Button>
      </div>
    </form>
  );
}

function AccountActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function handleSignOut() {
    setBusy(true);
    try {
      await signOut('local');
      toast.success(LOGGED_OUT_MESSAGE);
      await navigate('/');
      queryClient.removeQueries({ queryKey: ['account'] });
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    } catch (error) {
      toast.error(readAuthErrorMessage(error, 'Failed to sign out'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard title="Account Actions" titleId="account-actions-heading">
      <Button
        variant="outline"
        className="w-full"
        onClick={handleSignOut}
        loading={busy}
        loadingLabel="Signing out"
      >
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </SectionCard>
  );
}
