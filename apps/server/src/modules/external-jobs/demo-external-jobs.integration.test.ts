import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { external_jobs } from './external-jobs.schema.ts';
import { DEMO_EXTERNAL_JOB_COUNT, demoExternalJobsSeed } from './seeds/demo-external-jobs.ts';

describe('the demo external jobs', () => {
  it('are 200, made once: a later start finds the last and stops', async () => {
    const { db } = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test' });
    await demoExternalJobsSeed.run(db, { config });
    await demoExternalJobsSeed.run(db, { config });
    const [row] = await db.select({ total: count() }).from(external_jobs);
    expect(row?.total).toBe(DEMO_EXTERNAL_JOB_COUNT);
    const sources = await db.selectDistinct({ source: external_jobs.source }).from(external_jobs);
    expect(sources).toHaveLength(3);
  });
});
