import * as z from '../contracts/zod';

type Json = Record<string, unknown>;

/** What zod keeps on a schema (and on a check): its definition, its traits, what its checks noted in the bag. */
interface Internals {
  def: {
    type: string;
    checks?: z.core.$ZodType[];
    check?: string;
    minimum?: number;
    maximum?: number;
    length?: number;
    value?: number;
    inclusive?: boolean;
    format?: string;
    shape?: Record<string, z.core.$ZodType>;
    element?: z.core.$ZodType;
    entries?: Record<string, unknown>;
    innerType?: z.core.$ZodType;
    catchall?: z.core.$ZodType;
  };
  traits: Set<string>;
  bag: { minimum?: number; maximum?: number; format?: string };
  optout?: 'optional';
}

const internals = (schema: unknown) => (schema as { _zod: Internals })._zod;

interface Bounds {
  minimum?: number;
  maximum?: number;
  isInt?: boolean;
}

const narrowMin = (agg: Bounds, value: number) => {
  if (agg.minimum === undefined || value > agg.minimum) agg.minimum = value;
};
const narrowMax = (agg: Bounds, value: number) => {
  if (agg.maximum === undefined || value < agg.maximum) agg.maximum = value;
};

function unsupported(what: string): never {
  throw new Error(`toolInputSchema cannot convert ${what}; extend it (and its test) first.`);
}

/** The bounds a schema's checks set, folded as zod's converter folds them; refuses checks it has no rule for. */
function aggregate(schema: z.core.$ZodType): Bounds {
  const { def, traits, bag } = internals(schema);
  // A format schema such as z.int() is its own first check.
  const checks = traits.has('$ZodCheck') ? [schema, ...(def.checks ?? [])] : (def.checks ?? []);
  const agg: Bounds = {};
  for (const check of checks) {
    const c = internals(check).def;
    switch (c.check) {
      case 'min_length':
        narrowMin(agg, c.minimum!);
        break;
      case 'max_length':
        narrowMax(agg, c.maximum!);
        break;
      case 'length_equals':
        narrowMin(agg, c.length!);
        narrowMax(agg, c.length!);
        break;
      case 'greater_than':
        if (!c.inclusive) unsupported('an exclusive bound');
        narrowMin(agg, c.value!);
        break;
      case 'less_than':
        if (!c.inclusive) unsupported('an exclusive bound');
        narrowMax(agg, c.value!);
        break;
      case 'number_format':
        if (c.format !== 'safeint') unsupported(`a number format (${c.format})`);
        agg.isInt = true;
        narrowMin(agg, Number.MIN_SAFE_INTEGER);
        narrowMax(agg, Number.MAX_SAFE_INTEGER);
        break;
      // Refinements and overwrites (trim) have no JSON Schema form; zod's converter leaves them out too.
      case 'custom':
      case 'overwrite':
        break;
      default:
        unsupported(`a ${c.check} check`);
    }
  }
  if (bag.format && bag.format !== 'safeint') unsupported(`a format (${bag.format})`);
  if (bag.minimum !== undefined) narrowMin(agg, bag.minimum);
  if (bag.maximum !== undefined) narrowMax(agg, bag.maximum);
  return agg;
}

/** The bounds under the given JSON Schema keyword names, in zod's order. */
function bounds(agg: Bounds, min: string, max: string): Json {
  const json: Json = {};
  if (typeof agg.minimum === 'number') json[min] = agg.minimum;
  if (typeof agg.maximum === 'number') json[max] = agg.maximum;
  return json;
}

function convert(schema: z.core.$ZodType): Json {
  const { def } = internals(schema);
  if (z.globalRegistry.has(schema)) unsupported('a schema with metadata (a description)');
  switch (def.type) {
    case 'string':
      return { type: 'string', ...bounds(aggregate(schema), 'minLength', 'maxLength') };
    case 'number': {
      const agg = aggregate(schema);
      return { type: agg.isInt ? 'integer' : 'number', ...bounds(agg, 'minimum', 'maximum') };
    }
    case 'array':
      return {
        ...bounds(aggregate(schema), 'minItems', 'maxItems'),
        type: 'array',
        items: convert(def.element!),
      };
    case 'enum': {
      const values = Object.values(def.entries!);
      if (!values.every((v) => typeof v === 'string')) unsupported('a non-string enum');
      return { type: 'string', enum: values };
    }
    case 'optional':
      return convert(def.innerType!);
    case 'object': {
      aggregate(schema); // only to refuse object-level checks it has no rule for
      if (def.catchall) unsupported('an object with a catchall');
      const shape = def.shape!;
      const keys = Object.keys(shape);
      const required = keys.filter((key) => internals(shape[key]).optout === undefined);
      return {
        type: 'object',
        properties: Object.fromEntries(keys.map((key) => [key, convert(shape[key]!)])),
        ...(required.length ? { required } : {}),
        additionalProperties: false,
      };
    }
    default:
      return unsupported(`a ${def.type} schema`);
  }
}

/**
 * A task schema as the JSON schema of a Bedrock tool's input: what `z.toJSONSchema(schema, { io: 'output' })`
 * writes (test/unit/lambdas/tool-schema.test.ts holds it to that), for the kinds of schema the tools use.
 * Not zod's own converter: that is a third of zod, and every function would load it at cold start.
 */
export function toolInputSchema(schema: z.core.$ZodType): Json {
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', ...convert(schema) };
}
