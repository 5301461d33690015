import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCandidate, setCandidateModeration } from './candidate.factory.ts';
import { candidateRepo } from './profile/lib/candidate.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('the candidate factory', () => {
  it('writes an anonymous slug, the identity apart, and a search vector without the name or a hidden employer', async () => {
    const { user } = await register(t.app, { role_id: 1 });
    const db = t.database.db;
    const candidate = await createCandidate(db, {
      userId: user.id,
      name: 'Zebediah Quonset',
      desired_position: 'Senior Python developer',
      tags: ['Django'],
      contacts: { email: 'zebediah@example.com' },
      experience_entries: [
        {
          position: 'Backend engineer',
          company_name: 'Secretive Corp',
          is_company_hidden: true,
          started_at: '2020-01',
        },
        { position: 'Intern', company_name: 'Open Widgets', started_at: '2018-06', ended_at: '2019-12' },
      ],
      skills: [{ name: 'PostgreSQL' }],
    });
    expect(candidate.slug).toMatch(/^senior-python-developer-[a-z0-9]{6}$/);
    expect(candidate.moderation_status).toBe('approved');
    expect(await candidateRepo.findIdentity(db, candidate.id)).toMatchObject({
      name: 'Zebediah Quonset',
      email: 'zebediah@example.com',
    });
    const vector = candidate.search_vector;
    for (const word of ['python', 'django', 'postgresql', 'backend', 'open', 'widgets']) expect(vector).toContain(word);
    for (const word of ['zebediah', 'quonset', 'secretive']) expect(vector).not.toContain(word);

    const pending = await setCandidateModeration(db, candidate.id, 'pending');
    expect(pending.moderation_status).toBe('pending');
  });
});
