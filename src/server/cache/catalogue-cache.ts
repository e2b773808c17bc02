// The public catalogue's response cache: ready-to-send JSON bodies (with an ETag and, on first
// demand, a gzip copy) held in process, emptied by every catalogue write in this process at once
// and in every other process through PostgreSQL LISTEN/NOTIFY.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Transaction } from '../db/client';
import { HeldStockChanges, STOCK_PAGE_WINDOW_MS } from './stock-window';

/** The NOTIFY channel every catalogue write signals on, in the writing transaction. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Tells every process that the catalogue changed: call it inside the transaction that writes
 * products, variants, collections or collection links. PostgreSQL delivers the notification
 * when (and only if) the transaction commits. The writing process should also call
 * `CatalogueCache.invalidate()` after the commit, so its own next read cannot be stale.
 */
export async function notifyCatalogueChanged(
  tx: Transaction | Database,
  scope?: CatalogueScope,
): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${scopePayload(scope)})`);
}

/**
 * What a catalogue write changed, when the writer knows which pages it can affect: pages that
 * carry none of the scope's tags stay cached. `productIds`: products whose data changed (prices,
 * copy, images, stock, reviews; pages showing them carry productTag). `tags`: other things that
 * changed, by the tags pages carry (collectionTag: a collection's listing, ALL_LISTING_TAG: the
 * listing of every retail product, PRODUCT_PAGES_TAG: every product page, whose "You may also
 * like" is drawn from the whole listing). Pages that show none of them (articles, the story, the
 * legal pages) stay cached. No scope: anything may have changed (collections, a new build).
 */
export type CatalogueScope = {
  productIds: string[];
  tags?: string[];
  /** Only the products' stock changed: rendered pages take it at most once a window
   * (stock-window.ts); the data answers at once. */
  stock?: true;
};

/** The tag a page built from a product's data carries (see CatalogueCache.invalidate). */
export function productTag(productId: string): string {
  return `product:${productId}`;
}

/** The tag a page listing a collection's products carries (its membership and order). */
export function collectionTag(collectionId: string): string {
  return `collection:${collectionId}`;
}

/** The tag of a page listing every retail product (the shop's "all" view). */
export const ALL_LISTING_TAG = 'listing:all';
/** The tag every product page carries: its related products are drawn from the whole listing. */
export const PRODUCT_PAGES_TAG = 'product-pages';

const MAX_SCOPED_PRODUCTS = 100;
const MAX_SCOPE_TAGS = 100;
const TAG = /^[a-z-]{1,20}(?::[0-9a-zA-Z-]{1,64})?$/;

/** The page tags a scope drops. */
export function scopeTags(scope: CatalogueScope): Set<string> {
  return new Set([...scope.productIds.map(productTag), ...(scope.tags ?? [])]);
}

/** The NOTIFY payload of a scope ('' means everything; it must stay under 8000 bytes). */
export function scopePayload(scope: CatalogueScope | undefined): string {
  if (
    !scope ||
    scope.productIds.length > MAX_SCOPED_PRODUCTS ||
    (scope.tags?.length ?? 0) > MAX_SCOPE_TAGS
  ) {
    return '';
  }
  return JSON.stringify({
    productIds: scope.productIds,
    ...(scope.tags ? { tags: scope.tags } : {}),
    ...(scope.stock ? { stock: true } : {}),
  });
}

/** The scope a NOTIFY payload names; undefined (everything) for '' or anything unexpected. */
export function readScopePayload(payload: string): CatalogueScope | undefined {
  if (payload === '') return undefined;
  try {
    const parsed = JSON.parse(payload) as { productIds?: unknown; tags?: unknown; stock?: unknown };
    const ids = parsed.productIds;
    if (!Array.isArray(ids) || ids.length > MAX_SCOPED_PRODUCTS) return undefined;
    if (!ids.every((id): id is string => typeof id === 'string' && id.length <= 64)) {
      return undefined;
    }
    if (parsed.tags === undefined) {
      return parsed.stock === true ? { productIds: ids, stock: true } : { productIds: ids };
    }
    const tags = parsed.tags;
    if (!Array.isArray(tags) || tags.length > MAX_SCOPE_TAGS) return undefined;
    if (!tags.every((tag): tag is string => typeof tag === 'string' && TAG.test(tag))) {
      return undefined;
    }
    return parsed.stock === true
      ? { productIds: ids, tags, stock: true }
      : { productIds: ids, tags };
  } catch {
    return undefined;
  }
}

export type CachedBody = {
  body: string;
  etag: string;
  /** The UTF-8 bytes (made with the ETag when the cache loads the body). */
  bytes?: Uint8Array<ArrayBuffer>;
  /** The gzip copy, made on the first request that accepts gzip. */
  gzip?: Uint8Array<ArrayBuffer>;
  /** The HTTP status the body is sent with, when the loader said (the page cache does). */
  status?: number;
};

/** What a loader answers: the body, and whether it may be kept (misses are never kept); `tags`
 * name the products it was built from (productTag), for scoped invalidation. */
export type Loaded = {
  /** The text, or its pieces in order (a rendered page: each piece is encoded as it is, so the
   * whole text is never copied into one string first; a piece with its bytes already encoded,
   * markup the server render reused, is copied as those bytes). */
  body: string | readonly BodyPiece[];
  keep: boolean;
  status?: number;
  tags?: readonly string[];
};

/** A piece of a body: text, or text with its UTF-8 bytes. */
export type BodyPiece = string | { readonly text: string; readonly bytes: Uint8Array };

/** The text of a body's pieces, one after another. */
export function bodyText(pieces: readonly BodyPiece[]): string {
  let text = '';
  for (const piece of pieces) text += typeof piece === 'string' ? piece : piece.text;
  return text;
}

type Entry = CachedBody & { storedAt: number; tags?: ReadonlySet<string> };

export type CatalogueCacheOptions = {
  /** Entry cap; the oldest entry goes first. */
  maxEntries?: number;
  /** Cap on the summed body length (characters). */
  maxChars?: number;
  /** Age after which an entry is read again even without a notification (a safety net for
   * writes made outside the app, e.g. by hand in psql). */
  maxAgeMs?: number;
  /** How long an entry dropped from the cache (invalidated, expired or pushed out) is kept as a
   * last copy, sent only when reading it again fails (stale-if-error). */
  staleIfErrorMs?: number;
  /** A dependent's window for stock-only changes (stock-window.ts); 0 takes them at once. */
  stockWindowMs?: number;
  now?: () => number;
};

/** An entry dropped from the cache, kept to be sent only if reading it again fails. */
type LastCopy = { entry: Entry; droppedAt: number };

/** Ten minutes: a database outage is survived on pages dropped just before it (a sale drops
 * every page whose stock moved), while a copy is never far behind what the shop last said. */
const STALE_IF_ERROR_MS = 10 * 60_000;

/** The weak ETag of a body: SHA-1 of its UTF-8 bytes (the same for the text and its bytes). */
export function etagOf(body: string | Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** A loaded body with its bytes and ETag: encoded once, and hashed from the bytes (hashing the
 * text encodes it again inside the hash). */
function cachedBody<T extends object>(loaded: Loaded, extra: T): CachedBody & T {
  const pieces = loaded.body;
  if (typeof pieces === 'string') {
    const bytes = utf8(pieces);
    return { body: pieces, bytes, etag: etagOf(bytes), ...extra };
  }
  const bytes = utf8Pieces(pieces);
  return { body: bodyText(pieces), bytes, etag: etagOf(bytes), ...extra };
}

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<
    string,
    { generation: number; promise: Promise<CachedBody | null> }
  >();
  private chars = 0;
  /** Bumped by every invalidation: a read that began under an older generation is not kept. */
  private generation = 0;
  /** False while notifications could be missed (PostgreSQL listener not connected). */
  private active = false;
  private readonly maxEntries: number;
  private readonly maxChars: number;
  private readonly maxAgeMs: number;
  private readonly staleIfErrorMs: number;
  /** Entries dropped lately (same caps as the entries), by key: see `lastCopyOf`. */
  private readonly lastCopies = new Map<string, LastCopy>();
  private lastCopyChars = 0;
  private readonly now: () => number;
  /** Counters for tests and diagnostics; `activations` counts (re)connections of the listener. */
  readonly stats = {
    hits: 0,
    misses: 0,
    invalidations: 0,
    activations: 0,
    staleHits: 0,
    /** Entries sent because a read failed while the listener was down (stale-if-error). */
    staleIfError: 0,
  };
  /** Caches built from this one's data (the page cache): emptied and (de)activated with it. */
  private readonly dependents: CatalogueCache[] = [];

  constructor(options: CatalogueCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxChars = options.maxChars ?? 16 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.staleIfErrorMs = options.staleIfErrorMs ?? STALE_IF_ERROR_MS;
    this.now = options.now ?? Date.now;
  }

  /** Whether entries are being kept (false until the process listens for invalidations). */
  get isActive(): boolean {
    return this.active;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What a read of `key` would find now: a fresh entry, an old one (sent while it is read
   * again, dependents only), or nothing (the read waits for a load). */
  peek(key: string): 'fresh' | 'stale' | null {
    const entry = this.entries.get(key);
    if (!entry || !this.active) return null;
    if (this.now() - entry.storedAt <= this.maxAgeMs) return 'fresh';
    return this.scoped && this.maxEntries > 0 ? 'stale' : null;
  }

  /**
   * Empties the cache (and its dependents); reads already under way are not kept. With a scope,
   * this cache still empties (its entries are cheap reads), but a dependent drops only the
   * entries tagged with one of the scope's products and hands their keys to its `onScopedEvict`
   * (the page cache re-renders them in the background).
   */
  invalidate(scope?: CatalogueScope): void {
    if (scope?.stock && this.heldStock) {
      this.heldStock.changed(scope.productIds);
      return;
    }
    if (!scope) this.heldStock?.clear();
    this.generation++;
    this.stats.invalidations++;
    this.inflight.clear();
    if (scope && this.scoped) {
      const tags = scopeTags(scope);
      const evicted: string[] = [];
      for (const [key, entry] of this.entries) {
        if (!entry.tags || [...entry.tags].some((tag) => tags.has(tag))) {
          this.remove(key, entry);
          evicted.push(key);
        }
      }
      if (evicted.length > 0) this.onScopedEvict?.(evicted);
    } else {
      for (const [key, entry] of this.entries) this.remove(key, entry);
    }
    for (const dependent of this.dependents) dependent.invalidate(scope);
  }

  /** Whether a scoped invalidation keeps untouched entries (dependents built with tags). */
  private scoped = false;
  /** A dependent's stock-only changes, held to once a window per product. */
  private heldStock: HeldStockChanges | undefined;
  /** Called with the keys a scoped invalidation dropped (stale-while-revalidate re-warming). */
  onScopedEvict: ((keys: string[]) => void) | undefined;

  /**
   * Turns keeping on (listening again: empty first, since notifications may have been missed) or
   * off. Off, every read goes to the database again, but the entries stay for one use: sent when
   * that read fails (stale-if-error). The listener usually goes down with the database, and then
   * no write can change what the entries hold, so a shopper gets the page rather than a 503.
   */
  setActive(active: boolean): void {
    if (active) this.invalidate();
    else {
      // Reads already under way are not kept.
      this.generation++;
      this.inflight.clear();
    }
    this.active = active;
    if (active) this.stats.activations++;
    for (const dependent of this.dependents) dependent.setActive(active);
  }

  /**
   * A cache of things made from this cache's data (rendered pages): every invalidation of this
   * cache empties it too, in the same call, and it keeps entries only while this one does.
   */
  createDependent(options: CatalogueCacheOptions = {}): CatalogueCache {
    const dependent = new CatalogueCache({ now: this.now, ...options });
    dependent.scoped = true;
    const windowMs = options.stockWindowMs ?? STOCK_PAGE_WINDOW_MS;
    if (windowMs > 0) {
      dependent.heldStock = new HeldStockChanges(
        (productIds) => dependent.invalidate({ productIds }),
        windowMs,
        dependent.now,
      );
    }
    dependent.setActive(this.active);
    this.dependents.push(dependent);
    return dependent;
  }

  /**
   * The cached body for `key`, or `load()`'s answer (kept when it says so, the cache is active
   * and nothing invalidated the cache meanwhile). Concurrent reads of one key share one load.
   * Null: not found (never kept).
   */
  async get(key: string, load: () => Promise<Loaded | null>): Promise<CachedBody | null> {
    const entry = this.entries.get(key);
    if (entry && this.active) {
      if (this.now() - entry.storedAt <= this.maxAgeMs) {
        this.stats.hits++;
        return entry;
      }
      // Old, though no write is known to have changed it: a dependent (the page cache) sends it
      // once more while it is rendered again in the background (stale-while-revalidate).
      if (this.scoped && this.maxEntries > 0) {
        this.stats.hits++;
        this.stats.staleHits++;
        setImmediate(() => this.refresh(key, load));
        return entry;
      }
      this.remove(key, entry);
    }
    this.stats.misses++;
    // Inactive, or sized to keep nothing (CATALOGUE_CACHE_ENTRIES=0): every read is its own load.
    if (!this.active || this.maxEntries === 0) {
      let loaded: Loaded | null;
      try {
        loaded = await load();
      } catch (err) {
        return this.sentOnError(key, entry, err);
      }
      return loaded ? withStatus(cachedBody(loaded, {}), loaded) : null;
    }
    return this.refresh(key, load).catch((err: unknown) => this.sentOnError(key, undefined, err));
  }

  /**
   * A read failed (the database is down): the entry kept untrusted while the listener is down,
   * else the last copy of one dropped lately, else the error. Stock or a price may have moved
   * since the copy was made, but everything that takes money reads the database (and Shopify)
   * again, so a shopper sees the page as it last was rather than an error.
   */
  private sentOnError(key: string, kept: Entry | undefined, err: unknown): Entry {
    const copy = kept ?? this.lastCopyOf(key);
    if (!copy) throw err;
    this.stats.staleIfError++;
    return copy;
  }

  /** The last copy of `key` dropped within staleIfErrorMs, if any. */
  private lastCopyOf(key: string): Entry | undefined {
    const copy = this.lastCopies.get(key);
    if (!copy) return undefined;
    if (this.now() - copy.droppedAt <= this.staleIfErrorMs) return copy.entry;
    this.forgetLastCopy(key);
    return undefined;
  }

  private forgetLastCopy(key: string): void {
    const copy = this.lastCopies.get(key);
    if (!copy) return;
    this.lastCopies.delete(key);
    this.lastCopyChars -= copy.entry.body.length;
  }

  /** Loads `key` again unless a load of it is already under way (errors are the next read's). */
  refresh(key: string, load: () => Promise<Loaded | null>): Promise<CachedBody | null> {
    const generation = this.generation;
    const running = this.inflight.get(key);
    if (running && running.generation === generation) return running.promise;
    const promise = this.fill(key, generation, load);
    this.inflight.set(key, { generation, promise });
    promise.catch(() => {});
    return promise;
  }

  private async fill(
    key: string,
    generation: number,
    load: () => Promise<Loaded | null>,
  ): Promise<CachedBody | null> {
    try {
      const loaded = await load();
      if (!loaded) {
        // Gone (a product taken down): never sent again, not even when a later read fails.
        this.forgetLastCopy(key);
        return null;
      }
      const fresh: Entry = withStatus(cachedBody(loaded, { storedAt: this.now() }), loaded);
      if (loaded.tags) fresh.tags = new Set(loaded.tags);
      const previous = this.entries.get(key);
      if (previous && previous.etag === fresh.etag) carryOver(previous, fresh);
      if (loaded.keep && this.active && generation === this.generation) this.store(key, fresh);
      else this.dropIfOld(key);
      return fresh;
    } finally {
      if (this.inflight.get(key)?.generation === generation) this.inflight.delete(key);
    }
  }

  /** A stale entry whose fresh render could not be kept is not sent again. */
  private dropIfOld(key: string): void {
    const old = this.entries.get(key);
    if (old && this.now() - old.storedAt > this.maxAgeMs) this.remove(key, old);
  }

  private store(key: string, entry: Entry): void {
    if (entry.body.length > this.maxChars) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.forgetLastCopy(key);
    this.entries.set(key, entry);
    this.chars += entry.body.length;
    // Map order is insertion order: evict the oldest first.
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.remove(oldKey, old);
    }
  }

  /** Drops an entry from the cache, keeping it as the key's last copy (see `sentOnError`). */
  private remove(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.chars -= entry.body.length;
    this.forgetLastCopy(key);
    this.lastCopies.set(key, { entry, droppedAt: this.now() });
    this.lastCopyChars += entry.body.length;
    for (const [oldKey] of this.lastCopies) {
      if (this.lastCopies.size <= this.maxEntries && this.lastCopyChars <= this.maxChars) break;
      this.forgetLastCopy(oldKey);
    }
  }
}

/** The parts of an entry that are made from its body alone. */
const OWN_FIELDS = new Set(['body', 'bytes', 'etag', 'status', 'storedAt', 'tags']);

/**
 * A re-read that gave the same body (same ETag: the page cache renders each page again once it
 * is older than the age limit) keeps what was made from the old one: its bytes and compressed
 * copies (the page cache's dense brotli copy costs ~180 ms of CPU to make again).
 */
function carryOver(previous: Entry, fresh: Entry): void {
  for (const [field, value] of Object.entries(previous)) {
    if (!OWN_FIELDS.has(field) && value !== undefined) {
      (fresh as Record<string, unknown>)[field] = value;
    }
  }
}

function withStatus<T extends CachedBody>(entry: T, loaded: Loaded): T {
  if (loaded.status !== undefined) entry.status = loaded.status;
  return entry;
}

/** UTF-8 bytes with an ArrayBuffer of their own: a large Buffer's own (no copy), a small one's
 * copied out of Node's shared pool (which an entry would otherwise keep alive). */
function utf8(text: string): Uint8Array<ArrayBuffer> {
  const buffer = Buffer.from(text, 'utf8');
  return buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength
    ? new Uint8Array(buffer.buffer as ArrayBuffer, 0, buffer.byteLength)
    : new Uint8Array(buffer);
}

/** The UTF-8 bytes of pieces of text, one after another (a piece's own bytes when it has them). */
function utf8Pieces(pieces: readonly BodyPiece[]): Uint8Array<ArrayBuffer> {
  const encoded = pieces.map((piece) =>
    typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece.bytes,
  );
  const bytes = new Uint8Array(encoded.reduce((sum, piece) => sum + piece.byteLength, 0));
  let at = 0;
  for (const piece of encoded) {
    bytes.set(piece, at);
    at += piece.byteLength;
  }
  return bytes;
}

/** The UTF-8 bytes of a cached body, encoded once per entry. */
export function bytesOf(cached: CachedBody): Uint8Array<ArrayBuffer> {
  cached.bytes ??= utf8(cached.body);
  return cached.bytes;
}

/** The gzip copy of a cached body, compressed once per entry. */
export function gzipOf(cached: CachedBody): Uint8Array<ArrayBuffer> {
  cached.gzip ??= new Uint8Array(gzipSync(cached.body));
  return cached.gzip;
}

/**
 * The cache of one app: active once its process listens on CATALOGUE_CHANNEL, emptied on every
 * notification, inactive (every read goes to the database) while the listener is disconnected,
 * emptied again when it reconnects. The listener stops when the database handle closes.
 */
export function createCatalogueCache(
  database: Pick<DatabaseHandle, 'listen'>,
  options: CatalogueCacheOptions = {},
): CatalogueCache {
  const cache = new CatalogueCache(options);
  database.listen(CATALOGUE_CHANNEL, {
    onNotify: (payload) => cache.invalidate(readScopePayload(payload)),
    onUp: () => cache.setActive(true),
    onDown: () => cache.setActive(false),
  });
  return cache;
}
