// The server's domain graph (docs/decisions/142-acyclic-domain-graph.md): the folders of
// src/server as nodes, a runtime import from a file of one folder to a file of another as an edge.
// Three layers sit outside it, above every domain: HTTP route files (`routes.ts`,
// `*-routes.ts`: the API layer), the composition roots (app.ts, start-server.ts, the CLI) and
// test support. The graph must have no cycle, so the domains can be ranked, each importing only
// lower ones; and no domain file may import a route file.

/** Whether a file is in the API layer (an HTTP route file). */
export const isRouteFile = (path) => /(^|\/|-)routes?\.ts$/.test(path);

/** Files above the domains: composition roots, the CLI, tests and their helpers. */
export const isAboveDomains = (path) =>
  /^src\/server\/[^/]+\.ts$/.test(path) ||
  /^src\/server\/(cli|test|quality)\//.test(path) ||
  /\.test\.ts$|fixtures?\.ts$|\.fixture\.ts$|(^|\/|-)test-(helpers|setup|utils)\.ts$/.test(path);

/** The domain folder of a file of src/server, or null for a file at its root. */
export const domainOf = (path) => /^src\/server\/([^/]+)\//.exec(path)?.[1] ?? null;

/**
 * The domain graph of a dependency-cruiser result's modules: for each edge, the imports behind it.
 * @param {{ source: string, dependencies: { resolved: string, dependencyTypes?: string[] }[] }[]} modules
 */
export function domainEdges(modules) {
  /** @type {Map<string, Map<string, string[]>>} */
  const edges = new Map();
  for (const module of modules) {
    if (isRouteFile(module.source) || isAboveDomains(module.source)) continue;
    const from = domainOf(module.source);
    if (from === null) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    for (const dependency of module.dependencies) {
      // A type-only import is erased at build: it orders nothing at run time.
      if (dependency.dependencyTypes?.includes('type-only')) continue;
      const to = domainOf(dependency.resolved);
      if (to === null || to === from) continue;
      const targets = edges.get(from);
      if (!targets.has(to)) targets.set(to, []);
      targets.get(to).push(`${module.source} → ${dependency.resolved}`);
    }
  }
  return edges;
}

/** Strongly connected groups of more than one domain (Tarjan), each sorted by name. */
export function domainCycles(edges) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indexOf = new Map();
  const lowOf = new Map();
  const groups = [];
  const visit = (node) => {
    indexOf.set(node, index);
    lowOf.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        lowOf.set(node, Math.min(lowOf.get(node), lowOf.get(next)));
      } else if (onStack.has(next)) {
        lowOf.set(node, Math.min(lowOf.get(node), indexOf.get(next)));
      }
    }
    if (lowOf.get(node) === indexOf.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return groups;
}

/** Each domain's rank: 0 imports no other domain; otherwise one more than the highest it imports. */
export function domainRanks(edges) {
  const ranks = new Map();
  const rankOf = (node) => {
    if (ranks.has(node)) return ranks.get(node);
    ranks.set(node, 0);
    let rank = 0;
    for (const next of edges.get(node)?.keys() ?? []) rank = Math.max(rank, rankOf(next) + 1);
    ranks.set(node, rank);
    return rank;
  };
  for (const node of edges.keys()) rankOf(node);
  return ranks;
}

/** Imports of a route file from a file below the API layer. */
export function importsOfRouteFiles(modules) {
  const found = [];
  for (const module of modules) {
    if (isRouteFile(module.source) || isAboveDomains(module.source)) continue;
    if (!module.source.startsWith('src/server/')) continue;
    for (const dependency of module.dependencies) {
      if (isRouteFile(dependency.resolved) && dependency.resolved.startsWith('src/server/')) {
        found.push(`${module.source} → ${dependency.resolved}`);
      }
    }
  }
  return found;
}
