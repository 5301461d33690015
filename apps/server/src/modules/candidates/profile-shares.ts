import type { Db } from '../../platform/db/database.ts';

/**
 * Another domain where a candidate sends their anonymous profile to one company on their own action (an application
 * sent anonymously): that company's members may read the anonymous view even while the profile is not listed
 * (pending moderation, or kept out of search), as the candidate chose to show it to them. It never shows who the
 * person is: only an opening does (docs/decisions/0023).
 */
export type ProfileShares = {
  /** Which of these candidates sent their profile to which of these companies, as `candidate:company` keys. */
  sharedPairs(db: Db, candidateIds: readonly number[], companyIds: readonly number[]): Promise<Set<string>>;
};

const sources: ProfileShares[] = [];

/** Called once by a module when it loads (applications' module.ts), so candidates never reads its tables. */
export function registerProfileShares(source: ProfileShares) {
  if (!sources.includes(source)) sources.push(source);
}

export async function sharedPairs(
  db: Db,
  candidateIds: readonly number[],
  companyIds: readonly number[],
): Promise<Set<string>> {
  const pairs = new Set<string>();
  if (candidateIds.length === 0 || companyIds.length === 0) return pairs;
  for (const source of sources) {
    for (const key of await source.sharedPairs(db, candidateIds, companyIds)) pairs.add(key);
  }
  return pairs;
}

export const isSharedWith = async (db: Db, candidateId: number, companyId: number) =>
  (await sharedPairs(db, [candidateId], [companyId])).has(`${candidateId}:${companyId}`);
