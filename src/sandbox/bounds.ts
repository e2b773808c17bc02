/**
 * `map.set(key, value)` as the most recent entry, dropping the least recent ones beyond `max`:
 * a Map iterates in insertion order, so deleting before setting makes it an LRU.
 */
export function rememberBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}
