import type { Db } from '../../../../platform/db/database.ts';
import type { Registry } from '../../../../platform/registry.ts';

/**
 * Another domain where a candidate sends their anonymous profile to one company on their own action (an application
 * sent anonymously): that company's members may read the anonymous view even while the profile is not listed
 * (pending moderation, or kept out of search), as the candidate chose to show it to them. It never shows who the
 * person is: only an opening does (docs/decisions/0023).
 */
type ProfileShares = {
  /** Which of these candidates sent their profile to which of these companies, as `candidate:company` keys. */
  sharedPairs(db: Db, candidateIds: readonly number[], companyIds: readonly number[]): Promise<Set<string>>;
};

declare module '../../../../platform/module.ts' {
  interface ModulePorts {
    /** The domains a candidate sends their profile through, each providing its pairs (applications' manifest). */
    profileShares: readonly ProfileShares[];
  }
}

/** The pairs the app's providers know of; none without one, so candidates never reads another domain's tables. */
export async function sharedPairs(
  db: Db,
  candidateIds: readonly number[],
  companyIds: readonly number[],
  registry: Registry,
): Promise<Set<string>> {
  const pairs = new Set<string>();
  if (candidateIds.length === 0 || companyIds.length === 0) return pairs;
  for (const source of registry.ports.profileShares ?? []) {
    for (const key of await source.sharedPairs(db, candidateIds, companyIds)) pairs.add(key);
  }
  return pairs;
}

export const isSharedWith = async (db: Db, candidateId: number, companyId: number, registry: Registry) =>
  (await sharedPairs(db, [candidateId], [companyId], registry)).has(`${candidateId}:${companyId}`);
