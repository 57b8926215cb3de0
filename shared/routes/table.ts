import type { Locale } from '../locales.ts';
import { type LayoutName, SCREENS, type ScreenDeclaration, type Screens } from '../screens/index.ts';

/** Which page layout a screen uses (docs/product.md "Screens and addresses", "Layouts"). */
export type { LayoutName };

export type RouteDefinition = Pick<ScreenDeclaration, 'paths' | 'layout'>;

/** The table every path is built and matched with (href.ts, match.ts): the screens' declarations, imported as code. */
export const ROUTES: Screens = SCREENS;

export type RouteTable = typeof ROUTES;

export type RouteName = keyof RouteTable;

export const ROUTE_NAMES: readonly RouteName[] = Object.keys(ROUTES) as RouteName[];

export function routeNames(): RouteName[] {
  return [...ROUTE_NAMES];
}

/** Whether a screen's paths have parameters: without, the page exists whatever the CMS holds. */
export function hasParameters(name: RouteName): boolean {
  return Object.values(ROUTES[name].paths).some((pattern: string) => pattern.includes(':'));
}

/** The layout a screen uses; `default` unless the route says otherwise. */
export function layoutOf(name: RouteName): LayoutName {
  const route: ScreenDeclaration = ROUTES[name];
  return route.layout ?? 'default';
}

/** Parameter names of a route, read from its Italian pattern at the type level. */
type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<`/${Tail}`>
    : Rest
  : never;

type Required<N> = N extends `${string}?` ? never : N;
type Optional<N> = N extends `${infer Base}?` ? Base : never;

type ParamsOf<P extends string> = { [K in Required<ParamNames<P>>]: string } & {
  [K in Optional<ParamNames<P>>]?: string;
};

/** The parameters `href` needs for a route (taken from the English pattern: no optional slugs). */
export type RouteParams<N extends RouteName> = ParamsOf<(typeof ROUTES)[N]['paths']['en']>;

/** Route names are `{name}___{locale}`, the convention of the previous site (docs/product.md "Screens and addresses"). */
export function routeId(name: RouteName, locale: Locale): string {
  return `${name}___${locale}`;
}
