/**
 * Server-rendered pages of the sandbox hosted checkout. No script at all (the CSP forbids inline
 * scripts): plain HTML forms, POST then redirect. Every dynamic value goes through escapeHtml.
 */
import { formatLongDate } from '../core/dates';
import { formatGBP } from '../core/money';
import { describeMinimumTerm } from '../core/subscriptions/minimum-term';
import { nextChargeAfterPayment } from '../core/subscriptions/plan-dates';
import { priceSandboxCart } from './discount-codes';
import type { SandboxCart, SandboxCartLine } from './sandbox-carts';

export const SANDBOX_CHECKOUT_LABEL = 'Sandbox checkout — no real payment';
export const SANDBOX_TEST_CARD = '4242 4242 4242 4242';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLES = `
*{box-sizing:border-box}
:root{--cream:#faf6ee;--sand:#f1e8d8;--ink:#1f2a22;--muted:#5d6a60;--green:#244a35;--green-hover:#1a3828;--gold:#b7862b;--line:#e3d8c4;--error:#a3261b;--card:#fffdf8}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--cream);color:var(--ink);font:16px/1.55 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:var(--green)}
.sandbox{background:var(--gold);color:#1d1606;text-align:center;font-weight:600;font-size:14px;padding:8px 16px;letter-spacing:.01em}
header.top{border-bottom:1px solid var(--line);background:var(--card)}
header.top .inner{max-width:1080px;margin:0 auto;padding:18px 20px;display:flex;align-items:center;justify-content:space-between;gap:16px}
.brand{white-space:nowrap;font-family:Georgia,"Times New Roman",serif;font-size:clamp(20px,5vw,24px);color:var(--green);text-decoration:none;letter-spacing:-.01em}
.secure{font-size:13px;color:var(--muted);display:flex;align-items:center;gap:6px;white-space:nowrap}
main{max-width:1080px;margin:0 auto;padding:28px 20px 64px;display:grid;gap:32px}
@media(min-width:900px){main{grid-template-columns:minmax(0,1.25fr) minmax(0,1fr);align-items:start}}
h1,h2{font-family:Georgia,"Times New Roman",serif;font-weight:500;letter-spacing:-.01em;margin:0}
h1{font-size:30px}
h2{font-size:20px;margin-bottom:14px}
.panel{background:var(--card);border:1px solid var(--line);border-radius:18px;padding:24px}
.summary{background:var(--sand);border-color:transparent;order:-1}
@media(min-width:900px){.summary{order:0}}
@media(min-width:900px){.summary{position:sticky;top:24px}}
fieldset{border:0;margin:0 0 26px;padding:0}
legend{font-family:Georgia,"Times New Roman",serif;font-size:20px;margin-bottom:14px;padding:0}
.grid{display:grid;gap:14px}
@media(min-width:560px){.two{grid-template-columns:1fr 1fr}.three{grid-template-columns:2fr 1fr 1fr}}
label{display:block;font-size:14px;font-weight:600;margin-bottom:6px}
.optional{font-weight:400;color:var(--muted)}
input,select{width:100%;height:48px;border:1px solid #cdbfa6;border-radius:12px;background:#fff;padding:0 14px;font:inherit;color:var(--ink)}
input:focus,select:focus{outline:2px solid var(--green);outline-offset:1px;border-color:var(--green)}
input[aria-invalid=true]{border-color:var(--error)}
.error{color:var(--error);font-size:13px;margin-top:6px}
.alert{border:1px solid var(--error);background:#fbeeec;color:var(--error);border-radius:12px;padding:12px 14px;margin-bottom:20px}
.hint{font-size:13px;color:var(--muted);margin-top:6px}
.test-card{display:block;background:#fff7e6;border:1px dashed var(--gold);border-radius:12px;padding:12px 14px;font-size:14px;margin-bottom:16px}
button.pay{width:100%;height:56px;border:0;border-radius:999px;background:var(--green);color:#fff;font:600 17px/1 inherit;font-family:inherit;cursor:pointer;letter-spacing:.01em}
button.pay:hover{background:var(--green-hover)}
button.pay:focus-visible{outline:3px solid var(--gold);outline-offset:3px}
ul.lines{list-style:none;margin:0;padding:0}
ul.lines li{display:flex;justify-content:space-between;gap:16px;padding:12px 0;border-bottom:1px solid var(--line)}
.line-title{font-weight:600}
.line-meta{font-size:13px;color:var(--muted)}
.terms{border:1px solid var(--line);border-radius:14px;background:#f6f9f4;padding:16px 18px;margin:0 0 20px}
.terms h2{font-size:18px;margin-bottom:4px}
.terms ul.lines li{display:block}
.terms ul.lines li:last-child{border-bottom:0;padding-bottom:0}
.terms-list{display:grid;gap:6px;margin:8px 0 10px;font-size:14px}
.terms-list div{display:grid;grid-template-columns:minmax(110px,40%) 1fr;gap:12px}
.terms-list dt{color:var(--muted)}
.terms-list dd{margin:0;font-weight:600}
.plan{display:inline-block;margin-top:4px;font-size:12px;font-weight:600;color:var(--green);background:#e4efe6;border-radius:999px;padding:2px 10px}
.totals{margin-top:14px;display:grid;gap:8px;font-size:15px}
.totals div{display:flex;justify-content:space-between}
.grand{font-size:20px;font-weight:700;border-top:1px solid var(--line);padding-top:12px;margin-top:4px}
.thanks{max-width:640px;margin:48px auto;text-align:center}
.tick{width:64px;height:64px;border-radius:50%;background:#e4efe6;color:var(--green);display:flex;align-items:center;justify-content:center;margin:0 auto 18px;font-size:30px}
.order-number{font-size:18px;margin:14px 0}
.cta{display:inline-flex;align-items:center;justify-content:center;height:52px;padding:0 32px;border-radius:999px;background:var(--green);color:#fff;text-decoration:none;font-weight:600;margin-top:22px}
.cta:hover{background:var(--green-hover)}
`;

export function renderLayout(options: {
  title: string;
  shopName: string;
  shopUrl: string;
  body: string;
}) {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} | ${escapeHtml(options.shopName)}</title>
<style>${STYLES}</style>
</head>
<body>
<div class="sandbox" role="note">${escapeHtml(SANDBOX_CHECKOUT_LABEL)}</div>
<header class="top"><div class="inner">
<a class="brand" href="${escapeHtml(options.shopUrl)}">${escapeHtml(options.shopName)}</a>
<span class="secure"><svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>Test mode</span>
</div></header>
${options.body}
</body>
</html>`;
}

/** 'every 30 days' ('every day' for 1). */
function everyDays(days: number): string {
  return days === 1 ? 'every day' : `every ${days} days`;
}

function lineName(line: SandboxCartLine): string {
  return line.variantTitle && line.variantTitle !== 'Default'
    ? `${line.productTitle} (${line.variantTitle})`
    : line.productTitle;
}

/**
 * What each subscription line agrees to, from its selling plan allocation, shown right above
 * "Pay now" as Shopify's checkout does: the plan, how often it delivers and charges, what each
 * charge is (the plan's item price × quantity) and the minimum term (the billing policy's
 * minCycles).
 */
function renderSubscriptionTerms(cart: SandboxCart, today: string): string {
  const subscriptions = cart.lines.filter((line) => line.sellingPlan !== null);
  if (subscriptions.length === 0) return '';
  const items = subscriptions
    .map((line) => {
      const plan = line.sellingPlan as NonNullable<SandboxCartLine['sellingPlan']>;
      const recurring = `${formatGBP(line.unitPricePence * line.quantity)} ${everyDays(plan.intervalDays)}`;
      const minimum =
        plan.minCycles === null
          ? null
          : describeMinimumTerm({
              minimumDeliveries: plan.minCycles,
              frequencyDays: plan.intervalDays,
              paidDeliveryDates: [],
              nextChargeDate: today,
            });
      const term = minimum ? minimum.termText : 'None';
      const cancel = minimum ? minimum.cancelSentence : 'You can cancel at any time.';
      const nextCharge = formatLongDate(nextChargeAfterPayment(today, plan.intervalDays));
      return `<li class="term-line"><div class="line-title">${escapeHtml(lineName(line))}</div>
<dl class="terms-list">
<div><dt>Plan</dt><dd>${escapeHtml(plan.name)}</dd></div>
<div><dt>Delivery</dt><dd>${escapeHtml(capitalise(everyDays(plan.intervalDays)))}</dd></div>
<div><dt>Recurring price</dt><dd>${escapeHtml(recurring)}</dd></div>
<div><dt>Next charge</dt><dd>${escapeHtml(nextCharge)}</dd></div>
<div><dt>Minimum term</dt><dd>${escapeHtml(term)}</dd></div>
</dl>
<p class="hint">By paying you agree to be charged ${escapeHtml(recurring)} for this subscription until you cancel. ${escapeHtml(cancel)}</p></li>`;
    })
    .join('');
  return `<section class="terms" aria-labelledby="terms-title">
<h2 id="terms-title">Your subscription</h2>
<ul class="lines">${items}</ul>
</section>`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function renderSummary(cart: SandboxCart): string {
  const { lineTotals: totals, subtotalPence, discount, totalPence } = priceSandboxCart(cart);
  const discountRow = discount.applied
    ? `<div class="discount"><span>Discount (${escapeHtml(discount.applied.code)})</span><span>−${escapeHtml(formatGBP(discount.discountPence))}</span></div>`
    : '';
  const items = cart.lines
    .map((line, index) => {
      // The plan's name from the line's selling plan allocation (Shopify's order summary).
      const plan =
        line.sellingPlan?.name ??
        line.attributes.find((attribute) => attribute.key === 'Subscription Plan')?.value;
      const variant =
        line.variantTitle && line.variantTitle !== 'Default'
          ? `<div class="line-meta">${escapeHtml(line.variantTitle)}</div>`
          : '';
      return `<li><div><div class="line-title">${escapeHtml(line.productTitle)}</div>${variant}<div class="line-meta">Qty ${escapeHtml(line.quantity)} × ${escapeHtml(formatGBP(line.unitPricePence))}</div>${
        plan ? `<span class="plan">${escapeHtml(plan)}</span>` : ''
      }</div><div>${escapeHtml(formatGBP(totals[index] ?? 0))}</div></li>`;
    })
    .join('');
  return `<aside class="panel summary" aria-labelledby="summary-title">
<h2 id="summary-title">Order summary</h2>
<ul class="lines">${items}</ul>
<div class="totals">
<div><span>Subtotal</span><span>${escapeHtml(formatGBP(subtotalPence))}</span></div>
${discountRow}<div><span>Shipping</span><span>Free (UK)</span></div>
<div class="grand"><span>Total</span><span>${escapeHtml(formatGBP(totalPence))}</span></div>
</div>
</aside>`;
}

export type CheckoutFormValues = Record<string, string>;
export type CheckoutFormErrors = Record<string, string>;

export function renderField(options: {
  name: string;
  label: string;
  values: CheckoutFormValues;
  errors: CheckoutFormErrors;
  type?: string;
  autocomplete?: string;
  optional?: boolean;
  inputmode?: string;
  hint?: string;
}): string {
  const { name, label, values, errors } = options;
  const id = `field-${name}`;
  const error = errors[name];
  const describedBy = [error ? `${id}-error` : '', options.hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return `<div>
<label for="${id}">${escapeHtml(label)}${options.optional ? ' <span class="optional">(optional)</span>' : ''}</label>
<input id="${id}" name="${escapeHtml(name)}" type="${escapeHtml(options.type ?? 'text')}" value="${escapeHtml(values[name] ?? '')}"${
    options.autocomplete ? ` autocomplete="${escapeHtml(options.autocomplete)}"` : ''
  }${options.inputmode ? ` inputmode="${escapeHtml(options.inputmode)}"` : ''}${options.optional ? '' : ' required'}${
    error ? ' aria-invalid="true"' : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${options.hint ? `<div class="hint" id="${id}-hint">${escapeHtml(options.hint)}</div>` : ''}
${error ? `<div class="error" id="${id}-error">${escapeHtml(error)}</div>` : ''}
</div>`;
}

/**
 * The payment step's refusal when a tracked line asks for more units than Shopify has left
 * (inventory-api.ts takeCartUnits): what is left, and that nothing was charged.
 */
export function stockRefusalMessage(shortfall: { title: string; available: number }): string {
  return shortfall.available > 0
    ? `Only ${shortfall.available} left of ${shortfall.title}: your card has not been charged. Return to the shop to lower the quantity.`
    : `${shortfall.title} has sold out: your card has not been charged. Return to the shop to remove it.`;
}

export function renderCheckoutPage(options: {
  shopName: string;
  shopUrl: string;
  cart: SandboxCart;
  /** The store's London date: the first charge is today, the minimum term counts from it. */
  today: string;
  formAction: string;
  values: CheckoutFormValues;
  errors: CheckoutFormErrors;
  alert?: string;
}): string {
  const { values, errors } = options;
  const field = (
    name: string,
    label: string,
    extra: Omit<Parameters<typeof renderField>[0], 'name' | 'label' | 'values' | 'errors'> = {},
  ) => renderField({ name, label, values, errors, ...extra });
  const body = `<main>
<section class="panel" aria-labelledby="checkout-title">
<h1 id="checkout-title" style="margin-bottom:20px">Checkout</h1>
${options.alert ? `<div class="alert" role="alert">${escapeHtml(options.alert)}</div>` : ''}
${Object.keys(errors).length > 0 ? '<div class="alert" role="alert">Please check the highlighted fields.</div>' : ''}
<form method="post" action="${escapeHtml(options.formAction)}" novalidate>
<fieldset><legend>Contact</legend>
<div class="grid">${field('email', 'Email', { type: 'email', autocomplete: 'email' })}</div>
</fieldset>
<fieldset><legend>Shipping address</legend>
<div class="grid">
<div>
<label for="field-country">Country</label>
<select id="field-country" name="country" autocomplete="country-name"><option value="United Kingdom" selected>United Kingdom</option></select>
</div>
<div class="grid two">${field('first_name', 'First name', { autocomplete: 'given-name' })}${field('last_name', 'Last name', { autocomplete: 'family-name' })}</div>
${field('company', 'Company', { optional: true, autocomplete: 'organization' })}
${field('address1', 'Address', { autocomplete: 'address-line1' })}
${field('address2', 'Apartment, suite, etc.', { optional: true, autocomplete: 'address-line2' })}
<div class="grid three">${field('city', 'Town or city', { autocomplete: 'address-level2' })}${field('province', 'County', { optional: true, autocomplete: 'address-level1' })}${field('zip', 'Postcode', { autocomplete: 'postal-code' })}</div>
${field('phone', 'Phone', { optional: true, type: 'tel', autocomplete: 'tel' })}
</div>
</fieldset>
<fieldset><legend>Payment</legend>
<div class="test-card" role="note"><strong style="display:block;margin-bottom:2px">Test card</strong><span>Use ${escapeHtml(SANDBOX_TEST_CARD)}, any future expiry and any 3-digit CVC. No money moves.</span></div>
<div class="grid">
${field('card_number', 'Card number', { autocomplete: 'cc-number', inputmode: 'numeric' })}
<div class="grid two">${field('card_expiry', 'Expiry (MM / YY)', { autocomplete: 'cc-exp', inputmode: 'numeric' })}${field('card_cvc', 'Security code', { autocomplete: 'cc-csc', inputmode: 'numeric' })}</div>
${field('card_name', 'Name on card', { autocomplete: 'cc-name' })}
</div>
</fieldset>
${renderSubscriptionTerms(options.cart, options.today)}
<button class="pay" type="submit">Pay now</button>
<p class="hint" style="text-align:center;margin-top:14px"><a href="${escapeHtml(options.shopUrl)}">Return to the shop</a></p>
</form>
</section>
${renderSummary(options.cart)}
</main>`;
  return renderLayout({
    title: 'Checkout',
    shopName: options.shopName,
    shopUrl: options.shopUrl,
    body,
  });
}

export function renderThankYouPage(options: {
  shopName: string;
  shopUrl: string;
  orderNumber: number;
  email: string;
  delivered: boolean;
  retryAction: string;
}): string {
  const body = `<main style="display:block"><section class="panel thanks" aria-labelledby="thanks-title">
<div class="tick" aria-hidden="true">✓</div>
<h1 id="thanks-title">Thank you for your order</h1>
<p class="order-number">Order <strong>#${escapeHtml(options.orderNumber)}</strong></p>
<p>A confirmation would be sent to <strong>${escapeHtml(options.email)}</strong>. This was a sandbox checkout: no payment was taken.</p>
${
  options.delivered
    ? ''
    : `<div class="alert" role="alert">The shop has not confirmed this order yet.<form method="post" action="${escapeHtml(options.retryAction)}" style="margin-top:10px"><button class="pay" type="submit">Send the order to the shop again</button></form></div>`
}
<a class="cta" href="${escapeHtml(options.shopUrl)}">Continue shopping</a>
</section></main>`;
  return renderLayout({
    title: `Order #${options.orderNumber}`,
    shopName: options.shopName,
    shopUrl: options.shopUrl,
    body,
  });
}

export function renderCheckoutNotFoundPage(options: { shopName: string; shopUrl: string }): string {
  const body = `<main style="display:block"><section class="panel thanks" aria-labelledby="missing-title">
<h1 id="missing-title">This checkout has expired</h1>
<p>Sandbox checkouts last 24 hours and are forgotten when the shop restarts. Your cart is still in the shop: open it and check out again.</p>
<a class="cta" href="${escapeHtml(options.shopUrl)}">Back to the shop</a>
</section></main>`;
  return renderLayout({
    title: 'Checkout expired',
    shopName: options.shopName,
    shopUrl: options.shopUrl,
    body,
  });
}
