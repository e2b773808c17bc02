/**
 * Wholesale partnership application (docs/spec/accounts-and-back-office.md §3 "Wholesale account",
 * §5, §9). The enumerations are [value, label] pairs: the value is stored, the label is what people
 * read.
 */
import { z } from '../zod';
import { emailField, firstNameField, lastNameField, passwordField } from './auth';
import { optionalText, requiredText } from './text-fields';

export const BUSINESS_TYPE_OPTIONS = [
  ['retail-store', 'Retail store'],
  ['online-store', 'Online store'],
  ['health-clinic', 'Health clinic'],
  ['spa', 'Spa or wellness centre'],
  ['pharmacy', 'Pharmacy'],
  ['distributor', 'Distributor'],
  ['other', 'Other'],
] as const;

export const YEARS_IN_BUSINESS_OPTIONS = [
  ['less-than-1', 'Less than 1 year'],
  ['1-3', '1–3 years'],
  ['3-5', '3–5 years'],
  ['5-10', '5–10 years'],
  ['10-plus', '10+ years'],
] as const;

export const NUMBER_OF_LOCATIONS_OPTIONS = [
  ['1', '1 location'],
  ['2-5', '2–5 locations'],
  ['6-10', '6–10 locations'],
  ['10-plus', 'More than 10 locations'],
  ['online-only', 'Online only'],
] as const;

export const ANNUAL_REVENUE_OPTIONS = [
  ['0-50k', 'Under £50,000'],
  ['50k-100k', '£50,000 – £100,000'],
  ['100k-250k', '£100,000 – £250,000'],
  ['250k-500k', '£250,000 – £500,000'],
  ['500k-1m', '£500,000 – £1 million'],
  ['1m-plus', 'Over £1 million'],
] as const;

export const ESTIMATED_MONTHLY_VOLUME_OPTIONS = [
  ['100-500', '£100 – £500'],
  ['500-1000', '£500 – £1,000'],
  ['1000-2500', '£1,000 – £2,500'],
  ['2500-5000', '£2,500 – £5,000'],
  ['5000-plus', 'Over £5,000'],
] as const;

export const PRIMARY_MARKET_OPTIONS = [
  ['health-wellness', 'Health & wellness'],
  ['fitness', 'Fitness & sport'],
  ['natural-organic', 'Natural & organic'],
  ['beauty-spa', 'Beauty & spa'],
  ['holistic', 'Holistic & complementary therapy'],
  ['general', 'General retail'],
  ['other', 'Other'],
] as const;

export const HOW_DID_YOU_HEAR_OPTIONS = [
  ['google', 'Google search'],
  ['social-media', 'Social media'],
  ['faire', 'Faire'],
  ['referral', 'Referral from a friend or colleague'],
  ['trade-show', 'Trade show'],
  ['existing-customer', 'Existing customer'],
  ['other', 'Other'],
] as const;

/** Product categories a buyer may be interested in (at least one). Value and label are the same. */
export const PRODUCT_INTEREST_OPTIONS = [
  'Black Seed & Turmeric Capsules',
  'Raw Shilajit Resin',
  'Herbal Supplements',
  'Natural Wellness Products',
] as const;

/** The values of [value, label] pairs, as a non-empty tuple for z.enum. */
export function selectOptionValues<V extends string>(
  options: readonly (readonly [V, string])[],
): [V, ...V[]] {
  return options.map(([value]) => value) as [V, ...V[]];
}

/** The label of a stored enumeration value (the value itself when unknown). */
export function findOptionLabel(
  options: readonly (readonly [string, string])[],
  value: string | null | undefined,
): string {
  if (!value) return '';
  return options.find(([v]) => v === value)?.[1] ?? value;
}

export const WHOLESALE_MESSAGES = {
  companyNameRequired: 'Company name is required',
  companyNameMax: 'Company name must be less than 100 characters',
  businessTypeRequired: 'Business type is required',
  yearsInBusinessRequired: 'Please specify years in business',
  numberOfLocationsRequired: 'Number of locations is required',
  addressRequired: 'Business address is required',
  addressMax: 'Business address must be less than 200 characters',
  cityRequired: 'City is required',
  cityMax: 'City must be less than 50 characters',
  countryRequired: 'Country is required',
  countryMax: 'Country must be less than 50 characters',
  zipRequired: 'Postcode is required',
  zipMax: 'Postcode must be less than 20 characters',
  annualRevenueRequired: 'Please select revenue range',
  primaryMarketRequired: 'Primary market is required',
  estimatedMonthlyVolumeRequired: 'Estimated order volume is required',
  productInterestsRequired: 'Select at least one product category',
  howDidYouHearRequired: 'Please tell us how you found us',
  websiteInvalid: 'Invalid URL',
  taxIdMax: 'VAT number must be less than 50 characters',
  businessRegistrationNumberMax: 'Registration number must be less than 50 characters',
  socialMax: 'Link must be less than 255 characters',
  additionalNotesMax: 'Additional notes must be less than 1000 characters',
} as const;

export const APPLICATION_SUBMITTED_MESSAGE =
  'Application submitted! Check your email to confirm your account.';
/** A signed-in applicant already has a confirmed account: nothing to confirm. */
export const APPLICATION_SUBMITTED_SIGNED_IN_MESSAGE =
  'Application submitted! We will email you once it has been reviewed.';
export const APPLICATION_FAILED_MESSAGE = 'Failed to submit application';

const m = WHOLESALE_MESSAGES;

function requiredChoice<V extends string>(
  options: readonly (readonly [V, string])[],
  message: string,
) {
  return z.enum(selectOptionValues(options), { error: message });
}

/** http(s) URL, or empty. */
const websiteField = z
  .string()
  .trim()
  .max(255, m.websiteInvalid)
  .refine((value) => value === '' || isHttpUrl(value), m.websiteInvalid)
  .optional();

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const wholesaleApplicationSchema = z
  .object({
    // Account
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    password: passwordField,
    // Business info
    companyName: requiredText(m.companyNameRequired, 100, m.companyNameMax),
    businessType: requiredChoice(BUSINESS_TYPE_OPTIONS, m.businessTypeRequired),
    taxId: optionalText(50, m.taxIdMax),
    businessRegistrationNumber: optionalText(50, m.businessRegistrationNumberMax),
    yearsInBusiness: requiredChoice(YEARS_IN_BUSINESS_OPTIONS, m.yearsInBusinessRequired),
    numberOfLocations: requiredChoice(NUMBER_OF_LOCATIONS_OPTIONS, m.numberOfLocationsRequired),
    website: websiteField,
    // Address
    address: requiredText(m.addressRequired, 200, m.addressMax),
    city: requiredText(m.cityRequired, 50, m.cityMax),
    country: requiredText(m.countryRequired, 50, m.countryMax),
    zip: requiredText(m.zipRequired, 20, m.zipMax),
    // Details
    annualRevenue: requiredChoice(ANNUAL_REVENUE_OPTIONS, m.annualRevenueRequired),
    primaryMarket: requiredChoice(PRIMARY_MARKET_OPTIONS, m.primaryMarketRequired),
    productInterests: z
      .array(z.enum(PRODUCT_INTEREST_OPTIONS, { error: m.productInterestsRequired }), {
        error: m.productInterestsRequired,
      })
      .min(1, m.productInterestsRequired),
    estimatedMonthlyVolume: requiredChoice(
      ESTIMATED_MONTHLY_VOLUME_OPTIONS,
      m.estimatedMonthlyVolumeRequired,
    ),
    instagram: optionalText(255, m.socialMax),
    facebook: optionalText(255, m.socialMax),
    howDidYouHear: requiredChoice(HOW_DID_YOU_HEAR_OPTIONS, m.howDidYouHearRequired),
    additionalNotes: optionalText(1000, m.additionalNotesMax),
  })
  .strict();

/** The application of a signed-in user, who applies as themselves: no account fields. */
export const businessApplicationSchema = wholesaleApplicationSchema.omit({
  firstName: true,
  lastName: true,
  email: true,
  password: true,
});

export type WholesaleApplicationInput = z.input<typeof wholesaleApplicationSchema>;
export type WholesaleApplicationValues = z.output<typeof wholesaleApplicationSchema>;

/** The wholesale_accounts columns written for an application (status pending). */
export type WholesaleAccountRecord = {
  company_name: string;
  business_type: string;
  tax_id: string | null;
  business_registration_number: string | null;
  years_in_business: string;
  number_of_locations: string;
  annual_revenue_range: string;
  primary_market: string;
  product_categories_interest: string[];
  estimated_monthly_order_volume: string;
  website: string | null;
  business_address: { address: string; city: string; country: string; zip: string };
  social_media_links: { instagram: string | null; facebook: string | null };
  how_did_you_hear: string;
  additional_notes: string | null;
  status: 'pending';
};

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

/** Map parsed application values to the wholesale_accounts row (the account fields excluded). */
export function buildWholesaleAccountRecord(
  values: WholesaleApplicationValues,
): WholesaleAccountRecord {
  return {
    company_name: values.companyName,
    business_type: values.businessType,
    tax_id: emptyToNull(values.taxId),
    business_registration_number: emptyToNull(values.businessRegistrationNumber),
    years_in_business: values.yearsInBusiness,
    number_of_locations: values.numberOfLocations,
    annual_revenue_range: values.annualRevenue,
    primary_market: values.primaryMarket,
    product_categories_interest: [...values.productInterests],
    estimated_monthly_order_volume: values.estimatedMonthlyVolume,
    website: emptyToNull(values.website),
    business_address: {
      address: values.address,
      city: values.city,
      country: values.country,
      zip: values.zip,
    },
    social_media_links: {
      instagram: emptyToNull(values.instagram),
      facebook: emptyToNull(values.facebook),
    },
    how_did_you_hear: values.howDidYouHear,
    additional_notes: emptyToNull(values.additionalNotes),
    status: 'pending',
  };
}

export type BusinessType = (typeof BUSINESS_TYPE_OPTIONS)[number][0];
export type YearsInBusiness = (typeof YEARS_IN_BUSINESS_OPTIONS)[number][0];
export type NumberOfLocations = (typeof NUMBER_OF_LOCATIONS_OPTIONS)[number][0];
export type AnnualRevenueRange = (typeof ANNUAL_REVENUE_OPTIONS)[number][0];
export type EstimatedMonthlyVolume = (typeof ESTIMATED_MONTHLY_VOLUME_OPTIONS)[number][0];
export type PrimaryMarket = (typeof PRIMARY_MARKET_OPTIONS)[number][0];
export type HowDidYouHear = (typeof HOW_DID_YOU_HEAR_OPTIONS)[number][0];
export type ProductInterest = (typeof PRODUCT_INTEREST_OPTIONS)[number];

/** The label people read for each application answer (form, admin review, emails). */
export const WHOLESALE_FIELD_LABELS: Record<keyof WholesaleApplicationInput, string> = {
  companyName: 'Company name',
  businessType: 'Business type',
  taxId: 'VAT number',
  businessRegistrationNumber: 'Company registration number',
  yearsInBusiness: 'Years in business',
  numberOfLocations: 'Number of locations',
  website: 'Website',
  address: 'Business address',
  city: 'City',
  country: 'Country',
  zip: 'Postcode',
  annualRevenue: 'Annual revenue (GBP)',
  primaryMarket: 'Primary market',
  estimatedMonthlyVolume: 'Estimated monthly order volume (GBP)',
  productInterests: 'Product categories you are interested in',
  instagram: 'Instagram',
  facebook: 'Facebook',
  howDidYouHear: 'How did you hear about us?',
  additionalNotes: 'Additional notes',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
};

export type WholesaleAnswer = { label: string; value: string };

/**
 * Every answer of a stored application, labelled and with option codes turned into the words
 * the applicant chose ('pharmacy' → 'Pharmacy', '3-5' → '3–5 years'); empty answers say so.
 */
/** A stored application as the database row holds it (option codes, not labels). */
export type StoredWholesaleApplication = {
  companyName: string;
  businessType: string;
  taxId: string | null;
  businessRegistrationNumber: string | null;
  yearsInBusiness: string;
  numberOfLocations: string;
  annualRevenueRange: string;
  primaryMarket: string;
  productCategoriesInterest: string[];
  estimatedMonthlyOrderVolume: string;
  website: string | null;
  businessAddress: { address: string; city: string; country: string; zip: string };
  socialMediaLinks: { instagram?: string | null; facebook?: string | null };
  howDidYouHear: string;
  additionalNotes: string | null;
};

export function describeWholesaleApplication(
  record: StoredWholesaleApplication,
): WholesaleAnswer[] {
  const l = WHOLESALE_FIELD_LABELS;
  const orNone = (value: string | null | undefined) => (value ? value : 'Not given');
  const address = record.businessAddress;
  return [
    { label: l.companyName, value: record.companyName },
    { label: l.businessType, value: findOptionLabel(BUSINESS_TYPE_OPTIONS, record.businessType) },
    { label: l.taxId, value: orNone(record.taxId) },
    { label: l.businessRegistrationNumber, value: orNone(record.businessRegistrationNumber) },
    {
      label: l.yearsInBusiness,
      value: findOptionLabel(YEARS_IN_BUSINESS_OPTIONS, record.yearsInBusiness),
    },
    {
      label: l.numberOfLocations,
      value: findOptionLabel(NUMBER_OF_LOCATIONS_OPTIONS, record.numberOfLocations),
    },
    { label: l.website, value: orNone(record.website) },
    {
      label: l.address,
      value: [address.address, address.city, address.zip, address.country].join(', '),
    },
    {
      label: l.annualRevenue,
      value: findOptionLabel(ANNUAL_REVENUE_OPTIONS, record.annualRevenueRange),
    },
    {
      label: l.primaryMarket,
      value: findOptionLabel(PRIMARY_MARKET_OPTIONS, record.primaryMarket),
    },
    {
      label: l.estimatedMonthlyVolume,
      value: findOptionLabel(ESTIMATED_MONTHLY_VOLUME_OPTIONS, record.estimatedMonthlyOrderVolume),
    },
    { label: l.productInterests, value: record.productCategoriesInterest.join(', ') },
    { label: l.instagram, value: orNone(record.socialMediaLinks.instagram) },
    { label: l.facebook, value: orNone(record.socialMediaLinks.facebook) },
    {
      label: l.howDidYouHear,
      value: findOptionLabel(HOW_DID_YOU_HEAR_OPTIONS, record.howDidYouHear),
    },
    { label: l.additionalNotes, value: orNone(record.additionalNotes) },
  ];
}
