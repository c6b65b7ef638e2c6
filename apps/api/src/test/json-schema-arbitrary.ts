import fc, { type Arbitrary } from 'fast-check';

/** The part of JSON Schema the routes' zod schemas turn into (fastify-type-provider-zod). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface ArbitraryOptions {
  /** Ids that exist in the test database, mixed into every uuid so calls reach real rows. */
  knownIds: string[];
  /** Whether a hostile value may stand in for any value, at any depth. */
  hostile: boolean;
}

/** Values no schema asks for: what an attacker sends instead. */
export const hostileValue: Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((text) => `${text}\u0000${text}`),
  fc.constantFrom('', ' ', '%00', '../../etc/passwd', "' or 1=1 --", '<script>', '\u202e', '𝒦'),
  fc.integer({ min: 1000, max: 70_000 }).map((length) => 'a'.repeat(length)),
  fc.double({ noNaN: true }),
  fc.constantFrom(-1, 0, 2 ** 53, -(2 ** 31), 1e308, true, false, null),
  fc.jsonValue({ maxDepth: 3 }),
);

function numberArbitrary(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum;
  const max =
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : schema.maximum;
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1e6, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1e6, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true });
}

/** Strings matching a schema's pattern; null for a pattern fast-check cannot generate from. */
function patternArbitrary(pattern: string): Arbitrary<string> | null {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return null;
  }
}

function stringArbitrary(schema: JsonSchema, options: ArbitraryOptions): Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.oneof(fc.uuid(), fc.constantFrom(...options.knownIds));
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  const pattern = schema.pattern ? patternArbitrary(schema.pattern) : null;
  if (pattern) return pattern;
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 60, 300),
  });
}

function objectArbitrary(schema: JsonSchema, options: ArbitraryOptions): Arbitrary<unknown> {
  const model: Record<string, Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    model[name] = arbitraryFromSchema(property, options);
  }
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

function typedArbitrary(
  type: string,
  schema: JsonSchema,
  options: ArbitraryOptions,
): Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema, options);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFromSchema(schema.items ?? {}, options), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 20),
      });
    case 'object':
      return objectArbitrary(schema, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values that fit the schema. */
function validArbitrary(schema: JsonSchema, options: ArbitraryOptions): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    return fc.oneof(...alternatives.map((item) => arbitraryFromSchema(item, options)));
  }
  if (schema.allOf?.length) return arbitraryFromSchema(schema.allOf[0]!, options);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ['any'];
  if (schema.nullable) types.push('null');
  if (schema.properties && !types.includes('object')) types.push('object');
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, options)));
}

/**
 * Values the schema allows (so a call gets past validation into the domain code and the
 * database); with `hostile`, sometimes a hostile value in their place, at any depth.
 */
export function arbitraryFromSchema(
  schema: JsonSchema,
  options: ArbitraryOptions,
): Arbitrary<unknown> {
  if (!options.hostile) return validArbitrary(schema, options);
  return fc.oneof(
    { weight: 4, arbitrary: validArbitrary(schema, options) },
    { weight: 1, arbitrary: hostileValue },
  );
}
