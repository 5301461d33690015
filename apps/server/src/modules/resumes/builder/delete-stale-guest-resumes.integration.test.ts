import { RESUMES } from '@hushwork/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createResume } from '../resume.factory.ts';
import { resumes } from '../resumes.schema.ts';
import { deleteStaleGuestResumes } from './delete-stale-guest-resumes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const DAY = 24 * 60 * 60 * 1000;
const exists = async (publicId: string) =>
  (await t.database.db.select().from(resumes).where(eq(resumes.public_id, publicId))).length === 1;

describe('guests’ resumes nobody claimed', () => {
  it(`go after ${RESUMES.guestKeepDays} days untouched; claimed and recent ones stay`, async () => {
    const worker = await signIn(t, 'worker');
    const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
    const stale = await createResume(t.database.db, { at: daysAgo(RESUMES.guestKeepDays + 1) });
    const recent = await createResume(t.database.db, { at: daysAgo(RESUMES.guestKeepDays - 1) });
    const owned = await createResume(t.database.db, { userId: worker.user.id, at: daysAgo(400) });
    expect(await deleteStaleGuestResumes({ db: t.database.db, clock: t.clock })).toBe(1);
    expect(await exists(stale.id)).toBe(false);
    expect(await exists(recent.id)).toBe(true);
    expect(await exists(owned.id)).toBe(true);
    // A second run the same day finds nothing more.
    expect(await deleteStaleGuestResumes({ db: t.database.db, clock: t.clock })).toBe(0);
    expect(t.registry.jobs.map((job) => job.name)).toContain('delete-stale-guest-resumes');
  });
});

describe('an account erased at once', () => {
  it('takes its resumes with it and leaves everyone else’s', async () => {
    const [gone, stays] = await Promise.all([signIn(t, 'worker'), signIn(t, 'worker')]);
    const mine = await createResume(t.database.db, { userId: gone.user.id });
    const theirs = await createResume(t.database.db, { userId: stays.user.id });
    const guests = await createResume(t.database.db);
    const eraser = t.registry.ports.personalDataErasers?.find((each) => each.name === 'resumes');
    expect(eraser).toBeDefined();
    await eraser?.erase(t.database.db, { user_id: gone.user.id, email: gone.account.email, name: gone.user.name });
    expect(await exists(mine.id)).toBe(false);
    expect(await exists(theirs.id)).toBe(true);
    expect(await exists(guests.id)).toBe(true);
  });
});
