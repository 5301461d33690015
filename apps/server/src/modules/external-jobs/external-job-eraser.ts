import { eq } from 'drizzle-orm';
import type { PersonalDataEraser } from '../../platform/personal-data.ts';
import { external_job_applications } from './external-jobs.schema.ts';

/** The clicks through to external jobs stay counted; the address a guest gave before signing up is removed. */
export const externalJobEraser: PersonalDataEraser = {
  name: 'external-jobs',
  async erase(db, { email }) {
    await db.update(external_job_applications).set({ email: null }).where(eq(external_job_applications.email, email));
  },
};
