// /delivery, "Delivery and returns": UK delivery times and costs, the 14-day right to
// cancel, the guarantee and faulty goods. The facts come from the Terms (legal.ts sections 6, 8,
// 9 and 10), whose sections this page reuses word for word, so the two pages cannot disagree; the
// summary above them restates the same figures (delivery-facts.ts, which links import alone).

export * from './delivery-facts';

import { DISPATCH_RULE, DISPATCH_RULE_TEXT } from '../delivery/dispatch';
import { CANCELLATION_DAYS, GUARANTEE_DAYS } from './brand';
import { UK_DELIVERY } from './delivery-facts';
import {
  buildTerms,
  DEFAULT_LEGAL_CONTEXT,
  type LegalContext,
  type LegalDocument,
  type LegalSection,
} from './legal';

const TERMS_SECTIONS: Record<string, string> = {
  delivery: 'Delivery in the UK',
  cancellation: `Your ${CANCELLATION_DAYS}-Day Right to Cancel`,
  guarantee: `Our ${GUARANTEE_DAYS}-Day Guarantee`,
  'faulty-goods': 'Faulty or Damaged Goods',
};

export function buildDeliveryAndReturns(
  context: LegalContext = DEFAULT_LEGAL_CONTEXT,
): LegalDocument {
  const terms = buildTerms(context);
  const { transitBusinessDays: transit } = UK_DELIVERY;
  const summary: LegalSection = {
    id: 'at-a-glance',
    heading: 'At a Glance',
    paragraphs: [],
    list: [
      'Standard UK delivery on retail orders: free, whatever the order size.',
      `Dispatch: ${DISPATCH_RULE_TEXT.charAt(0).toLowerCase()}${DISPATCH_RULE_TEXT.slice(1)}`,
      `Arrival: most orders arrive ${transit.min} to ${transit.max} working days after dispatch. These are estimates, not guarantees.`,
      'Subscriptions: each delivery is dispatched at the interval you chose, with free standard UK delivery.',
      `Changed your mind: you may cancel within ${CANCELLATION_DAYS} days of receiving your order (sealed health and hygiene goods excepted once opened).`,
      `Not happy: our ${GUARANTEE_DAYS}-day guarantee refunds a retail product even if it has been opened.`,
      `Questions: email ${context.supportEmail} or use our Contact page, with your order number.`,
    ],
  };
  const reused = terms.sections
    .filter((section) => section.id in TERMS_SECTIONS)
    .map((section) => ({ ...section, heading: TERMS_SECTIONS[section.id] ?? section.heading }));
  return {
    title: 'Delivery and Returns',
    metaDescription: `Free standard UK delivery on retail orders, same-day dispatch when ordered by ${DISPATCH_RULE.cutOffText} on a working day; your ${CANCELLATION_DAYS}-day right to cancel, our ${GUARANTEE_DAYS}-day guarantee and faulty goods.`,
    intro: `How we deliver in the UK, what it costs, and how to return an order. The same terms are in our Terms and Conditions; this page sets out the parts you are most likely to need.`,
    lastUpdated: terms.lastUpdated,
    sections: [summary, ...reused],
  };
}
