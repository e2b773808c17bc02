import type { ApiErrorBody } from '../../core/api/store-types';

export const NETWORK_ERROR_MESSAGE =
  "We couldn't reach the shop. Please check your connection and try again.";
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** An error answered by the API ({ error: { code, message, fields? } }) or a transport failure. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string[]> | undefined;

  constructor(options: {
    code: string;
    message: string;
    status: number;
    fields?: Record<string, string[]> | undefined;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
    this.fields = options.fields;
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

function isJsonResponse(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return type.includes('application/json') || type.includes('+json');
}

/**
 * fetch() for the shop's own API: relative URL, cookies included, JSON in and out.
 * Resolves with the parsed body (undefined for 204). Rejects with ApiError: the server's
 * { error } shape, or code 'network_error' (status 0), 'invalid_response', or 'http_error'.
 * An abort is re-thrown as is, so TanStack Query can tell a cancellation.
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { json, headers: initHeaders, ...rest } = init;
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

  if (response.status === 204 || response.status === 205) return undefined as T;

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

  if (!response.ok) {
    if (parsed && isErrorBody(data)) {
      throw new ApiError({
        code: data.error.code,
        message: data.error.message,
        fields: data.error.fields,
        status: response.status,
      });
    }
    throw new ApiError({
      code: 'http_error',
      message: UNEXPECTED_ERROR_MESSAGE,
      status: response.status,
    });
  }

  if (!parsed) {
    throw new ApiError({
      code: 'invalid_response',
      message: UNEXPECTED_ERROR_MESSAGE,
      status: response.status,
    });
  }
  return data as T;
}
