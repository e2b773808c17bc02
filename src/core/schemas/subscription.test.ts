import { describe, expect, it } from 'vitest';
import { describeMinimumTerm } from '../subscriptions/minimum-term';
import { firstMessages } from './first-messages';
import {
  buildCannotCancelTooltip,
  buildMinimumCommitmentNote,
  manageSubscriptionSchema,
  SUBSCRIPTION_MESSAGES,
  selectSubscriptionActions,
} from './subscription';

const messagesOf = (input: unknown) => firstMessages(manageSubscriptionSchema, input);

const id = '123e4567-e89b-42d3-a456-426614174000';

describe('manageSubscriptionSchema', () => {
  it.each(['pause', 'skip', 'resume', 'cancel'])('accepts %s without data', (action) => {
    expect(manageSubscriptionSchema.safeParse({ subscriptionId: id, action }).success).toBe(true);
  });

  it.each([7, 14, 30, 60, 90])('accepts update_frequency to %i days', (frequencyDays) => {
    expect(
      manageSubscriptionSchema.parse({
        subscriptionId: id,
        action: 'update_frequency',
        data: { frequencyDays },
      }),
    ).toEqual({ subscriptionId: id, action: 'update_frequency', data: { frequencyDays } });
  });

  it('requires frequencyDays for update_frequency', () => {
    expect(messagesOf({ subscriptionId: id, action: 'update_frequency' })).toEqual({
      'data.frequencyDays': SUBSCRIPTION_MESSAGES.frequencyRequired,
    });
    expect(messagesOf({ subscriptionId: id, action: 'update_frequency', data: {} })).toEqual({
      'data.frequencyDays': SUBSCRIPTION_MESSAGES.frequencyRequired,
    });
  });

  it('takes the delivery a skip names, as a date, and only with skip', () => {
    expect(
      manageSubscriptionSchema.parse({
        subscriptionId: id,
        action: 'skip',
        data: { deliveryDate: '2027-01-05' },
      }),
    ).toEqual({ subscriptionId: id, action: 'skip', data: { deliveryDate: '2027-01-05' } });
    expect(
      messagesOf({ subscriptionId: id, action: 'skip', data: { deliveryDate: '5 Jan 2027' } }),
    ).toEqual({ 'data.deliveryDate': 'Delivery date must be a date (YYYY-MM-DD)' });
    expect(
      messagesOf({ subscriptionId: id, action: 'skip', data: { deliveryDate: '2027-02-30' } }),
    ).toEqual({ 'data.deliveryDate': 'Delivery date must be a date (YYYY-MM-DD)' });
    expect(
      messagesOf({ subscriptionId: id, action: 'pause', data: { deliveryDate: '2027-01-05' } }),
    ).toEqual({ 'data.deliveryDate': 'A delivery date is only taken with skip' });
  });

  it('rejects bad ids, actions, frequencies and unknown fields', () => {
    expect(messagesOf({ subscriptionId: 'abc', action: 'delete' })).toEqual({
      subscriptionId: 'Invalid subscription id',
      action: SUBSCRIPTION_MESSAGES.actionInvalid,
    });
    expect(
      messagesOf({
        subscriptionId: id,
        action: 'update_frequency',
        data: { frequencyDays: 45 },
      }),
    ).toMatchObject({ 'data.frequencyDays': 'Frequency must be 7, 14, 30, 60 or 90 days' });
    expect(
      manageSubscriptionSchema.safeParse({ subscriptionId: id, action: 'pause', userId: 'x' })
        .success,
    ).toBe(false);
  });
});

describe('subscription rules', () => {
  it('offers actions per status', () => {
    expect(selectSubscriptionActions('active')).toEqual(['pause', 'skip']);
    expect(selectSubscriptionActions('paused')).toEqual(['resume']);
    expect(selectSubscriptionActions('cancelled')).toEqual([]);
  });

  it('builds the tooltip and note from the minimum term', () => {
    const term = describeMinimumTerm({
      minimumDeliveries: 2,
      frequencyDays: 30,
      paidDeliveryDates: ['2026-12-04'],
      nextChargeDate: '2027-01-03',
    });
    expect(buildCannotCancelTooltip(term)).toBe('Cannot cancel before 4 January 2027');
    expect(buildMinimumCommitmentNote(term)).toBe(
      '* Minimum term: 2 deliveries. You can cancel any time after your 2nd delivery is paid — from 4 January 2027.',
    );
    // Paused inside the term: no date can be promised.
    const paused = describeMinimumTerm({
      minimumDeliveries: 2,
      frequencyDays: 30,
      paidDeliveryDates: ['2026-12-04'],
      nextChargeDate: null,
    });
    expect(buildCannotCancelTooltip(paused)).toBe('Cannot cancel yet');
  });
});
