import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Carries zod's own issues to the error handler, which words them in the request's language. */
export class RequestValidationError extends Error {
  readonly issues: z.core.$ZodIssue[];
  validationContext?: string;
  constructor(issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
    this.issues = issues;
  }
}

/** Every request part that has a schema is checked for NUL first, then parsed; a part without one is never read. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    try {
      assertCleanInput(data, httpPart === 'querystring' ? 'query' : (httpPart ?? 'body'));
    } catch (error) {
      return { error: error as Error };
    }
    // reportInput lets the message tell a missing field (required) from one of the wrong type.
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };

const MAX_DEPTH = 64;
/** Half of a UTF-16 pair without its other half: in Unicode mode a whole pair is one code point and never matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * PostgreSQL cannot store U+0000 in text, nor a lone UTF-16 surrogate in JSON (JSON.stringify writes it as `\\udXXX`,
 * which jsonb refuses), and nothing a person types contains either; refusing them here keeps them from ever reaching
 * a query as a 500. Deeply nested bodies are refused too rather than walked without end.
 */
function assertCleanInput(value: unknown, context: string): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: node, path, depth } = stack.pop()!;
    if (typeof node === 'string') {
      const problem = node.includes('\u0000')
        ? 'validation:nulCharacter'
        : LONE_SURROGATE.test(node)
          ? 'validation:brokenCharacter'
          : null;
      if (problem) throw new AppError('VALIDATION_FAILED', { fields: { [path || context]: [{ key: problem }] } });
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth > MAX_DEPTH) throw new AppError('BAD_REQUEST');
    for (const [key, child] of Object.entries(node)) {
      if (key.includes('\u0000') || LONE_SURROGATE.test(key)) throw new AppError('BAD_REQUEST');
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
}
