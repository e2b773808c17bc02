/**
 * The customer's tracking link for a carrier and tracking number, as Shopify builds one for a
 * tracking company it knows (FulfillmentTrackingInfo, "Supported tracking companies":
 * https://shopify.dev/docs/api/admin-graphql/latest/objects/FulfillmentTrackingInfo). Staff type
 * the carrier's name, so it is matched loosely ('royal mail', 'RoyalMail', 'Royal Mail Tracked 48');
 * a carrier the shop does not know gets no link (the number is still shown).
 */

const CARRIER_LINKS: { match: RegExp; url: (number: string) => string }[] = [
  {
    match: /^royal ?mail/,
    url: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`,
  },
  {
    match: /^parcel ?force/,
    url: (n) => `https://www.parcelforce.com/track-trace?trackNumber=${n}`,
  },
  { match: /^dpd/, url: (n) => `https://track.dpd.co.uk/parcels/${n}` },
  { match: /^(evri|hermes)/, url: (n) => `https://www.evri.com/track/parcel/${n}` },
  { match: /^yodel/, url: (n) => `https://www.yodel.co.uk/tracking/${n}` },
  {
    match: /^dhl/,
    url: (n) =>
      `https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${n}`,
  },
  { match: /^ups$|^ups /, url: (n) => `https://www.ups.com/track?loc=en_GB&tracknum=${n}` },
  { match: /^fedex/, url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
];

export function trackingUrlFor(carrier: string, trackingNumber: string): string | null {
  const name = carrier.trim().toLowerCase().replace(/\s+/g, ' ');
  const number = encodeURIComponent(trackingNumber.trim().replace(/\s+/g, ''));
  if (number === '') return null;
  const known = CARRIER_LINKS.find((c) => c.match.test(name));
  return known ? known.url(number) : null;
}
