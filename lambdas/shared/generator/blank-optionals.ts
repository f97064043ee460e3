import type * as z from '../contracts/zod';

/** What zod keeps on a schema that the walk needs: its kind, its parts, and whether it may be left out. */
interface Internals {
  def: {
    type: string;
    shape?: Record<string, z.core.$ZodType>;
    element?: z.core.$ZodType;
    innerType?: z.core.$ZodType;
  };
  optout?: 'optional';
}

const internals = (schema: z.core.$ZodType) => (schema as unknown as { _zod: Internals })._zod;

const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A model's answer with what it left blank (`""`, spaces or `null`) taken out where the schema lets it go, at
 * any depth: optional fields (`example_cta: ""` reads as no call to action rather than failing the whole
 * answer) and items of text lists. Required fields stay: a blank one still fails validation and is repaired.
 */
export function withoutBlankOptionals(schema: z.core.$ZodType, value: unknown): unknown {
  const { def } = internals(schema);
  if (def.type === 'optional') return withoutBlankOptionals(def.innerType!, value);
  if (def.type === 'array' && Array.isArray(value)) {
    const items =
      internals(def.element!).def.type === 'string' ? value.filter((item) => !isBlank(item)) : value;
    return items.map((item) => withoutBlankOptionals(def.element!, item));
  }
  if (def.type !== 'object' || !isRecord(value)) return value;
  const shape = def.shape!;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const fieldSchema = shape[key];
    if (!fieldSchema) kept[key] = field;
    else if (!(internals(fieldSchema).optout === 'optional' && isBlank(field)))
      kept[key] = withoutBlankOptionals(fieldSchema, field);
  }
  return kept;
}
