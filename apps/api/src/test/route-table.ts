import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './json-schema-arbitrary';

export interface RouteParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** One method + path of the api, as its OpenAPI document describes it. */
export interface RouteOperation {
  method: string;
  /** The OpenAPI path, parameters as `{id}`. */
  path: string;
  /** `METHOD /path`: how the tests name a route. */
  key: string;
  parameters: RouteParameter[];
  body?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: RouteParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Every route the app serves, read from the OpenAPI document it generates from the registered
 * routes and their schemas: a route added later is in it without anyone listing it.
 */
export function listRoutes(app: FastifyInstance): RouteOperation[] {
  const document = app.swagger() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const routes: RouteOperation[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      const content = operation.requestBody?.content ?? {};
      routes.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        parameters: operation.parameters ?? [],
        body: Object.values(content)[0]?.schema,
      });
    }
  }
  return routes;
}
