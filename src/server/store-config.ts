import type { StoreConfigDto } from '../core/api/store-types';
import type { Config } from './config';
import { SANDBOX_STOREFRONT_PUBLIC_TOKEN } from './shopify/storefront-request';

/** The only configuration the browser sees: public values, never secrets. */
export function buildStoreConfig(config: Config): StoreConfigDto {
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
  return {
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
}
