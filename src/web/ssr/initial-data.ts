// Reads the route data the server embedded in the HTML (src/core/api/initial-data.ts) and seeds
// the TanStack Query cache with it before the first render.
import type { QueryClient } from '@tanstack/react-query';
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '../../core/api/initial-data';

/** Reads and parses the embedded data; null when absent or unreadable (then queries fetch). */
export function readInitialData(doc: Document): InitialData | null {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as InitialData;
    return Array.isArray(parsed?.queries) ? parsed : null;
  } catch {
    return null;
  }
}

/** Puts the entries into the cache (fresh as of now, so each query's staleTime applies). */
export function seedQueryCache(client: QueryClient, data: InitialData | null): void {
  for (const entry of data?.queries ?? []) client.setQueryData(entry.key, entry.data);
}
