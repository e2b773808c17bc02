// `npm run lint:imports`: the import zones of .dependency-cruiser.cjs, then the domain graph
// (scripts/domain-graph.mjs): no cycle between the folders of src/server, no domain importing
// a route file. One cruise feeds both.
import { spawnSync } from 'node:child_process';
import { domainCycles, domainEdges, domainRanks, importsOfRouteFiles } from './domain-graph.mjs';

const cruise = spawnSync(
  'npx',
  ['depcruise', 'src/server', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
if (cruise.status !== 0 && !cruise.stdout) {
  process.stderr.write(cruise.stderr);
  process.exit(cruise.status ?? 1);
}
const result = JSON.parse(cruise.stdout);
let failures = 0;
for (const violation of result.summary.violations) {
  failures += 1;
  const rule = result.summary.ruleSetUsed.forbidden.find((r) => r.name === violation.rule.name);
  console.error(`  error ${violation.rule.name}: ${violation.from} → ${violation.to}`);
  if (rule?.comment) console.error(`    ${rule.comment}`);
}
const edges = domainEdges(result.modules);
for (const group of domainCycles(edges)) {
  failures += 1;
  console.error(`  error domain-cycle: ${group.join(', ')} import each other.`);
  for (const from of group) {
    for (const [to, imports] of edges.get(from) ?? []) {
      if (group.includes(to)) console.error(`    ${from} → ${to}: ${imports.join('; ')}`);
    }
  }
  console.error(
    '    Move the shared rule down (into the lower domain or shared infrastructure) or the flow up (a route file, or a domain above both).',
  );
}
for (const line of importsOfRouteFiles(result.modules)) {
  failures += 1;
  console.error(`  error domain-imports-route: ${line}`);
  console.error(
    '    Route files are the API layer above the domains: move what is shared out of the route file.',
  );
}
if (failures > 0) {
  console.error(`x ${failures} import problem(s).`);
  process.exit(1);
}
const ranks = [...domainRanks(edges)].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
const layers = new Map();
for (const [domain, rank] of ranks) layers.set(rank, [...(layers.get(rank) ?? []), domain]);
console.log(
  `✔ no import problems (${result.summary.totalCruised} modules): the domains rank ${[...layers]
    .map(([rank, domains]) => `${rank}: ${domains.join(' ')}`)
    .join(' · ')}`,
);
