import { describe, expect, it } from 'vitest';
import { domainCycles, domainEdges, domainRanks, importsOfRouteFiles } from './domain-graph.mjs';

const module = (source: string, ...targets: (string | [string, 'type-only'])[]) => ({
  source,
  dependencies: targets.map((target) =>
    typeof target === 'string'
      ? { resolved: target, dependencyTypes: ['local'] }
      : { resolved: target[0], dependencyTypes: ['local', target[1]] },
  ),
});

describe('the server domain graph', () => {
  it('finds two domains importing each other, and names the imports', () => {
    const edges = domainEdges([
      module('src/server/orders/service.ts', 'src/server/webhooks/service.ts'),
      module('src/server/webhooks/reconcile.ts', 'src/server/orders/service.ts'),
      module('src/server/db/client.ts'),
    ]);
    expect(domainCycles(edges)).toEqual([['orders', 'webhooks']]);
    expect(edges.get('webhooks')?.get('orders')).toEqual([
      'src/server/webhooks/reconcile.ts → src/server/orders/service.ts',
    ]);
  });

  it('ignores route files, composition roots, tests and type-only imports', () => {
    const edges = domainEdges([
      module('src/server/orders/service.ts', 'src/server/webhooks/service.ts'),
      module('src/server/webhooks/routes.ts', 'src/server/orders/service.ts'),
      module('src/server/webhooks/order-routes.ts', 'src/server/orders/service.ts'),
      module('src/server/webhooks/guard.test.ts', 'src/server/orders/service.ts'),
      module('src/server/webhooks/test-helpers.ts', 'src/server/orders/service.ts'),
      module('src/server/webhooks/payload.ts', ['src/server/orders/types.ts', 'type-only']),
      module('src/server/app.ts', 'src/server/orders/service.ts'),
    ]);
    expect(domainCycles(edges)).toEqual([]);
    expect(domainRanks(edges)).toEqual(
      new Map([
        ['orders', 1],
        ['webhooks', 0],
      ]),
    );
  });

  it('finds a longer cycle through three domains', () => {
    const edges = domainEdges([
      module('src/server/auth/a.ts', 'src/server/mail/b.ts'),
      module('src/server/mail/b.ts', 'src/server/db/c.ts'),
      module('src/server/db/c.ts', 'src/server/auth/service.ts'),
      module('src/server/cache/d.ts', 'src/server/db/c.ts'),
    ]);
    expect(domainCycles(edges)).toEqual([['auth', 'db', 'mail']]);
  });

  it('refuses a domain file importing a route file', () => {
    expect(
      importsOfRouteFiles([
        module('src/server/ssr/page-data.ts', 'src/server/store-config-routes.ts'),
        module('src/server/app.ts', 'src/server/store-config-routes.ts'),
        module('src/server/ops/health-routes.ts', 'src/server/ops/other-routes.ts'),
      ]),
    ).toEqual(['src/server/ssr/page-data.ts → src/server/store-config-routes.ts']);
  });
});
