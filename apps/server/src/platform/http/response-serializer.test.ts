import { ZErrorResponse } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definedEndpoints } from '../../test/contract-endpoints.ts';
import { buildSerializer, contractSerializerCompiler } from './response-serializer.ts';

describe('response serializers', () => {
  // They are built on a route's first response; a schema fast-json-stringify cannot take must fail here, not there.
  it("builds every endpoint's success and error serializer", async () => {
    const endpoints = await definedEndpoints();
    expect(endpoints.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const { domain, name, endpoint } of endpoints) {
      try {
        buildSerializer(endpoint.response);
      } catch (error) {
        failures.push(`${domain}.${name}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(() => buildSerializer(ZErrorResponse)).not.toThrow();
  });

  it('writes only the properties the schema names, built on the first call', () => {
    const serialize = contractSerializerCompiler({
      schema: z.object({ id: z.number(), label: z.string() }),
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    expect(serialize({ id: 1, label: 'Candidate 7', email: 'hidden@example.com' })).toBe(
      '{"id":1,"label":"Candidate 7"}',
    );
  });
});
