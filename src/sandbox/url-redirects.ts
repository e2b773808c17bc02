/**
 * The sandbox's URL redirects (Online Store navigation), with Shopify's shapes:
 * `urlRedirectCreate(urlRedirect: { path, target })` answers `{ urlRedirect { id path target }
 * userErrors { field message code } }` and `urlRedirects(first, query: "path:…")` lists them.
 * Refused as Shopify refuses them (code CREATE_FAILED): a path or target missing, a path that is
 * not relative (it must start with "/"), a path already redirected ("has already been taken"),
 * and a path redirecting to itself.
 * https://shopify.dev/docs/api/admin-graphql/2025-10/mutations/urlRedirectCreate
 * https://shopify.dev/docs/api/admin-graphql/2025-10/enums/UrlRedirectErrorCode
 */
export type SandboxUrlRedirect = { id: string; path: string; target: string };

export function createSandboxUrlRedirects() {
  const byPath = new Map<string, SandboxUrlRedirect>();
  let nextId = 1;
  return {
    list: () => [...byPath.values()],
    create(path: string, target: string): SandboxUrlRedirect {
      const redirect = { id: `gid://shopify/UrlRedirect/${nextId++}`, path, target };
      byPath.set(path, redirect);
      return redirect;
    },
    has: (path: string) => byPath.has(path),
  };
}

export type SandboxUrlRedirects = ReturnType<typeof createSandboxUrlRedirects>;

type UserError = { field: string[]; message: string; code: string };

function refusals(path: unknown, target: unknown, store: SandboxUrlRedirects): UserError[] {
  const error = (field: string, message: string) => ({
    field: ['urlRedirect', field],
    message,
    code: 'CREATE_FAILED',
  });
  if (typeof path !== 'string' || path.trim() === '') return [error('path', "Path can't be blank")];
  if (typeof target !== 'string' || target.trim() === '') {
    return [error('target', "Target can't be blank")];
  }
  if (!path.startsWith('/')) return [error('path', 'Path must be a relative URL')];
  // Shopify keeps one redirect per path, ignoring the case of the path.
  const taken = store.list().some((r) => r.path.toLowerCase() === path.toLowerCase());
  if (taken) return [error('path', 'Path has already been taken')];
  if (path === target) return [error('target', "Target can't be the same as path")];
  return [];
}

/** Answers urlRedirectCreate and the urlRedirects query, or null for another operation. */
export function answerUrlRedirectOperation(
  query: string,
  variables: Record<string, unknown>,
  store: SandboxUrlRedirects,
): unknown {
  if (/^\s*mutation\b/.test(query) && /\burlRedirectCreate\s*\(/.test(query)) {
    const input = (variables.urlRedirect ?? {}) as { path?: unknown; target?: unknown };
    const userErrors = refusals(input.path, input.target, store);
    const urlRedirect =
      userErrors.length === 0 ? store.create(input.path as string, input.target as string) : null;
    return { data: { urlRedirectCreate: { urlRedirect, userErrors } } };
  }
  if (/^\s*(query\b|\{)/.test(query) && /\burlRedirects\s*\(/.test(query)) {
    const filter = typeof variables.query === 'string' ? variables.query : '';
    const path = filter.match(/^path:(\S+)$/)?.[1];
    const first = Math.min(Math.max(Number(variables.first ?? 50) || 50, 1), 250);
    const nodes = store
      .list()
      .filter((r) => path === undefined || r.path === path)
      .slice(0, first);
    return { data: { urlRedirects: { nodes } } };
  }
  return null;
}
