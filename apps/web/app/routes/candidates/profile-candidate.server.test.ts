import { type TCandidateOwn, ZSaveCandidateRequest } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { requestOf } from './profile-candidate.server.ts';

const own = {
  name: 'Olena Kovalenko',
  desired_position: 'Senior QA engineer',
  specialization_ids: [12, 40],
  keyword_ids: [3],
  tags: ['Cypress', 'Playwright'],
  seniority: 'senior',
  experience: '5y+',
  english_level: 'fluent',
  salary: 4200,
  job_types: ['full_time', 'is_remote_work'],
  employment: ['is_seekers'],
  places: [
    { country_id: 2, country_name: 'Poland', city_id: null, city_name: null },
    { country_id: 1, country_name: 'Ukraine', city_id: 703448, city_name: 'Kyiv' },
  ],
  expectation_description: 'A product team with code review.',
  is_public: false,
  contacts: {
    email: 'olena@example.com',
    phone: '+380671234567',
    telegram: '@olena_qa',
    linkedin: 'https://www.linkedin.com/in/olena-k',
    github: 'https://github.com/olena-k',
  },
} as unknown as TCandidateOwn;

describe('requestOf', () => {
  it('sends the profile back as it stands, so a tab that edits one part keeps every other', () => {
    const body = ZSaveCandidateRequest.parse(requestOf(own));
    expect(body).toEqual({
      name: 'Olena Kovalenko',
      desired_position: 'Senior QA engineer',
      specialization_ids: [12, 40],
      keyword_ids: [3],
      tags: ['Cypress', 'Playwright'],
      seniority: 'senior',
      experience: '5y+',
      english_level: 'fluent',
      salary: 4200,
      job_types: ['full_time', 'is_remote_work'],
      employment: ['is_seekers'],
      places: [
        { country_id: 2, city_id: null },
        { country_id: 1, city_id: 703448 },
      ],
      expectation_description: 'A product team with code review.',
      is_public: false,
      contacts: own.contacts,
    });
  });
});
