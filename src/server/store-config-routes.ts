import { Hono } from 'hono';
import type { StoreConfigDto } from '../core/api/store-types';
import type { Config } from './config';
import type { AppEnv } from './http/app-env';
import { answer } from './http/contract';
import { SANDBOX_STOREFRONT_PUBLIC_TOKEN } from './shopify/storefront-request';

/** The only configuration the browser sees: public values, never secrets. */
export function createStoreConfigRoutes(config: Config) {
  const storefront = config.shopify.store
    ? {
        endpoint: `https://${config.shopify.store.domain}/api/${config.shopify.apiVersion}/graphql.json`,
        accessToken: config.shopify.store.storefrontToken,
        apiVersion: config.shopify.apiVersion,
        isSandbox: false,
      }
    : {
        endpoint: `/sandbox/shopify/api/${config.shopify.apiVersion}/graphql.json`,
        accessToken: SANDBOX_STOREFRONT_PUBLIC_TOKEN,
        apiVersion: config.shopify.apiVersion,
        isSandbox: true,
      };
  const body: StoreConfigDto = {
    shopName: config.shopName,
    titleSuffix: ` | ${config.shopName}`,
    supportEmail: config.supportEmail,
    platformName: 'Shopify',
    storefront,
    socialProofEnabled: config.socialProofEnabled,
    socialWidgetId: config.socialWidgetId,
    mapEmbedUrl: config.mapEmbedUrl,
    imageHosts: config.imageHosts,
  };
  return new Hono<AppEnv>().get('/config', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return answer(c, 'GET /api/store/config', body);
  });
}
