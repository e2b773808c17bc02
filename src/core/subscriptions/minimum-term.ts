/**
 * The minimum term of a subscription, stated once (decisions/111-minimum-term-in-deliveries.md).
 *
 * The shop's "2-month minimum commitment" is two months of supply, counted in deliveries: the
 * plan's minimum billing cycles (Shopify's `minCycles`), ceil(60 days / the plan's interval):
 * 2 deliveries of a 1-month plan, 1 of a 2- or 3-month plan. The term is fulfilled, and the
 * customer may cancel, from the day after the last delivery of the term is paid; no delivery
 * beyond it is ever charged before they can cancel, because the next one is a whole interval
 * later. Every surface (product page, payment page, emails, account, portal, admin, and the
 * server's cancel rule) reads `describeMinimumTerm`.
 */

import { formatLongDate } from '../dates';
import { addDaysToDate, DAYS_PER_PLAN_MONTH, SUBSCRIPTION_MINIMUM_MONTHS } from './plan-dates';

/**
 * The deliveries that cover the minimum commitment of a plan that delivers every
 * `planFrequencyDays` (the plan as sold, not a frequency changed later): the billing policy's
 * `minCycles`.
 */
export function minimumTermDeliveries(planFrequencyDays: number): number {
  return Math.max(
    1,
    Math.ceil((SUBSCRIPTION_MINIMUM_MONTHS * DAYS_PER_PLAN_MONTH) / planFrequencyDays),
  );
}

export type MinimumTermInput = {
  /** The billing policy's minCycles (`minimumTermDeliveries` of the plan as sold). */
  minimumDeliveries: number;
  /** Days between deliveries now (the customer may have changed it). */
  frequencyDays: number;
  /** The London dates on which each delivery so far was paid, oldest first ([] before payment). */
  paidDeliveryDates: readonly string[];
  /**
   * The date of the next charge; null when none is scheduled (paused or cancelled). Before the
   * first payment (product and payment pages): the day the shopper pays.
   */
  nextChargeDate: string | null;
};

export type MinimumTerm = {
  minimumDeliveries: number;
  /** '2 deliveries', '1 delivery'. */
  termText: string;
  /** 'Minimum term: 2 deliveries'. */
  termLine: string;
  /**
   * The day after the last delivery of the term is (or, as scheduled, will be) paid: the first
   * day the customer can cancel. Null when it cannot be known (paused before the term is paid).
   */
  cancellableFrom: string | null;
  /** True once every delivery of the term has been paid. */
  termPaid: boolean;
  nextChargeDate: string | null;
  /** 'You can cancel any time after your 2nd delivery is paid — from 3 March 2027.' */
  cancelSentence: string;
  /** termLine + '. ' + cancelSentence: the words of the payment page, emails and account. */
  summary: string;
};

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** '2 deliveries', '1 delivery'. */
function termTextOf(minimumDeliveries: number): string {
  return `${minimumDeliveries} ${minimumDeliveries === 1 ? 'delivery' : 'deliveries'}`;
}

/** 'Minimum term: 2 deliveries'. */
function termLineOf(termText: string): string {
  return `Minimum term: ${termText}`;
}

export function describeMinimumTerm(input: MinimumTermInput): MinimumTerm {
  const minimum = Math.max(1, input.minimumDeliveries);
  const paid = input.paidDeliveryDates.length;
  const termPaid = paid >= minimum;
  let lastTermDelivery: string | null = null;
  if (termPaid) {
    lastTermDelivery = input.paidDeliveryDates[minimum - 1] ?? null;
  } else if (input.nextChargeDate !== null) {
    lastTermDelivery = addDaysToDate(
      input.nextChargeDate,
      (minimum - paid - 1) * input.frequencyDays,
    );
  }
  const cancellableFrom = lastTermDelivery === null ? null : addDaysToDate(lastTermDelivery, 1);
  const termText = termTextOf(minimum);
  const termLine = termLineOf(termText);
  const cancelSentence = `You can cancel any time after your ${ordinal(minimum)} delivery is paid${
    cancellableFrom === null ? '' : ` — from ${formatLongDate(cancellableFrom)}`
  }.`;
  return {
    minimumDeliveries: minimum,
    termText,
    termLine,
    cancellableFrom,
    termPaid,
    nextChargeDate: input.nextChargeDate,
    cancelSentence,
    summary: `${termLine}. ${cancelSentence}`,
  };
}

/** The product page's perk for a plan: when its subscriber can cancel, in the payment page's
 * words ('Cancel any time after your 2nd delivery'). */
export function cancelAfterTermPerk(planFrequencyDays: number): string {
  return `Cancel any time after your ${ordinal(minimumTermDeliveries(planFrequencyDays))} delivery`;
}

/**
 * 'Minimum term: 2 deliveries': the term of a plan as sold, in the payment page's words (the shop
 * card's Subscribe & Save control states it beside the price per delivery).
 */
export function minimumTermLineForPlan(planFrequencyDays: number): string {
  return termLineOf(termTextOf(minimumTermDeliveries(planFrequencyDays)));
}

/** Whether the customer may cancel on `today` (a London date). */
export function canCancelOn(term: MinimumTerm, today: string): boolean {
  return term.termPaid && term.cancellableFrom !== null && today >= term.cancellableFrom;
}

/** The server's refusal (409) of a cancel inside the minimum term. */
export function cancelTooEarlyMessage(term: MinimumTerm): string {
  return `This subscription cannot be cancelled yet. ${term.summary}`;
}

/** The term as the product page and payment page state it for a purchase made on `today`. */
export function describeMinimumTermAtPurchase(input: {
  planFrequencyDays: number;
  today: string;
}): MinimumTerm {
  return describeMinimumTerm({
    minimumDeliveries: minimumTermDeliveries(input.planFrequencyDays),
    frequencyDays: input.planFrequencyDays,
    paidDeliveryDates: [],
    nextChargeDate: input.today,
  });
}
