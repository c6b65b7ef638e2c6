import type { RouteOptions } from 'fastify';

/** One hook or several, as Fastify takes them on a route, as a list. */
export const asArray = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? [...(value as readonly T[])] : [value as T];

const bodyless = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route reads anything a client sends: a body, a path parameter or a query. */
export function takesInput(route: RouteOptions): boolean {
  return (
    asArray(route.method).some((method) => !bodyless.has(method)) ||
    /[:*]/.test(route.url) ||
    Boolean(route.schema?.querystring)
  );
}
