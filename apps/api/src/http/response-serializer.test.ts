import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { responseSerializer } from './response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializer({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

describe('the response serializer', () => {
  const stringify = compile(
    z.object({
      id: z.uuid(),
      note: z.string().nullable(),
      extra: z.number().nullable().optional(),
      kind: z.literal([0, 1, 2]),
    }),
  );

  it('writes what the schema describes, nulls and all, and leaves out unknown keys', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(JSON.parse(stringify({ id, note: null, kind: 2, secret: 'x' }))).toEqual({
      id,
      note: null,
      kind: 2,
    });
    expect(JSON.parse(stringify({ id, note: 'a "quoted" note', extra: 1.5, kind: 0 }))).toEqual({
      id,
      note: 'a "quoted" note',
      extra: 1.5,
      kind: 0,
    });
  });

  it('refuses a reply missing a required key', () => {
    expect(() => stringify({ note: null, kind: 0 })).toThrow(/id/);
  });
});
