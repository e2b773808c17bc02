import { describe, expect, it } from 'vitest';
import { firstMessages } from './first-messages';
import {
  ANNUAL_REVENUE_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  buildWholesaleAccountRecord,
  ESTIMATED_MONTHLY_VOLUME_OPTIONS,
  findOptionLabel,
  HOW_DID_YOU_HEAR_OPTIONS,
  NUMBER_OF_LOCATIONS_OPTIONS,
  PRIMARY_MARKET_OPTIONS,
  PRODUCT_INTEREST_OPTIONS,
  selectOptionValues,
  type WholesaleApplicationInput,
  wholesaleApplicationSchema,
  YEARS_IN_BUSINESS_OPTIONS,
} from './wholesale';

const messagesOf = (input: unknown) => firstMessages(wholesaleApplicationSchema, input);

const valid: WholesaleApplicationInput = {
  firstName: 'Yusuf',
  lastName: 'Ali',
  email: 'yusuf@greenclinic.example',
  password: 'black-seed-7',
  companyName: 'Green Clinic Ltd',
  businessType: 'health-clinic',
  yearsInBusiness: '3-5',
  numberOfLocations: '2-5',
  website: '',
  address: '5 Market Square',
  city: 'Bradford',
  country: 'United Kingdom',
  zip: 'BD1 1AA',
  annualRevenue: '100k-250k',
  primaryMarket: 'holistic',
  productInterests: ['Raw Shilajit Resin'],
  estimatedMonthlyVolume: '500-1000',
  howDidYouHear: 'google',
};

describe('enumerations (docs/spec/accounts-and-back-office.md §9)', () => {
  it('hold the spec values in order', () => {
    expect(selectOptionValues(BUSINESS_TYPE_OPTIONS)).toEqual([
      'retail-store',
      'online-store',
      'health-clinic',
      'spa',
      'pharmacy',
      'distributor',
      'other',
    ]);
    expect(selectOptionValues(YEARS_IN_BUSINESS_OPTIONS)).toEqual([
      'less-than-1',
      '1-3',
      '3-5',
      '5-10',
      '10-plus',
    ]);
    expect(selectOptionValues(NUMBER_OF_LOCATIONS_OPTIONS)).toEqual([
      '1',
      '2-5',
      '6-10',
      '10-plus',
      'online-only',
    ]);
    expect(selectOptionValues(ANNUAL_REVENUE_OPTIONS)).toEqual([
      '0-50k',
      '50k-100k',
      '100k-250k',
      '250k-500k',
      '500k-1m',
      '1m-plus',
    ]);
    expect(selectOptionValues(ESTIMATED_MONTHLY_VOLUME_OPTIONS)).toEqual([
      '100-500',
      '500-1000',
      '1000-2500',
      '2500-5000',
      '5000-plus',
    ]);
    expect(selectOptionValues(PRIMARY_MARKET_OPTIONS)).toEqual([
      'health-wellness',
      'fitness',
      'natural-organic',
      'beauty-spa',
      'holistic',
      'general',
      'other',
    ]);
    expect(selectOptionValues(HOW_DID_YOU_HEAR_OPTIONS)).toEqual([
      'google',
      'social-media',
      'faire',
      'referral',
      'trade-show',
      'existing-customer',
      'other',
    ]);
    expect(PRODUCT_INTEREST_OPTIONS).toEqual([
      'Black Seed & Turmeric Capsules',
      'Raw Shilajit Resin',
      'Herbal Supplements',
      'Natural Wellness Products',
    ]);
  });

  it('have human labels', () => {
    expect(findOptionLabel(YEARS_IN_BUSINESS_OPTIONS, 'less-than-1')).toBe('Less than 1 year');
    expect(findOptionLabel(ANNUAL_REVENUE_OPTIONS, '1m-plus')).toBe('Over £1 million');
    expect(findOptionLabel(BUSINESS_TYPE_OPTIONS, 'unknown')).toBe('unknown');
    expect(findOptionLabel(BUSINESS_TYPE_OPTIONS, null)).toBe('');
    for (const options of [
      BUSINESS_TYPE_OPTIONS,
      YEARS_IN_BUSINESS_OPTIONS,
      NUMBER_OF_LOCATIONS_OPTIONS,
      ANNUAL_REVENUE_OPTIONS,
      ESTIMATED_MONTHLY_VOLUME_OPTIONS,
      PRIMARY_MARKET_OPTIONS,
      HOW_DID_YOU_HEAR_OPTIONS,
    ]) {
      for (const [value, label] of options) {
        expect(label).not.toBe(value);
        expect(label).toMatch(/^[A-Z0-9£]/);
      }
    }
  });
});

describe('wholesaleApplicationSchema', () => {
  it('accepts a complete application', () => {
    expect(wholesaleApplicationSchema.safeParse(valid).success).toBe(true);
    expect(
      wholesaleApplicationSchema.safeParse({ ...valid, website: 'https://greenclinic.example' })
        .success,
    ).toBe(true);
    expect(wholesaleApplicationSchema.safeParse({ ...valid, website: undefined }).success).toBe(
      true,
    );
  });

  it('gives every required message', () => {
    expect(
      messagesOf({
        firstName: '',
        lastName: '',
        email: '',
        password: '',
        companyName: '',
        businessType: '',
        yearsInBusiness: '',
        numberOfLocations: '',
        address: '',
        city: '',
        country: '',
        zip: '',
        annualRevenue: '',
        primaryMarket: '',
        productInterests: [],
        estimatedMonthlyVolume: '',
        howDidYouHear: '',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      companyName: 'Company name is required',
      businessType: 'Business type is required',
      yearsInBusiness: 'Please specify years in business',
      numberOfLocations: 'Number of locations is required',
      address: 'Business address is required',
      city: 'City is required',
      country: 'Country is required',
      zip: 'Postcode is required',
      annualRevenue: 'Please select revenue range',
      primaryMarket: 'Primary market is required',
      productInterests: 'Select at least one product category',
      estimatedMonthlyVolume: 'Estimated order volume is required',
      howDidYouHear: 'Please tell us how you found us',
    });
  });

  it('gives the same messages when fields are missing altogether', () => {
    const messages = messagesOf({});
    expect(messages.businessType).toBe('Business type is required');
    expect(messages.productInterests).toBe('Select at least one product category');
    expect(messages.companyName).toBe('Company name is required');
  });

  it("rejects a website that isn't a URL, and unknown interests", () => {
    expect(messagesOf({ ...valid, website: 'not a url' })).toEqual({ website: 'Invalid URL' });
    expect(messagesOf({ ...valid, website: 'javascript:alert(1)' })).toEqual({
      website: 'Invalid URL',
    });
    expect(messagesOf({ ...valid, productInterests: ['Crystals'] })).toEqual({
      'productInterests.0': 'Select at least one product category',
    });
    expect(wholesaleApplicationSchema.safeParse({ ...valid, status: 'approved' }).success).toBe(
      false,
    );
  });
});

describe('buildWholesaleAccountRecord', () => {
  it('maps to the wholesale_accounts columns with status pending', () => {
    const values = wholesaleApplicationSchema.parse({
      ...valid,
      instagram: '@greenclinic',
      taxId: '',
    });
    expect(buildWholesaleAccountRecord(values)).toEqual({
      company_name: 'Green Clinic Ltd',
      business_type: 'health-clinic',
      tax_id: null,
      business_registration_number: null,
      years_in_business: '3-5',
      number_of_locations: '2-5',
      annual_revenue_range: '100k-250k',
      primary_market: 'holistic',
      product_categories_interest: ['Raw Shilajit Resin'],
      estimated_monthly_order_volume: '500-1000',
      website: null,
      business_address: {
        address: '5 Market Square',
        city: 'Bradford',
        country: 'United Kingdom',
        zip: 'BD1 1AA',
      },
      social_media_links: { instagram: '@greenclinic', facebook: null },
      how_did_you_hear: 'google',
      additional_notes: null,
      status: 'pending',
    });
  });
});
