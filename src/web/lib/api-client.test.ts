import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  apiFetch,
  buildApiPath,
  getErrorMessage,
  NETWORK_ERROR_MESSAGE,
} from './api-client';

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

describe('onResponse', () => {
  it('is called once the answer is in, before its body is read, and is not sent to fetch', async () => {
    const order: string[] = [];
    const response = jsonResponse({ totalPence: 1499 });
    const json = response.json.bind(response);
    response.json = () => {
      order.push('body read');
      return json();
    };
    const fetchMock = vi.fn(async () => response);
    vi.stubGlobal('fetch', fetchMock);
    await api('POST /api/cart/price', {
      body: { lines: [] },
      onResponse: () => order.push('answered'),
    });
    expect(order).toEqual(['answered', 'body read']);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect('onResponse' in init).toBe(false);
  });
});

describe('api (the typed contract client)', () => {
  it('fills in and encodes path parameters, and appends only the set query values', () => {
    expect(buildApiPath('/api/store/products/:handle', { handle: 'a b/c' }, undefined)).toBe(
      '/api/store/products/a%20b%2Fc',
    );
    expect(
      buildApiPath('/api/admin/orders', undefined, { q: 'honey', status: undefined, page: '2' }),
    ).toBe('/api/admin/orders?q=honey&page=2');
    expect(buildApiPath('/api/admin/products', undefined, { search: undefined })).toBe(
      '/api/admin/products',
    );
    expect(() => buildApiPath('/api/admin/orders/:id', {}, undefined)).toThrow('no value for :id');
  });

  it('sends the method and JSON body of the endpoint and resolves with the answer', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ address: { id: 'a1' } }));
    vi.stubGlobal('fetch', fetchMock);
    const body = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1 Honey Lane',
      city: 'London',
      zip: 'N1 1AA',
      country: 'GB',
    };
    const answer = await api('PUT /api/account/addresses/:id', {
      params: { id: 'a1' },
      body,
    });
    expect(answer).toEqual({ address: { id: 'a1' } });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/account/addresses/a1');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(JSON.stringify(body));
  });

  it('sends a GET without a method or body, and a Blob body as it is', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ url: '/uploads/x.png' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    await api('GET /api/me');
    const [getPath, getInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(getPath).toBe('/api/me');
    expect(getInit.method).toBeUndefined();
    expect(getInit.body).toBeUndefined();
    const file = new Blob(['png'], { type: 'image/png' });
    await api('POST /api/admin/images', { headers: { 'Content-Type': 'image/png' }, body: file });
    const [postPath, postInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(postPath).toBe('/api/admin/images');
    expect(postInit.method).toBe('POST');
    expect(postInit.body).toBe(file);
    expect(new Headers(postInit.headers).get('content-type')).toBe('image/png');
  });
});

// Type-level checks: `tsc --noEmit` (npm test's typecheck) fails when one of these stops being an
// error, i.e. when the contract no longer types a call's parameters, body or answer.
async function contractTypeChecks(): Promise<void> {
  // @ts-expect-error an endpoint that is not in the contract
  await api('GET /api/nope');
  // @ts-expect-error a path parameter is required
  await api('GET /api/admin/orders/:id');
  // @ts-expect-error the body is the schema's, not anything
  await api('POST /api/newsletter', { body: { mail: 'x@example.com' } });
  const me = await api('GET /api/me');
  // @ts-expect-error the answer is MeResponse, which has no `profile`
  void me.profile;
  const reviews = await api('GET /api/reviews/product/:handle', { params: { handle: 'x' } });
  const count: number = reviews.summary.count;
  // @ts-expect-error the answer's fields keep their types
  const wrong: string = reviews.summary.count;
  void count;
  void wrong;
}

it('keeps the type-level checks above compiled (never run: they would call the network)', () => {
  expect(contractTypeChecks).toBeTypeOf('function');
});
