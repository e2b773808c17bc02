import { describe, expect, it } from 'vitest';
import { trackingUrlFor } from './tracking-link';

describe('trackingUrlFor', () => {
  it('links the carriers the shop uses, however staff typed the name', () => {
    expect(trackingUrlFor('Royal Mail', 'RM123456785GB')).toBe(
      'https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB',
    );
    expect(trackingUrlFor('  royalmail tracked 48 ', 'RM 1234 5678 5GB')).toBe(
      'https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB',
    );
    expect(trackingUrlFor('DPD', '15501234567890')).toBe(
      'https://track.dpd.co.uk/parcels/15501234567890',
    );
    expect(trackingUrlFor('Hermes', 'H00AB12345678901')).toBe(
      'https://www.evri.com/track/parcel/H00AB12345678901',
    );
    expect(trackingUrlFor('Parcelforce Worldwide', 'PB123456789GB')).toBe(
      'https://www.parcelforce.com/track-trace?trackNumber=PB123456789GB',
    );
  });

  it('gives no link for a carrier it does not know, or no number', () => {
    expect(trackingUrlFor('Local courier', 'ABC123')).toBeNull();
    expect(trackingUrlFor('Royal Mail', '  ')).toBeNull();
    expect(trackingUrlFor('Upsilon Freight', '1Z999')).toBeNull();
  });

  it('keeps a number with odd characters inside the link', () => {
    expect(trackingUrlFor('DPD', 'A/B?C')).toBe('https://track.dpd.co.uk/parcels/A%2FB%3FC');
  });
});
