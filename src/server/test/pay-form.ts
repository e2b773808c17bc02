/** The test shopper's details and card, as typed on the sandbox's hosted checkout page. */
export const PAY_FORM = {
  email: 'amira.khan@example.co.uk',
  first_name: 'Amira',
  last_name: 'Khan',
  company: '',
  address1: '12 High Street',
  address2: '',
  city: 'Leicester',
  province: '',
  zip: 'LE1 1AA',
  phone: '',
  card_number: '4242 4242 4242 4242',
  card_expiry: '12 / 34',
  card_cvc: '123',
  card_name: 'Amira Khan',
};
