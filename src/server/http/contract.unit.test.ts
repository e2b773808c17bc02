import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answer, answerEmpty, readBody, refuse } from './contract';
import { handleError } from './errors';

const profile = { profile: { email: 'a@example.com' } } as never;

/** Routes mounted as the app mounts them: a sub-router under a prefix, middleware on '*'. */
function app() {
  const account = new Hono()
    .use('*', async (_c, next) => next())
    .get('/profile', (c) => answer(c, 'GET /api/account/profile', profile))
    .post('/addresses', (c) =>
      answer(c, 'POST /api/account/addresses', { address: 1 } as never, 201),
    )
    .delete('/addresses/:id', (c) => answerEmpty(c, 'DELETE /api/account/addresses/:id'))
    // Answered with another endpoint's entry: a programming error.
    .get('/orders', (c) => answer(c, 'GET /api/account/profile', profile));
  const root = new Hono();
  root.onError((err, c) => c.text(err.message, 500));
  root.route('/api/account', account);
  return root;
}

describe('answer (the server side of the API contract)', () => {
  it("sends the body as c.json does, with the entry's status", async () => {
    const got = await app().request('/api/account/profile');
    expect(got.status).toBe(200);
    expect(await got.text()).toBe('{"profile":{"email":"a@example.com"}}');
    const created = await app().request('/api/account/addresses', { method: 'POST' });
    expect(created.status).toBe(201);
    expect(await created.text()).toBe('{"address":1}');
    const deleted = await app().request('/api/account/addresses/x1', { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
  });

  it('answers HEAD through the GET route', async () => {
    const head = await app().request('/api/account/profile', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('accepts a router asked directly, not mounted (the end of the key)', async () => {
    const router = new Hono().get('/config', (c) => answer(c, 'GET /api/store/config', profile));
    const got = await router.request('/config');
    expect(got.status).toBe(200);
    expect(await got.text()).toBe('{"profile":{"email":"a@example.com"}}');
  });

  it("refuses to answer with another endpoint's entry", async () => {
    const wrong = await app().request('/api/account/orders');
    expect(wrong.status).toBe(500);
    expect(await wrong.text()).toBe(
      "The route GET /api/account/orders answered as the contract's GET /api/account/profile",
    );
  });
});

describe('readBody (the route validates with the schema its contract entry names)', () => {
  function newsletter() {
    const routes = new Hono()
      .post('/newsletter', async (c) => {
        const { email } = await readBody(c, 'POST /api/newsletter');
        return answer(c, 'POST /api/newsletter', { ok: true, email } as never);
      })
      // Reads another endpoint's body: a programming error.
      .post('/contact', async (c) => c.json(await readBody(c, 'POST /api/newsletter')));
    const root = new Hono();
    root.onError(handleError);
    root.route('/api', routes);
    return root;
  }
  const post = (path: string, body: unknown) =>
    newsletter().request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("answers the schema's refusal as 400 { error: { code, message, fields } }", async () => {
    const refused = await post('/api/newsletter', { email: 'not an address' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Invalid email address',
        fields: { email: ['Invalid email address'] },
      },
    });
    const taken = await post('/api/newsletter', { email: 'a@example.com' });
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ ok: true, email: 'a@example.com' });
  });

  it("refuses to read another endpoint's body", async () => {
    const wrong = await post('/api/contact', { email: 'a@example.com' });
    expect(wrong.status).toBe(500);
  });
});

describe('refuse (a refusal with the body its contract entry lists)', () => {
  it('answers the status and the body as they are', async () => {
    const pricing = { lines: [], subtotalPence: 100, totalPence: 100, problems: [] };
    const routes = new Hono().post('/checkout', (c) =>
      refuse(c, 'POST /api/checkout', 409, {
        error: { code: 'PRICE_CHANGED', message: 'Changed' },
        pricing,
      }),
    );
    const root = new Hono().route('/api', routes);
    const got = await root.request('/api/checkout', { method: 'POST' });
    expect(got.status).toBe(409);
    expect(await got.json()).toEqual({
      error: { code: 'PRICE_CHANGED', message: 'Changed' },
      pricing,
    });
  });
});
