import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, getErrorMessage, NETWORK_ERROR_MESSAGE } from './api-client';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends cookies and JSON, and returns the parsed body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/x');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('throws ApiError with code, message, fields and status from the error shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: 'Check the form',
              fields: { email: ['Bad'] },
            },
          },
          422,
        ),
      ),
    );
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'validation_failed',
      message: 'Check the form',
      status: 422,
    });
    expect((error as ApiError).fieldError('email')).toBe('Bad');
  });

  it('maps a network failure to network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'network_error',
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(getErrorMessage(error)).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('rejects a non-JSON success (e.g. the SPA fallback HTML) as invalid_response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('maps an error without the shape to http_error and resolves 204 to undefined', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 502 })),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'http_error', status: 502 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiFetch('/api/x')).resolves.toBeUndefined();
  });

  it('re-throws aborts untouched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
