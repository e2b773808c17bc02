type CruisedModule = {
  source: string;
  dependencies: { resolved: string; dependencyTypes?: string[] }[];
};
export function isRouteFile(path: string): boolean;
export function isAboveDomains(path: string): boolean;
export function domainOf(path: string): string | null;
export function domainEdges(modules: CruisedModule[]): Map<string, Map<string, string[]>>;
export function domainCycles(edges: Map<string, Map<string, string[]>>): string[][];
export function domainRanks(edges: Map<string, Map<string, string[]>>): Map<string, number>;
export function importsOfRouteFiles(modules: CruisedModule[]): string[];
