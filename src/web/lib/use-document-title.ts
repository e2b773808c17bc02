import { useEffect } from 'react';
import { BRAND_TITLE_SUFFIX } from '../../core/content/brand';
import { useStoreConfig } from './store-config';

/**
 * Sets document.title to `{title}{suffix}`; the suffix is config.titleSuffix
 * (default ' | Habba & Honey'). Pass `{ suffix: false }` for a title used as is.
 * Nothing happens while `title` is null/undefined (e.g. data still loading).
 */
export function useDocumentTitle(
  title: string | null | undefined,
  options: { suffix?: boolean } = {},
): void {
  const { data: config } = useStoreConfig();
  const withSuffix = options.suffix ?? true;
  const suffix = config?.titleSuffix ?? BRAND_TITLE_SUFFIX;
  useEffect(() => {
    if (title === null || title === undefined) return;
    document.title = withSuffix ? `${title}${suffix}` : title;
  }, [title, suffix, withSuffix]);
}
