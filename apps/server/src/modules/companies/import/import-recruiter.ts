import type { TDjinniRecruiterRow } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Registry } from '../../../platform/registry.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userDirectory } from '../../identity/index.ts';
import { type CompanyRow, companyRepo, type NewCompany } from '../profile/lib/company.repo.ts';
import { renameVacanciesOf } from '../profile/lib/company-vacancies.ts';
import { freeSlug, slugify } from '../profile/lib/slugify.ts';
import { type EmployerRow, employerRepo, type NewEmployer } from '../team/lib/employer.repo.ts';
import { matchCompany } from './lib/match-company.ts';

export type ImportRecruiterInput = {
  /** The person's account, found or made by identity's `importEmployerAccount` in the same transaction. */
  user_id: number;
  /** Its owner took it over (a password, a confirmed address): the import then changes nothing of theirs. */
  is_claimed: boolean;
  name: string;
  position?: string | undefined;
  company: {
    name: string;
    site?: string | undefined;
    size?: CompanySize | undefined;
    description?: string | undefined;
  };
};
type CompanySize = NonNullable<TDjinniRecruiterRow['company_size']>;

/** The row's columns this domain stores. */
type RecruiterField = 'name' | 'position' | 'company_name' | 'company_website' | 'company_size' | 'company_description';

export type ImportedRecruiter =
  | { outcome: 'done'; created: ('company' | 'team_membership')[]; changed: RecruiterField[] }
  | {
      outcome: 'refused';
      field: 'email' | 'company_name' | 'company_website';
      code: 'EMPLOYER_IN_OTHER_COMPANY' | 'COMPANY_AMBIGUOUS' | 'COMPANY_CLAIMED' | 'ACCOUNT_CLAIMED';
    };

const refused = (
  field: 'email' | 'company_name' | 'company_website',
  code: Extract<ImportedRecruiter, { outcome: 'refused' }>['code'],
): ImportedRecruiter => ({ outcome: 'refused', field, code });

/**
 * A recruiter of the admins' import on their company's team (docs/admin-import-djinni-recruiters.md). A company the
 * row names that does not exist yet is created, waiting for moderation like one from the wizard, with the person as
 * its owner; one that exists and that nobody has claimed takes the person onto its team. Re-importing the same row
 * changes nothing; a changed row updates the person's card and, from its owner's row, the company, as long as they
 * are unclaimed. What a signed-in owner or team keeps is theirs: the import refuses rather than overwrites.
 */
export async function importRecruiter({
  actor,
  input,
  db,
  registry,
}: UseCaseArgs<ImportRecruiterInput, 'registry'>): Promise<ImportedRecruiter> {
  requirePermission(actor, 'create:company:any');
  const match = await matchCompany(db, input.company);
  if (match.kind === 'many') return refused(match.field, 'COMPANY_AMBIGUOUS');
  const employer = await employerRepo.find(db, input.user_id);
  if (employer?.company_id) {
    if (match.kind !== 'one' || match.company.id !== employer.company_id) {
      return refused('email', 'EMPLOYER_IN_OTHER_COMPANY');
    }
    return updateOnTeam(db, input, employer, match.company, registry);
  }
  // Someone who registered without a company yet adds it themselves: the import makes nobody a company unasked.
  if (input.is_claimed) return refused('email', 'ACCOUNT_CLAIMED');
  if (match.kind === 'none') {
    const company = await insertCompany(db, input);
    await joinTeam(db, input, company.id, true);
    return { outcome: 'done', created: ['company', 'team_membership'], changed: [] };
  }
  if (await isClaimedCompany(db, match.company)) return refused('company_name', 'COMPANY_CLAIMED');
  await joinTeam(db, input, match.company.id, false);
  return { outcome: 'done', created: ['team_membership'], changed: [] };
}

async function insertCompany(db: Db, input: ImportRecruiterInput): Promise<CompanyRow> {
  const base = slugify(input.company.name);
  const slug = freeSlug(base, await companyRepo.slugsLike(db, base));
  // `moderation_status` keeps its default, pending: an imported company is listed once an admin approves it.
  return companyRepo.insert(db, {
    slug,
    name: input.company.name,
    site: input.company.site ?? null,
    size: input.company.size ?? null,
    description: input.company.description ?? '',
    owner_user_id: input.user_id,
  });
}

async function joinTeam(db: Db, input: ImportRecruiterInput, companyId: number, isOwner: boolean) {
  await employerRepo.upsert(db, {
    user_id: input.user_id,
    company_id: companyId,
    name: input.name,
    position: input.position ?? null,
    is_owner: isOwner,
    is_admin: isOwner,
    blocked_at: null,
  });
}

/** A company is claimed once anyone on its team has claimed their account; one without a team is nobody's to fill. */
async function isClaimedCompany(db: Db, company: CompanyRow): Promise<boolean> {
  const team = await employerRepo.listTeam(db, company.id);
  if (team.length === 0) return true;
  const accounts = await userDirectory.listByIds(
    db,
    team.map((member) => member.user_id),
  );
  return team.some((member) => accounts.get(member.user_id)?.is_claimed ?? true);
}

/** What the row changes: the person's card always, the company's columns only from its owner's row. */
function changesOf(input: ImportRecruiterInput, employer: EmployerRow, company: CompanyRow) {
  const card: Partial<NewEmployer> = {};
  if (employer.name !== input.name) card.name = input.name;
  if (input.position !== undefined && employer.position !== input.position) card.position = input.position;
  const columns: Partial<NewCompany> = {};
  const wanted = input.company;
  if (employer.is_owner) {
    if (company.name !== wanted.name) columns.name = wanted.name;
    if (wanted.site !== undefined && company.site !== wanted.site) columns.site = wanted.site;
    if (wanted.size !== undefined && company.size !== wanted.size) columns.size = wanted.size;
    if (wanted.description !== undefined && company.description !== wanted.description) {
      columns.description = wanted.description;
    }
  }
  return { card, columns };
}

const COLUMN_FIELDS: Record<string, RecruiterField> = {
  name: 'company_name',
  site: 'company_website',
  size: 'company_size',
  description: 'company_description',
};

async function updateOnTeam(
  db: Db,
  input: ImportRecruiterInput,
  employer: EmployerRow,
  company: CompanyRow,
  registry: Registry,
): Promise<ImportedRecruiter> {
  const { card, columns } = changesOf(input, employer, company);
  const cardFields = Object.keys(card) as RecruiterField[];
  const columnFields = Object.keys(columns).map((column) => COLUMN_FIELDS[column] as RecruiterField);
  if (cardFields.length > 0 && input.is_claimed) return refused('email', 'ACCOUNT_CLAIMED');
  if (columnFields.length > 0 && (await isClaimedCompany(db, company)))
    return refused('company_name', 'COMPANY_CLAIMED');
  if (cardFields.length > 0) await employerRepo.update(db, employer.user_id, card);
  if (columnFields.length > 0) {
    const updated = await companyRepo.update(db, company.id, columns);
    if (columns.name) await renameVacanciesOf(db, company.id, updated.name, registry);
  }
  return { outcome: 'done', created: [], changed: [...cardFields, ...columnFields] };
}
