/** A complete wholesale application's business fields (no account fields), valid for the schema. */
export const BUSINESS_APPLICATION = {
  companyName: 'Leicester Wellness Ltd',
  businessType: 'health-clinic',
  yearsInBusiness: '3-5',
  numberOfLocations: '2-5',
  website: 'https://leicester-wellness.example.co.uk',
  address: '12 High Street',
  city: 'Leicester',
  country: 'United Kingdom',
  zip: 'LE1 1AA',
  annualRevenue: '100k-250k',
  primaryMarket: 'health-wellness',
  productInterests: ['Raw Shilajit Resin', 'Herbal Supplements'],
  estimatedMonthlyVolume: '500-1000',
  howDidYouHear: 'trade-show',
};

/** A saved address of the harness's default customer (Amira Khan), valid for the schema. */
export const SAVED_ADDRESS = {
  firstName: 'Amira',
  lastName: 'Khan',
  address1: '12 High Street',
  city: 'Leicester',
  country: 'United Kingdom',
  zip: 'LE1 1AA',
};
