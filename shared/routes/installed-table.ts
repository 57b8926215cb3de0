import type { LayoutName, RouteDefinition, RouteName, RouteTable } from './table.ts';

/**
 * The route table every path is built and matched with. The worker installs it from its data
 * asset once per isolate (worker/worker-data.ts), before the first request; tests and scripts
 * install `ROUTES` from table.ts.
 */
let table: RouteTable | undefined;

export function installRoutes(next: RouteTable): void {
  table = next;
}

export function routesInstalled(): boolean {
  return table !== undefined;
}

export function routeTable(): RouteTable {
  // A programming error, not a visitor's: the worker installs the table before it routes.
  if (!table) throw new Error('the route table is not installed yet (installRoutes)');
  return table;
}

export function routeNames(): RouteName[] {
  return Object.keys(routeTable()) as RouteName[];
}

/** Whether a screen's paths have parameters: without, the page exists whatever the CMS holds. */
export function hasParameters(name: RouteName): boolean {
  return Object.values(routeTable()[name].paths).some((pattern: string) => pattern.includes(':'));
}

/** The layout a screen uses; `default` unless the route says otherwise. */
export function layoutOf(name: RouteName): LayoutName {
  const route: RouteDefinition = routeTable()[name];
  return route.layout ?? 'default';
}
