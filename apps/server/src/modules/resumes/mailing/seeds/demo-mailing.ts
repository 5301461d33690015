import type { DemoSeed } from '../../../../db/seeds/run-seeds.ts';
import { companyDirectory } from '../../../companies/index.ts';
import { DEMO_ACCOUNTS, userDirectory } from '../../../identity/index.ts';
import { listCompanyVacancies } from '../../../vacancies/index.ts';
import { mailingRepo } from '../lib/mailing.repo.ts';
import { resumeSource } from '../lib/resume-source.ts';

const DAY_MS = 86_400_000;

/**
 * The demo worker's newest resume with an active autosender, paid for the month, and the log of what it sent to the
 * demo companies' vacancies (no mail is written: the demo's companies are the demo's own accounts). Runs once: a
 * worker who has a mailing keeps it.
 */
export const demoMailingSeed: DemoSeed = {
  name: 'demo-resume-mailing',
  async run(db) {
    const worker = await userDirectory.findByEmail(db, DEMO_ACCOUNTS[0].email);
    if (!worker || (await mailingRepo.listOfUser(db, worker.id)).length > 0) return [];
    const resume = await resumeSource.newestOf(db, worker.id);
    if (!resume) return [];
    const now = Date.now();
    const mailing = await mailingRepo.insert(db, { user_id: worker.id, resume_id: resume.id, mode: 'auto' }, []);
    await mailingRepo.update(
      db,
      mailing.id,
      { status: 'active', paid_until: new Date(now + 20 * DAY_MS), last_run_at: new Date(now - DAY_MS / 2) },
      new Date(now),
    );
    const companies = await companyDirectory.demoCompanies(db);
    const cards = await companyDirectory.cardsByIds(
      db,
      companies.map((company) => company.company_id),
    );
    for (const [n, { company_id }] of companies.entries()) {
      const [vacancy] = await listCompanyVacancies({ db, input: { companyId: company_id } });
      if (!vacancy) continue;
      await mailingRepo.insertLog(db, {
        mailing_id: mailing.id,
        vacancy_id: vacancy.id,
        company_id,
        vacancy_title: vacancy.title,
        company_name: cards.get(company_id)?.name ?? '',
        // Only what happened: every demo company takes mailings (a skipped line would claim an opt-out none made).
        outcome: 'sent',
        reason: null,
        at: new Date(now - (n + 1) * DAY_MS),
      });
    }
    return [];
  },
};
