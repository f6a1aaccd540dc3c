import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = typeof zodSerializerCompiler;
type Serializer = (data: unknown) => string;

/**
 * Response bodies written by fast-json-stringify, compiled from each response schema's JSON Schema
 * (zod's output side, OpenAPI 3.0 as in the API document): the declared properties in the
 * schema's order, as zod's serializer writes them, but without checking every value, which cost
 * zod 2–4 times the writing. With `checked` (everywhere but production) zod's serializer runs as
 * well: a body that breaks its schema fails as before, and so does one the two would write
 * differently, so every test's answers prove the fast bodies byte for byte. docs/decisions/013.
 */
export function responseSerializerCompiler(checked: boolean): SerializerCompiler {
  return (route) => {
    const fast = fastSerializer(
      route.schema instanceof z.core.$ZodType ? route.schema : route.schema.properties,
    );
    if (!checked) return fast;
    const viaZod = zodSerializerCompiler(route);
    return (data) => {
      const expected = viaZod(data);
      const written = fast(data);
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url}: the fast serializer wrote ${written} where zod writes ${expected}`,
        );
      }
      return written;
    };
  };
}

/** Compiled once per schema: many routes share one (the error answers), and so do apps in one process. */
const compiled = new WeakMap<z.core.$ZodType, Serializer>();

function fastSerializer(schema: z.core.$ZodType): Serializer {
  let serializer = compiled.get(schema);
  if (!serializer) {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'openapi-3.0',
      unrepresentable: 'any',
    });
    serializer = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    compiled.set(schema, serializer);
  }
  return serializer;
}
