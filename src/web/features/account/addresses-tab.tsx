import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { MapPin, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AddressDto } from '../../../core/api/account';
import {
  ADDRESS_ADD_FAILED_MESSAGE,
  ADDRESS_ADDED_MESSAGE,
  ADDRESS_DELETE_FAILED_MESSAGE,
  ADDRESS_DELETED_MESSAGE,
  addressSchema,
  EMPTY_ADDRESS_VALUES,
} from '../../../core/schemas/address';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { addressesQuery, useAddAddress, useDeleteAddress } from './api';
import { EmptyState, SectionCard } from './section-card';

type AddressInput = z.input<typeof addressSchema>;
type AddressOutput = z.output<typeof addressSchema>;

export function AddressesTab() {
  const { data: addresses, isPending } = useQuery(addressesQuery);
  const [adding, setAdding] = useState(false);

  return (
    <div className="flex flex-col gap-6">
      <SectionCard
        title="Saved Addresses"
        titleId="addresses-heading"
        description="Your first address becomes your default."
        action={
          adding ? null : (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add Address
            </Button>
          )
        }
      >
        {adding ? <AddressForm onDone={() => setAdding(false)} /> : null}
        {isPending ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-40 rounded-2xl" />
            <Skeleton className="h-40 rounded-2xl" />
          </div>
        ) : addresses?.length ? (
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Saved addresses">
            {addresses.map((address) => (
              <AddressCard key={address.id} address={address} />
            ))}
          </ul>
        ) : adding ? null : (
          <EmptyState
            icon={<MapPin aria-hidden="true" className="size-6" />}
            title="No saved addresses yet"
            text="Add an address to check out faster next time."
          />
        )}
      </SectionCard>
    </div>
  );
}

function AddressCard({ address }: { address: AddressDto }) {
  const remove = useDeleteAddress();
  const lines = [
    address.company,
    address.address1,
    address.address2,
    [address.city, address.province].filter(Boolean).join(', '),
    address.zip,
    address.country,
    address.phone,
  ].filter(Boolean);

  async function handleDelete() {
    try {
      await remove.mutateAsync(address.id);
      toast.success(ADDRESS_DELETED_MESSAGE);
    } catch (error) {
      toast.error(getErrorMessage(error, ADDRESS_DELETE_FAILED_MESSAGE));
    }
  }

  return (
    <li
      className="relative flex flex-col gap-3 rounded-2xl border border-border/70 bg-background/60 p-5"
      aria-label={`${address.firstName} ${address.lastName}, ${address.address1}`}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium">
          {address.firstName} {address.lastName}
        </p>
        {address.isDefault ? <Badge variant="default">Default</Badge> : null}
      </div>
      <address className="text-muted-foreground text-sm not-italic leading-relaxed">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <div>
        <ConfirmAction
          title="Delete this address?"
          description={`${address.firstName} ${address.lastName}, ${address.address1} will be removed from your saved addresses. This cannot be undone.`}
          confirmLabel="Delete address"
          onConfirm={handleDelete}
          trigger={
            <Button
              variant="ghost"
              size="sm"
              className="-ml-3 text-destructive hover:bg-destructive-soft"
              loading={remove.isPending}
              loadingLabel="Deleting"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
        />
      </div>
    </li>
  );
}

function AddressForm({ onDone }: { onDone: () => void }) {
  const add = useAddAddress();
  const form = useForm<AddressInput, unknown, AddressOutput>({
    resolver: zodResolver(addressSchema),
    defaultValues: EMPTY_ADDRESS_VALUES,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success(ADDRESS_ADDED_MESSAGE);
      form.reset(EMPTY_ADDRESS_VALUES);
      onDone();
    } catch (error) {
      toast.error(getErrorMessage(error, ADDRESS_ADD_FAILED_MESSAGE));
    }
  });

  const field = (
    name: keyof AddressInput,
    label: string,
    options: { required?: boolean; autoComplete?: string; wide?: boolean } = {},
  ) => (
    <FormField
      label={label}
      error={errors[name]?.message}
      required={options.required}
      className={options.wide ? 'sm:col-span-2' : undefined}
    >
      <Input autoComplete={options.autoComplete} {...form.register(name)} />
    </FormField>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="New address"
      className="mb-6 grid gap-4 rounded-2xl border border-border/70 bg-background/60 p-5 sm:grid-cols-2"
    >
      {field('firstName', 'First name', { required: true, autoComplete: 'given-name' })}
      {field('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}
      {field('company', 'Company', { autoComplete: 'organization', wide: true })}
      {field('address1', 'Address line 1', {
        required: true,
        autoComplete: 'address-line1',
        wide: true,
      })}
      {field('address2', 'Address line 2', { autoComplete: 'address-line2', wide: true })}
      {field('city', 'Town or city', { required: true, autoComplete: 'address-level2' })}
      {field('province', 'County', { autoComplete: 'address-level1' })}
      {field('zip', 'Postcode', { required: true, autoComplete: 'postal-code' })}
      {field('country', 'Country', { required: true, autoComplete: 'country-name' })}
      {field('phone', 'Phone', { autoComplete: 'tel', wide: true })}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" loading={isSubmitting} loadingLabel="Saving">
          Save Address
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
