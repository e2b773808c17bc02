import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeQueryKeys } from '../../core/api/store-queries';
import type { StoreConfigDto } from '../../core/api/store-types';
import {
  BRAND_TITLE_SUFFIX,
  DEFAULT_SHOP_NAME,
  DEFAULT_SUPPORT_EMAIL,
  STOREFRONT_PLATFORM_NAME,
} from '../../core/content/brand';
import { api } from './api-client';

/** What the browser assumes until (or if never) /api/store/config answers. */
export const DEFAULT_STORE_CONFIG: StoreConfigDto = {
  shopName: DEFAULT_SHOP_NAME,
  titleSuffix: BRAND_TITLE_SUFFIX,
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  platformName: STOREFRONT_PLATFORM_NAME,
  storefront: { endpoint: '', accessToken: '', apiVersion: '', isSandbox: true },
  socialProofEnabled: false,
  socialWidgetId: null,
  mapEmbedUrl: null,
};

/** GET /api/store/config: fetched once per visit. */
export const storeConfigQuery = queryOptions({
  queryKey: storeQueryKeys.config(),
  queryFn: ({ signal }) => api('GET /api/store/config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** The store configuration query (data is undefined while loading or on error). */
export function useStoreConfig() {
  return useQuery(storeConfigQuery);
}

/** The configuration, falling back to the defaults while loading or when the API fails. */
export function useStoreConfigOrDefault(): StoreConfigDto {
  const { data } = useStoreConfig();
  return data ?? DEFAULT_STORE_CONFIG;
}
