// What an answer holds, field by field, beside what the OpenAPI document promises it holds, written the
// same way so that a test can compare the two: a field the document leaves out, a null where it promises
// a value, a number where it promises text, a date that is not one. The web app's types are generated
// from the document (docs/architecture.md, "API types"), so each difference is a type it would get wrong.
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';

export type Resolve = (schema: SchemaObject | ReferenceObject | undefined) => SchemaObject | undefined;

type Field = [name: string, shape: unknown];

/** Objects by field (sorted), arrays item by item, and the kind of everything else: 'string', 'number', 'null'... */
export function shapeOf(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === 'object')
    return byField(Object.entries(value).map(([name, field]): Field => [name, shapeOf(field)]));
  return typeof value;
}

/** What shapeOf(value) is when `value` is as the schema describes it; where it is not, what the schema asks. */
export function documentedShapeOf(
  schema: SchemaObject | ReferenceObject | undefined,
  value: unknown,
  resolve: Resolve,
): unknown {
  const own = schema && !('$ref' in schema) ? schema : undefined;
  // OpenAPI 3.0 writes a reference that may be null as {nullable: true, allOf: [{$ref}]}.
  const described = resolve(own?.allOf?.length === 1 ? own.allOf[0] : schema);
  if (!described) return shapeOf(value);
  if (value === null) return own?.nullable || described.nullable ? 'null' : `never null: ${promise(described)}`;
  if (described.type === 'array') {
    return Array.isArray(value) ? value.map((item) => documentedShapeOf(described.items, item, resolve)) : 'an array';
  }
  if (described.type === 'object' || described.properties || described.additionalProperties) {
    return typeof value === 'object' && !Array.isArray(value)
      ? documentedFields(described, value as Record<string, unknown>, resolve)
      : promise(described);
  }
  return keepsPromise(described, value) ? shapeOf(value) : promise(described);
}

function documentedFields(schema: SchemaObject, value: Record<string, unknown>, resolve: Resolve): unknown {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const extra = schema.additionalProperties;
  const documented = Object.entries(properties)
    .filter(([name]) => name in value || required.has(name))
    .map(([name, property]): Field => [
      name,
      name in value
        ? documentedShapeOf(property, value[name], resolve)
        : `present (required): ${promise(resolve(property))}`,
    ]);
  const others = extra
    ? Object.keys(value)
        .filter((name) => !(name in properties))
        .map((name): Field => [
          name,
          extra === true ? shapeOf(value[name]) : documentedShapeOf(extra, value[name], resolve),
        ])
    : [];
  return byField([...documented, ...others]);
}

const FORMATS: Record<string, (value: string) => boolean> = {
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  'date-time': (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
};

function keepsPromise(schema: SchemaObject, value: unknown): boolean {
  if (schema.enum && !schema.enum.includes(value)) return false;
  switch (schema.type) {
    case 'string':
      return typeof value === 'string' && (FORMATS[schema.format ?? '']?.(value) ?? true);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return true;
  }
}

/** The schema's promise in a few words, shown where an answer breaks it. */
function promise(schema: SchemaObject | undefined): string {
  if (!schema) return 'anything';
  if (schema.enum) return `one of ${schema.enum.map(String).join(', ')}`;
  return [schema.type ?? 'object', schema.format && `(${schema.format})`].filter(Boolean).join(' ');
}

function byField(fields: Field[]): Record<string, unknown> {
  return Object.fromEntries(fields.sort(([a], [b]) => a.localeCompare(b)));
}
