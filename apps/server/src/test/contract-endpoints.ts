import { readdirSync } from 'node:fs';
import type { Endpoint } from '@hushwork/contract';

export type DefinedEndpoint = { domain: string; name: string; endpoint: Endpoint };

const CONTRACT_SRC = new URL('../../../../packages/contract/src/', import.meta.url);

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/**
 * Every endpoint the contract defines, found the way a developer adds one (`<domain>/endpoints.ts`), so no list of
 * domains is kept for the tests either.
 */
export async function definedEndpoints(): Promise<DefinedEndpoint[]> {
  const domains = readdirSync(CONTRACT_SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => readdirSync(new URL(`${entry.name}/`, CONTRACT_SRC)).includes('endpoints.ts'))
    .map((entry) => entry.name);
  const modules = await Promise.all(
    domains.map(async (domain) => ({
      domain,
      exports: (await import(new URL(`${domain}/endpoints.ts`, CONTRACT_SRC).href)) as Record<string, unknown>,
    })),
  );
  return modules.flatMap(({ domain, exports }) =>
    Object.entries(exports).flatMap(([name, value]) => (isEndpoint(value) ? [{ domain, name, endpoint: value }] : [])),
  );
}
