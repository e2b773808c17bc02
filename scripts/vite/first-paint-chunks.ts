import { join } from 'node:path';

/**
 * The storefront's first paint in a handful of requests. Left to itself the bundler gives every
 * module that two lazy routes share a chunk of its own: the product page's first paint was 35
 * scripts, and a phone on a slow network pays a round trip for each (docs/decisions/
 * 048-first-paint-in-few-requests.md). These groups follow the static imports of the entry and of the three
 * storefront routes (the graph Rolldown passes to `name`):
 * - `shell`: everything the app (app.tsx, which the entry main.tsx loads) imports, besides the
 *   runtime group;
 * - `storefront`: what two or more of home, shop and product import;
 * - `<route>-shared`: what one of them imports along with some other lazy chunk (the cart drawer,
 *   the search page...); what only that route imports stays in the route's own chunk.
 */
const ENTRY_MODULE = '/src/web/app.tsx';
/**
 * Icon barrels re-export every icon: followed, they would put all of Lucide's icons in each route's
 * closure, and the icons only the admin uses in the product page's shared chunk. An import of one
 * icon through the barrel also reaches the icon directly in the graph, so the closure keeps it.
 */
const BARREL = /lucide-react[\\/]dist[\\/]esm[\\/](lucide-react|icons[\\/]index)\.mjs$/;
const FIRST_PAINT_ROUTES = {
  home: '/src/web/features/catalog/home-page.tsx',
  shop: '/src/web/features/catalog/shop-page.tsx',
  product: '/src/web/features/product/product-page.tsx',
};
type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; importers: readonly string[] } | null;
};
type FirstPaintSets = { entry: Set<string>; routes: [string, Set<string>][] };

export function firstPaintGroups() {
  // Rolldown builds the module graph once per build and calls `name` after it; the sets are
  // computed on the first call (the client build only: vite.config.ts).
  let sets: FirstPaintSets | null = null;
  const staticClosure = (graph: ModuleGraph, root: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id) || !graph.getModuleInfo(id)) continue;
      seen.add(id);
      if (BARREL.test(id)) continue;
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const firstPaintSets = (graph: ModuleGraph): FirstPaintSets => {
    sets ??= {
      entry: staticClosure(graph, join(process.cwd(), ENTRY_MODULE)),
      routes: Object.entries(FIRST_PAINT_ROUTES).map(([route, file]) => [
        route,
        staticClosure(graph, join(process.cwd(), file)),
      ]),
    };
    return sets;
  };
  /** The storefront routes whose first paint needs the module (none for the entry's own). */
  const routesUsing = (id: string, graph: ModuleGraph): [string, Set<string>][] => {
    const { entry, routes } = firstPaintSets(graph);
    return entry.has(id) ? [] : routes.filter(([, closure]) => closure.has(id));
  };
  const isRoute = (id: string) =>
    Object.values(FIRST_PAINT_ROUTES).some((file) => id.endsWith(file));
  return [
    // Vite's preload helper, which the entry (main.tsx) imports the app through, on its own: in the
    // shell it would make the entry load and run the shell before the first paint.
    { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 4 },
    {
      name: (id: string, graph: ModuleGraph) =>
        !isRoute(id) && firstPaintSets(graph).entry.has(id) ? 'shell' : null,
      priority: 3,
    },
    {
      name: (id: string, graph: ModuleGraph) =>
        !isRoute(id) && routesUsing(id, graph).length > 1 ? 'storefront' : null,
      priority: 2,
    },
    {
      name: (id: string, graph: ModuleGraph) => {
        const users = routesUsing(id, graph);
        const [only] = users;
        if (isRoute(id) || users.length !== 1 || !only) return null;
        const [route, closure] = only;
        const importers = graph.getModuleInfo(id)?.importers ?? [];
        return importers.some((importer) => !closure.has(importer)) ? `${route}-shared` : null;
      },
      priority: 1,
    },
  ];
}
