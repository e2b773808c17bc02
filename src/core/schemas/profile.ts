/**
 * Profile form (docs/spec/accounts-and-back-office.md §3 "Profile", §4 "same as billing", §5
 * "Profile"). All values are trimmed.
 */
import { z } from '../zod';
import { optionalText, requiredText } from './text-fields';

export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameMax: 'First name must be less than 50 characters',
  lastNameRequired: 'Last name is required',
  lastNameMax: 'Last name must be less than 50 characters',
  phoneRequired: 'Phone number is required',
  phoneMax: 'Phone number must be less than 20 characters',
  billingAddress1Required: 'Billing address is required',
  billingAddress1Max: 'Billing address must be less than 100 characters',
  billingAddress2Max: 'Address line 2 must be less than 100 characters',
  billingCityRequired: 'Town or city is required',
  billingCityMax: 'Town or city must be less than 50 characters',
  billingProvinceMax: 'County must be less than 50 characters',
  billingCountryRequired: 'Country is required',
  billingCountryMax: 'Country must be less than 50 characters',
  billingZipRequired: 'Postcode is required',
  billingZipMax: 'Postcode must be less than 20 characters',
  shippingAddress1Max: 'Shipping address must be less than 100 characters',
  shippingAddress2Max: 'Address line 2 must be less than 100 characters',
  shippingCityMax: 'Town or city must be less than 50 characters',
  shippingProvinceMax: 'County must be less than 50 characters',
  shippingCountryMax: 'Country must be less than 50 characters',
  shippingZipMax: 'Postcode must be less than 20 characters',
} as const;

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully';
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Failed to update profile';

const m = PROFILE_MESSAGES;

export const profileSchema = z
  .object({
    firstName: requiredText(m.firstNameRequired, 50, m.firstNameMax),
    lastName: requiredText(m.lastNameRequired, 50, m.lastNameMax),
    phone: requiredText(m.phoneRequired, 20, m.phoneMax),
    billingAddress1: requiredText(m.billingAddress1Required, 100, m.billingAddress1Max),
    billingAddress2: optionalText(100, m.billingAddress2Max),
    billingCity: requiredText(m.billingCityRequired, 50, m.billingCityMax),
    billingProvince: optionalText(50, m.billingProvinceMax),
    billingCountry: requiredText(m.billingCountryRequired, 50, m.billingCountryMax),
    billingZip: requiredText(m.billingZipRequired, 20, m.billingZipMax),
    shippingAddress1: optionalText(100, m.shippingAddress1Max),
    shippingAddress2: optionalText(100, m.shippingAddress2Max),
    shippingCity: optionalText(50, m.shippingCityMax),
    shippingProvince: optionalText(50, m.shippingProvinceMax),
    shippingCountry: optionalText(50, m.shippingCountryMax),
    shippingZip: optionalText(20, m.shippingZipMax),
    /** Starts unchecked; when checked the saved shipping address copies the billing one. */
    sameAsBilling: z.boolean().default(false),
    emailOptIn: z.boolean().default(false),
    smsOptIn: z.boolean().default(false),
  })
  .strict();

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

/** The stored address object (profiles.billing_address / shipping_address). */
export type ProfileAddress = {
  address1: string;
  address2: string;
  city: string;
  province: string;
  country: string;
  zip: string;
};

/** The profiles row fields written on update. */
export type ProfileRecord = {
  first_name: string;
  last_name: string;
  phone: string;
  billing_address: ProfileAddress;
  shipping_address: ProfileAddress;
  email_opt_in: boolean;
  sms_opt_in: boolean;
};

/** Map parsed form values to the profiles row; shipping copies billing when sameAsBilling. */
export function buildProfileRecord(values: ProfileValues): ProfileRecord {
  const billing: ProfileAddress = {
    address1: values.billingAddress1,
    address2: values.billingAddress2 ?? '',
    city: values.billingCity,
    province: values.billingProvince ?? '',
    country: values.billingCountry,
    zip: values.billingZip,
  };
  const shipping: ProfileAddress = values.sameAsBilling
    ? { ...billing }
    : {
        address1: values.shippingAddress1 ?? '',
        address2: values.shippingAddress2 ?? '',
        city: values.shippingCity ?? '',
        province: values.shippingProvince ?? '',
        country: values.shippingCountry ?? '',
        zip: values.shippingZip ?? '',
      };
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    phone: values.phone,
    billing_address: billing,
    shipping_address: shipping,
    email_opt_in: values.emailOptIn,
    sms_opt_in: values.smsOptIn,
  };
}

/** Form values from a stored profile (missing parts become ''); sameAsBilling starts unchecked. */
export function buildProfileFormValues(record: {
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  billing_address?: Partial<ProfileAddress> | null;
  shipping_address?: Partial<ProfileAddress> | null;
  email_opt_in?: boolean | null;
  sms_opt_in?: boolean | null;
}): ProfileValues {
  const billing = record.billing_address ?? {};
  const shipping = record.shipping_address ?? {};
  return {
    firstName: record.first_name ?? '',
    lastName: record.last_name ?? '',
    phone: record.phone ?? '',
    billingAddress1: billing.address1 ?? '',
    billingAddress2: billing.address2 ?? '',
    billingCity: billing.city ?? '',
    billingProvince: billing.province ?? '',
    billingCountry: billing.country ?? '',
    billingZip: billing.zip ?? '',
    shippingAddress1: shipping.address1 ?? '',
    shippingAddress2: shipping.address2 ?? '',
    shippingCity: shipping.city ?? '',
    shippingProvince: shipping.province ?? '',
    shippingCountry: shipping.country ?? '',
    shippingZip: shipping.zip ?? '',
    sameAsBilling: false,
    emailOptIn: record.email_opt_in ?? false,
    smsOptIn: record.sms_opt_in ?? false,
  };
}
