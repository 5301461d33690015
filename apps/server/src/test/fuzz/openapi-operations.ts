import type { JsonSchema } from './schema-arbitrary.ts';

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OperationObject = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Operation = {
  method: string;
  /** As the document writes it, `/api/cities/{id}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body?: { schema: JsonSchema; isRequired: boolean };
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every call the document lists, so a call a later domain adds is fuzzed without anyone naming it here. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        body: jsonBody ? { schema: jsonBody, isRequired: operation.requestBody?.required === true } : undefined,
      });
    }
  }
  return operations;
}

/** Resolves `#/components/schemas/X` references inside the document. */
export function resolverOf(document: OpenApiDocument) {
  return (ref: string): JsonSchema => {
    const name = ref.replace('#/components/schemas/', '');
    const schema = document.components?.schemas?.[name];
    if (!schema) throw new Error(`unresolvable schema reference ${ref}`);
    return schema;
  };
}
