import { describe, expect, it } from 'vitest';
import { firstMessages } from './first-messages';
import {
  buildCannotCancelTooltip,
  buildMinimumCommitmentNote,
  canCancelSubscription,
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

  it('allows cancel from minimum_end_date on', () => {
    const minimumEndDate = new Date('2026-03-01T00:00:00Z');
    expect(canCancelSubscription({ now: new Date('2026-02-28T23:59:59Z'), minimumEndDate })).toBe(
      false,
    );
    expect(canCancelSubscription({ now: minimumEndDate, minimumEndDate })).toBe(true);
  });

  it('builds the tooltip and note', () => {
    expect(buildCannotCancelTooltip('March 01, 2026')).toBe('Cannot cancel before March 01, 2026');
    expect(buildMinimumCommitmentNote('March 01, 2026')).toBe(
      '* Minimum 2-month commitment. Can cancel after March 01, 2026',
    );
  });
});
