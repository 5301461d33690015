import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import { DEMO_ACCOUNTS, userDirectory } from '../../identity/index.ts';
import { resumeRepo } from '../builder/lib/resume.repo.ts';
import { createResume } from '../resume.factory.ts';
import { DEMO_RESUMES } from './demo-resume-documents.ts';

/**
 * The demo worker's resumes, made with the factory the tests use: three templates in three languages, the English
 * one shared at `/cv/DemoSharedCvEn26`. Runs once: a later start finds the last one and stops.
 */
export const demoResumesSeed: DemoSeed = {
  name: 'demo-resumes',
  async run(db) {
    const last = DEMO_RESUMES.at(-1);
    if (!last || (await resumeRepo.findByPublicId(db, last.public_id))) return [];
    const worker = await userDirectory.findByEmail(db, DEMO_ACCOUNTS[0].email);
    if (!worker) return [];
    const now = Date.now();
    for (const [n, resume] of DEMO_RESUMES.entries()) {
      if (await resumeRepo.findByPublicId(db, resume.public_id)) continue;
      await createResume(db, {
        userId: worker.id,
        publicId: resume.public_id,
        document: resume.document,
        design: resume.design,
        step: 5,
        shared: resume.shared,
        indexable: resume.shared,
        // A day apart, the shared one last edited, so the list's order is the plan's.
        at: new Date(now - n * 24 * 60 * 60 * 1000),
      });
    }
    return [];
  },
};
