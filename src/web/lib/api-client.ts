import type {
  ApiBody,
  ApiEndpoint,
  ApiPath,
  ApiQuery,
  ApiRefusal,
  ApiRefusalStatus,
  ApiResponse,
  PathParams,
} from '../../core/api/contract';
import type { ApiErrorBody } from '../../core/api/store-types';

export const NETWORK_ERROR_MESSAGE =
  "We couldn't reach the shop. Please check your connection and try again.";
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** An error answered by the API ({ error: { code, message, fields? } }) or a transport failure. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string[]> | undefined;
  /** The refusal's whole JSON body (a 409 PRICE_CHANGED carries the fresh figures beside it). */
  readonly body: unknown;
  /** The contract endpoint `api()` called, when it did: what `refusalOf` reads the body by. */
  endpoint: ApiEndpoint | undefined;

  constructor(options: {
    code: string;
    message: string;
    status: number;
    fields?: Record<string, string[]> | undefined;
    body?: unknown;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
    this.fields = options.fields;
    this.body = options.body;
    this.endpoint = undefined;
  }

  /** The first message for a field, for showing next to a form control. */
  fieldError(field: string): string | undefined {
    return this.fields?.[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message fit to show a shopper (toast, inline alert) for any thrown value. */
export function getErrorMessage(error: unknown, fallback = UNEXPECTED_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}

export type ApiFetchInit = Omit<RequestInit, 'body'> & {
  /** Sent as JSON (sets Content-Type). */
  json?: unknown;
  body?: BodyInit | null;
  /** Called once the answer's status and headers are in, before its body is read. */
  onResponse?: () => void;
};

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** The ApiError of a refused answer: the server's { error } shape, else 'http_error'. */
function errorOfBody(status: number, data: unknown): ApiError {
  if (isErrorBody(data)) {
    return new ApiError({
      code: data.error.code,
      message: data.error.message,
      fields: data.error.fields,
      status,
      body: data,
    });
  }
  return new ApiError({ code: 'http_error', message: UNEXPECTED_ERROR_MESSAGE, status });
}

/** The ApiError of a refused answer fetched outside `api` (a file download): what the server
 * said (a step-up, a rate limit), so the caller handles it as `api`'s callers do. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const data = isJsonResponse(response) ? await response.json().catch(() => undefined) : undefined;
  return errorOfBody(response.status, data);
}

function isJsonResponse(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return type.includes('application/json') || type.includes('+json');
}

/**
 * fetch() for the shop's own API: relative URL, cookies included, JSON in and out.
 * Resolves with the parsed body (undefined for 204), unknown: callers go through `api`, whose
 * endpoint key says what the body is. Rejects with ApiError: the server's
 * { error } shape, or code 'network_error' (status 0), 'invalid_response', or 'http_error'.
 * An abort is re-thrown as is, so TanStack Query can tell a cancellation.
 */
export async function apiFetch(path: string, init: ApiFetchInit = {}): Promise<unknown> {
  const { json, headers: initHeaders, onResponse, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', ...rest, headers, body });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ code: 'network_error', message: NETWORK_ERROR_MESSAGE, status: 0 });
  }

  onResponse?.();
  if (response.status === 204 || response.status === 205) return undefined;

  let data: unknown;
  let parsed = false;
  if (isJsonResponse(response)) {
    try {
      data = await response.json();
      parsed = true;
    } catch {
      parsed = false;
    }
  }

  if (!response.ok) throw errorOfBody(response.status, parsed ? data : undefined);

  if (!parsed) {
    throw new ApiError({
      code: 'invalid_response',
      message: UNEXPECTED_ERROR_MESSAGE,
      status: response.status,
    });
  }
  return data;
}

type ParamsOption<K extends ApiEndpoint> = keyof PathParams<ApiPath<K>> extends never
  ? { params?: never }
  : { params: PathParams<ApiPath<K>> };
type BodyOption<K extends ApiEndpoint> = [ApiBody<K>] extends [never]
  ? { body?: never }
  : { body: ApiBody<K> };
type QueryOption<K extends ApiEndpoint> = [ApiQuery<K>] extends [never]
  ? { query?: never }
  : { query?: ApiQuery<K> };

/** What a call of `endpoint` takes: its path parameters, its body, its query, an abort signal. */
export type ApiOptions<K extends ApiEndpoint> = ParamsOption<K> &
  BodyOption<K> &
  QueryOption<K> & {
    signal?: AbortSignal;
    headers?: HeadersInit;
    /** Called once the answer's status and headers are in, before its body is read. */
    onResponse?: () => void;
  };

/** The options may be left out when the endpoint has neither path parameters nor a body. */
type ApiArgs<K extends ApiEndpoint> = [keyof PathParams<ApiPath<K>>] extends [never]
  ? [ApiBody<K>] extends [never]
    ? [options?: ApiOptions<K>]
    : [options: ApiOptions<K>]
  : [options: ApiOptions<K>];

/** The path of a call: `:name` parameters filled in (encoded), the query's set values appended. */
export function buildApiPath(
  template: string,
  params: Record<string, string> | undefined,
  query: Record<string, string | undefined> | undefined,
): string {
  const path = template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${template}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Calls one endpoint of the shop's API contract (src/core/api/contract.ts): the key names the
 * method and path, and the answer's type comes from the contract, whose server side
 * (src/server/http/contract.ts) makes the route's answer type-check against the same entry.
 * A Blob body is sent as it is (an image upload); any other body as JSON.
 */
export function api<K extends ApiEndpoint>(
  endpoint: K,
  ...[options]: ApiArgs<K>
): Promise<ApiResponse<K>> {
  const space = endpoint.indexOf(' ');
  const method = endpoint.slice(0, space);
  const { params, body, query, signal, headers, onResponse } = (options ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, string | undefined>;
    signal?: AbortSignal;
    headers?: HeadersInit;
    onResponse?: () => void;
  };
  const path = buildApiPath(endpoint.slice(space + 1), params, query);
  const init: ApiFetchInit = { signal, headers, onResponse };
  if (method !== 'GET') init.method = method;
  if (body instanceof Blob) init.body = body;
  else if (body !== undefined) init.json = body;
  // The one place the answer is typed: the contract's entry, which the route's answer is
  // checked against on the server.
  return (apiFetch(path, init) as Promise<ApiResponse<K>>).catch((error: unknown) => {
    if (error instanceof ApiError) error.endpoint = endpoint;
    throw error;
  });
}

/**
 * The body of a refusal the endpoint's contract entry lists at `status` (409 PRICE_CHANGED with
 * its fresh figures, 503 PAYMENT_UNAVAILABLE, 429, 403 step_up_required), typed by the entry;
 * undefined for any other error, or one from another endpoint. The server answers it through
 * the same entry (`refuse`/`refusal`, src/server/http/contract.ts).
 */
export function refusalOf<K extends ApiEndpoint, const S extends ApiRefusalStatus<K>>(
  error: unknown,
  endpoint: K,
  status: S,
): ApiRefusal<K, S> | undefined {
  if (!(error instanceof ApiError) || error.endpoint !== endpoint || error.status !== status) {
    return undefined;
  }
  return error.body as ApiRefusal<K, S>;
}
