/**
 * Saved address (docs/spec/accounts-and-back-office.md §3 "Address", §5 "Saved address").
 */
import { z } from '../zod';
import { optionalText, requiredText } from './text-fields';

export const ADDRESS_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameMax: 'First name must be less than 50 characters',
  lastNameRequired: 'Last name is required',
  lastNameMax: 'Last name must be less than 50 characters',
  companyMax: 'Company must be less than 100 characters',
  address1Required: 'Address is required',
  address1Max: 'Address must be less than 100 characters',
  address2Max: 'Address line 2 must be less than 100 characters',
  cityRequired: 'Town or city is required',
  cityMax: 'Town or city must be less than 50 characters',
  provinceMax: 'County must be less than 50 characters',
  countryRequired: 'Country is required',
  countryMax: 'Country must be less than 50 characters',
  zipRequired: 'Postcode is required',
  zipMax: 'Postcode must be less than 20 characters',
  phoneMax: 'Phone number must be less than 20 characters',
} as const;

export const ADDRESS_ADDED_MESSAGE = 'Address added successfully';
export const ADDRESS_DELETED_MESSAGE = 'Address deleted';
export const ADDRESS_ADD_FAILED_MESSAGE = 'Failed to add address';
export const ADDRESS_DELETE_FAILED_MESSAGE = 'Failed to delete address';
export const ADDRESS_UPDATED_MESSAGE = 'Address updated';
export const ADDRESS_UPDATE_FAILED_MESSAGE = 'Failed to update address';
export const ADDRESS_DEFAULT_MESSAGE = 'Default address changed';
export const ADDRESS_DEFAULT_FAILED_MESSAGE = 'Failed to change the default address';

const m = ADDRESS_MESSAGES;

export const addressSchema = z
  .object({
    firstName: requiredText(m.firstNameRequired, 50, m.firstNameMax),
    lastName: requiredText(m.lastNameRequired, 50, m.lastNameMax),
    company: optionalText(100, m.companyMax),
    address1: requiredText(m.address1Required, 100, m.address1Max),
    address2: optionalText(100, m.address2Max),
    city: requiredText(m.cityRequired, 50, m.cityMax),
    province: optionalText(50, m.provinceMax),
    country: requiredText(m.countryRequired, 50, m.countryMax),
    zip: requiredText(m.zipRequired, 20, m.zipMax),
    phone: optionalText(20, m.phoneMax),
  })
  .strict();

export type AddressInput = z.input<typeof addressSchema>;
export type AddressValues = z.output<typeof addressSchema>;

/** Empty form values (every field ''), for a form's defaultValues. */
export const EMPTY_ADDRESS_VALUES: AddressValues = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  country: 'United Kingdom',
  zip: '',
  phone: '',
};
