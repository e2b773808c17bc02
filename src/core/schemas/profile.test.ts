import { describe, expect, it } from 'vitest';
import { addressSchema, EMPTY_ADDRESS_VALUES } from './address';
import { firstMessages } from './first-messages';
import {
  buildProfileFormValues,
  buildProfileRecord,
  PROFILE_MESSAGES,
  type ProfileInput,
  profileSchema,
} from './profile';

const validProfile: ProfileInput = {
  firstName: ' Amina ',
  lastName: 'Khan',
  phone: '07700 900123',
  billingAddress1: '12 High Street',
  billingCity: 'Leicester',
  billingCountry: 'United Kingdom',
  billingZip: 'LE1 1AA',
  sameAsBilling: false,
  emailOptIn: true,
  smsOptIn: false,
};

describe('profileSchema', () => {
  it('trims values and defaults the flags', () => {
    const values = profileSchema.parse({
      ...validProfile,
      sameAsBilling: undefined,
      emailOptIn: undefined,
      smsOptIn: undefined,
    });
    expect(values.firstName).toBe('Amina');
    expect(values).toMatchObject({ sameAsBilling: false, emailOptIn: false, smsOptIn: false });
  });

  it('gives every required message', () => {
    const messages = firstMessages(profileSchema, {
      firstName: ' ',
      lastName: '',
      phone: '',
      billingAddress1: '',
      billingCity: '',
      billingCountry: '',
      billingZip: '',
    });
    expect(messages).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Phone number is required',
      billingAddress1: 'Billing address is required',
      billingCity: 'Town or city is required',
      billingCountry: 'Country is required',
      billingZip: 'Postcode is required',
    });
  });

  it('gives every maximum message', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    const messages = firstMessages(profileSchema, {
      ...validProfile,
      firstName: long(50),
      lastName: long(50),
      phone: long(20),
      billingAddress1: long(100),
      billingAddress2: long(100),
      billingCity: long(50),
      billingProvince: long(50),
      billingCountry: long(50),
      billingZip: long(20),
      shippingAddress1: long(100),
      shippingAddress2: long(100),
      shippingCity: long(50),
      shippingProvince: long(50),
      shippingCountry: long(50),
      shippingZip: long(20),
    });
    expect(messages).toEqual({
      firstName: 'First name must be less than 50 characters',
      lastName: 'Last name must be less than 50 characters',
      phone: 'Phone number must be less than 20 characters',
      billingAddress1: PROFILE_MESSAGES.billingAddress1Max,
      billingAddress2: PROFILE_MESSAGES.billingAddress2Max,
      billingCity: PROFILE_MESSAGES.billingCityMax,
      billingProvince: PROFILE_MESSAGES.billingProvinceMax,
      billingCountry: PROFILE_MESSAGES.billingCountryMax,
      billingZip: PROFILE_MESSAGES.billingZipMax,
      shippingAddress1: PROFILE_MESSAGES.shippingAddress1Max,
      shippingAddress2: PROFILE_MESSAGES.shippingAddress2Max,
      shippingCity: PROFILE_MESSAGES.shippingCityMax,
      shippingProvince: PROFILE_MESSAGES.shippingProvinceMax,
      shippingCountry: PROFILE_MESSAGES.shippingCountryMax,
      shippingZip: PROFILE_MESSAGES.shippingZipMax,
    });
  });

  it('accepts exactly the maximum lengths and empty optional fields', () => {
    expect(
      profileSchema.safeParse({
        ...validProfile,
        firstName: 'x'.repeat(50),
        phone: '1'.repeat(20),
        billingAddress2: '',
        shippingAddress1: '',
      }).success,
    ).toBe(true);
  });

  it('rejects unknown fields', () => {
    expect(profileSchema.safeParse({ ...validProfile, role: 'admin' }).success).toBe(false);
  });
});

describe('buildProfileRecord / buildProfileFormValues', () => {
  it('copies billing to shipping when sameAsBilling', () => {
    const values = profileSchema.parse({
      ...validProfile,
      sameAsBilling: true,
      shippingCity: 'York',
    });
    const record = buildProfileRecord(values);
    expect(record.shipping_address).toEqual(record.billing_address);
    expect(record).toMatchObject({
      first_name: 'Amina',
      email_opt_in: true,
      sms_opt_in: false,
      billing_address: {
        address1: '12 High Street',
        address2: '',
        city: 'Leicester',
        province: '',
        country: 'United Kingdom',
        zip: 'LE1 1AA',
      },
    });
  });

  it('keeps a separate shipping address otherwise, and round-trips through form values', () => {
    const values = profileSchema.parse({ ...validProfile, shippingCity: 'York' });
    const record = buildProfileRecord(values);
    expect(record.shipping_address.city).toBe('York');
    const form = buildProfileFormValues(record);
    expect(form.sameAsBilling).toBe(false);
    expect(buildProfileRecord(profileSchema.parse(form))).toEqual(record);
    expect(buildProfileFormValues({}).firstName).toBe('');
  });
});

describe('addressSchema', () => {
  it('gives the required messages', () => {
    const messages = firstMessages(addressSchema, {
      firstName: '',
      lastName: '',
      address1: '',
      city: '',
      country: '',
      zip: '',
    });
    expect(messages).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      address1: 'Address is required',
      city: 'Town or city is required',
      country: 'Country is required',
      zip: 'Postcode is required',
    });
  });

  it('accepts a minimal address and optional fields', () => {
    expect(
      addressSchema.parse({
        ...EMPTY_ADDRESS_VALUES,
        firstName: 'Amina',
        lastName: 'Khan',
        address1: '1 Mill Lane',
        city: 'Leicester',
        zip: 'LE2 7AB',
      }),
    ).toMatchObject({ company: '', country: 'United Kingdom' });
    expect(
      addressSchema.safeParse({
        firstName: 'A',
        lastName: 'B',
        address1: 'C',
        city: 'D',
        country: 'E',
        zip: 'F',
      }).success,
    ).toBe(true);
  });

  it('limits lengths', () => {
    const messages = firstMessages(addressSchema, {
      firstName: 'A',
      lastName: 'B',
      address1: 'x'.repeat(101),
      city: 'D',
      country: 'E',
      zip: 'x'.repeat(21),
      company: 'x'.repeat(101),
    });
    expect(messages).toEqual({
      address1: 'Address must be less than 100 characters',
      zip: 'Postcode must be less than 20 characters',
      company: 'Company must be less than 100 characters',
    });
  });
});
