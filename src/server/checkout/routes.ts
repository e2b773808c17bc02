import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  cartTokenSchema,
  PRICE_CHANGED_MESSAGE,
  type PriceCartResponse,
} from '../../core/api/checkout';
import { DISCOUNT_CHECK_LIMIT_MESSAGE } from '../../core/api/discount';
import {
  CHECKOUT_FAILED_MESSAGE,
  PAYMENT_UNAVAILABLE_CODE,
  PAYMENT_UNAVAILABLE_MESSAGE,
} from '../../core/cart/checkout-rules';
import type { AppDeps } from '../app-deps';
import { loadViewer } from '../auth/service';
import { orders } from '../db/schema/orders';
import type { AppEnv } from '../http/app-env';
import { answer, readBody, refusal, refuse } from '../http/contract';
import { rateLimit } from '../http/rate-limit';
import { parseWith } from '../http/validate';
import { codeRefusalOf, previewDiscount, readCartDiscount, withDiscount } from './discount';
import { CHECKOUT_LIMIT, CHECKOUT_LIMIT_MESSAGE, CODE_PREVIEW_LIMIT } from './limits';
import {
  CheckoutHandOffError,
  CheckoutStoreUnavailableError,
  checkoutViewerOf,
  handOffToShopify,
  priceIntents,
  resolveCheckoutMerchandise,
} from './price-authority';

/** A cart with problems cannot be checked out: 403 when only trade access is missing, else 400. */
function refuseProblems(pricing: PriceCartResponse): void {
  if (pricing.problems.length === 0) return;
  const first = pricing.problems[0];
  const fields: Record<string, string[]> = {};
  for (const problem of pricing.problems) {
    const key = problem.index === null ? 'lines' : `lines.${problem.index}`;
    fields[key] = [...(fields[key] ?? []), problem.message];
  }
  const tradeOnly = pricing.problems.every((p) => p.code === 'trade_only');
  const message = first?.message ?? '';
  throw tradeOnly
    ? refusal('POST /api/checkout', 403, 'TRADE_ONLY', message, fields)
    : refusal('POST /api/checkout', 400, 'CHECKOUT_BLOCKED', message, fields);
}

/**
 * POST /api/cart/price: the server's figures for purchase intents (never trusts a price).
 * POST /api/checkout: re-prices, answers 409 PRICE_CHANGED when the drawer showed another total,
 * else hands a server-built cart (or a trade draft order) to Shopify and returns its checkout URL.
 */
export function createCheckoutRoutes(deps: AppDeps) {
  /** Counts a code preview for the client; true once past CODE_PREVIEW_LIMIT in the window. */
  const overPreviewLimit = async (clientIp: string) =>
    deps.config.rateLimitsEnabled &&
    (await deps.rateLimitStore.hit(`code-preview:${clientIp}`, CODE_PREVIEW_LIMIT.windowMs)) >
      CODE_PREVIEW_LIMIT.max;
  const viewerOf = async (c: Parameters<typeof loadViewer>[0]) => {
    const session = await loadViewer(c, deps.auth);
    return session ? checkoutViewerOf(deps.db, session.user) : null;
  };
  return new Hono<AppEnv>()
    .use(
      '/checkout',
      rateLimit({
        store: deps.rateLimitStore,
        enabled: deps.config.rateLimitsEnabled,
        name: 'checkout',
        ...CHECKOUT_LIMIT,
        message: CHECKOUT_LIMIT_MESSAGE,
      }),
    )
    .get('/cart/checkout-status/:token', async (c) => {
      // Whether the checkout this browser started became an order: the token is a random id only
      // that browser holds, and the answer says nothing else about the order.
      const token = parseWith(cartTokenSchema, c.req.param('token'));
      const [row] = await deps.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.cartToken, token))
        .limit(1);
      c.header('Cache-Control', 'no-store');
      return answer(c, 'GET /api/cart/checkout-status/:token', { ordered: row !== undefined });
    })
    .post('/cart/price', async (c) => {
      const body = await readBody(c, 'POST /api/cart/price');
      const viewer = await viewerOf(c);
      const { pricing, variants } = await priceIntents(deps.db, body.lines, viewer);
      c.header('Cache-Control', 'no-store');
      if (!body.discountCode) return answer(c, 'POST /api/cart/price', pricing);
      // Each preview asks Shopify: past the client's own limit the code is not checked.
      if (await overPreviewLimit(c.get('clientIp'))) {
        return answer(
          c,
          'POST /api/cart/price',
          withDiscount(pricing, {
            code: body.discountCode,
            applicable: false,
            discountPence: 0,
            message: DISCOUNT_CHECK_LIMIT_MESSAGE,
          }),
        );
      }
      return answer(
        c,
        'POST /api/cart/price',
        await previewDiscount({
          db: deps.db,
          config: deps.config,
          logger: c.get('logger'),
          pricing,
          variants,
          code: body.discountCode,
          buyerIp: c.get('clientIp'),
        }),
      );
    })
    .post('/checkout', async (c) => {
      const body = await readBody(c, 'POST /api/checkout');
      const viewer = await viewerOf(c);
      const { pricing, variants } = await priceIntents(deps.db, body.lines, viewer);
      c.header('Cache-Control', 'no-store');
      refuseProblems(pricing);
      const code = body.discountCode ?? null;
      const codeRefused = code === null ? null : codeRefusalOf(pricing);
      if (codeRefused !== null) {
        throw refusal('POST /api/checkout', 400, 'validation_failed', codeRefused, {
          discountCode: [codeRefused],
        });
      }
      const priceChanged = (fresh: PriceCartResponse) =>
        refuse(c, 'POST /api/checkout', 409, {
          error: { code: 'PRICE_CHANGED', message: PRICE_CHANGED_MESSAGE },
          pricing: fresh,
        });
      // Without a code the total is ours alone; with one it is known once Shopify has the cart.
      if (code === null && pricing.totalPence !== body.expectedTotalPence) {
        return priceChanged(pricing);
      }
      const merchandise = await resolveCheckoutMerchandise({
        db: deps.db,
        config: deps.config,
        pricing,
        variants,
      });
      const logger = c.get('logger');
      let handOff: Awaited<ReturnType<typeof handOffToShopify>>;
      try {
        handOff = await handOffToShopify({
          config: deps.config,
          logger,
          pricing,
          merchandise,
          viewer,
          discountCode: code,
          // The order's priced total is the one the shopper saw, and Shopify must charge it.
          signedTotalPence: code === null ? pricing.totalPence : body.expectedTotalPence,
          buyerIp: c.get('clientIp'),
          cartToken: body.cartToken ?? null,
        });
      } catch (err) {
        if (!(err instanceof CheckoutHandOffError)) throw err;
        if (err instanceof CheckoutStoreUnavailableError) {
          // Nothing was stored for this checkout; the basket lives in the browser and stays.
          logger.warn({ err: err.message }, 'checkout hand-off: Shopify unavailable');
          c.header('Retry-After', '60');
          throw refusal(
            'POST /api/checkout',
            503,
            PAYMENT_UNAVAILABLE_CODE,
            PAYMENT_UNAVAILABLE_MESSAGE,
          );
        }
        logger.error({ err: err.message }, 'checkout hand-off to Shopify failed');
        throw refusal('POST /api/checkout', 502, 'CHECKOUT_FAILED', CHECKOUT_FAILED_MESSAGE);
      }
      const refuseTotal = (shopifyTotalPence: number) => {
        logger.error(
          { pricedTotalPence: pricing.totalPence, shopifyTotalPence },
          'Shopify would charge a different total than the server priced; hand-off refused',
        );
        return refusal('POST /api/checkout', 502, 'CHECKOUT_FAILED', CHECKOUT_FAILED_MESSAGE);
      };
      // A trade cart's lines are before VAT; Shopify's draft order charges them with VAT added.
      if (handOff.shopifySubtotalPence !== pricing.subtotalPence + (pricing.vatPence ?? 0)) {
        throw refuseTotal(handOff.shopifySubtotalPence);
      }
      if (code === null) {
        if (handOff.shopifyTotalPence !== pricing.totalPence)
          throw refuseTotal(handOff.shopifyTotalPence);
        return answer(c, 'POST /api/checkout', {
          checkoutUrl: handOff.checkoutUrl,
          totalPence: pricing.totalPence,
        });
      }
      // The code no longer applies, or takes off another amount: show the new figures first.
      const discounted = withDiscount(pricing, readCartDiscount(code, pricing, handOff));
      if (!discounted.discount?.applicable || discounted.totalPence !== body.expectedTotalPence) {
        return priceChanged(discounted);
      }
      return answer(c, 'POST /api/checkout', {
        checkoutUrl: handOff.checkoutUrl,
        totalPence: discounted.totalPence,
      });
    });
}
