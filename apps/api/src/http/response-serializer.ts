import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import * as z from 'zod';

/**
 * Replies with a `response:` schema are written by fast-json-stringify, compiled once per route
 * from the zod schema's JSON Schema (decision 0028). fastify-type-provider-zod's own compiler
 * checks every reply with zod and then calls JSON.stringify, which costs more than having no
 * schema. Draft 7 writes nullable fields as `type: [T, 'null']`, which fast-json-stringify
 * writes directly; `anyOf` would make it validate each value to choose a branch. As with zod,
 * keys outside the schema are left out, and a missing required key fails the reply (a 500).
 */
export const responseSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as AnySchema);
