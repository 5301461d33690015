import type { TCandidateOpening, THiddenCompany } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { companyDirectory } from '../../../companies/index.ts';
import type { HiddenRow, OpeningRow } from './candidate-opening.repo.ts';

const refOf = (card: { id: number; slug: string; name: string; logo_id: string | null }) => ({
  id: card.id,
  slug: card.slug,
  name: card.name,
  logo_id: card.logo_id,
});

/** The companies of the candidate's openings, named in one lookup; a company since removed is left out. */
export async function presentOpenings(db: Db, rows: OpeningRow[]): Promise<TCandidateOpening[]> {
  const cards = await companyDirectory.cardsByIds(
    db,
    rows.map((row) => row.company_id),
  );
  return rows.flatMap((row) => {
    const card = cards.get(row.company_id);
    if (!card) return [];
    return [
      {
        company: refOf(card),
        source: row.source as TCandidateOpening['source'],
        opened_at: row.opened_at.toISOString(),
        contacts_viewed_at: row.contacts_viewed_at?.toISOString() ?? null,
      },
    ];
  });
}

export async function presentHidden(db: Db, rows: HiddenRow[]): Promise<THiddenCompany[]> {
  const cards = await companyDirectory.cardsByIds(
    db,
    rows.map((row) => row.company_id),
  );
  return rows.flatMap((row) => {
    const card = cards.get(row.company_id);
    return card ? [{ company: refOf(card), hidden_at: row.hidden_at.toISOString() }] : [];
  });
}
