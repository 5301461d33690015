import type { TCandidateAnonymous, TCandidateOpened, TCandidateOwn, TProfileCandidate } from '@hushwork/contract';

/** One profile in each view the API answers, with a distinctive name and contacts the anonymous view must not show. */
export const anonymousCandidate: TCandidateAnonymous = {
  view: 'anonymous',
  id: 7,
  slug: 'senior-python-developer-7',
  label: 'Senior Python developer',
  desired_position: 'Senior Python developer',
  specializations: [{ id: 59, name: 'Python' }],
  keywords: [{ id: 4, name: 'Django' }],
  tags: ['fintech'],
  seniority: 'senior',
  experience: '5y+',
  english_level: 'upper_intermediate',
  salary: 5500,
  job_types: ['is_remote_work'],
  employment: ['is_seekers'],
  places: [{ country_id: 2, country_name: 'Germany', city_id: 3, city_name: 'Berlin' }],
  expectation_excerpt: 'A product team that ships weekly.',
  published_at: '2026-11-20T08:00:00.000Z',
  expectation_description: 'A product team that ships weekly.\nNo crypto.',
  education: [
    {
      id: 1,
      degree: 'master',
      institution: 'Kyiv Polytechnic',
      specialty: 'Computer science',
      start_year: 2010,
      end_year: 2016,
      description: '',
    },
  ],
  skills: [{ id: 1, name: 'PostgreSQL', level: 'expert' }],
  has_cv: true,
  viewer: { is_owner: false, is_opened: false, note: null, rating: null },
  experience_entries: [
    {
      id: 1,
      position: 'Backend developer',
      company_name: null,
      is_company_hidden: true,
      started_at: '2021-09',
      ended_at: null,
      description: 'Payments.',
    },
  ],
};

const identity = {
  name: 'Zoryana Quickfox',
  has_photo: true,
  cv: { id: 'cv-file-1', content_type: 'application/pdf', size: 2048, name: null },
  contacts: {
    email: 'zoryana.quickfox@example.com',
    phone: '+380671234567',
    telegram: '@zoryana_qf',
    linkedin: null,
    github: 'https://github.com/zquickfox',
  },
  experience_entries: [{ ...anonymousCandidate.experience_entries[0]!, company_name: 'Secret Bank' }],
};

export const openedCandidate: TCandidateOpened = {
  ...anonymousCandidate,
  ...identity,
  view: 'opened',
  viewer: { is_owner: false, is_opened: true, note: 'Call after the 10th.', rating: 4 },
  opening: { opened_at: '2026-11-21T08:00:00.000Z', source: 'profile' },
};

export const ownCandidate: TCandidateOwn = {
  ...anonymousCandidate,
  ...identity,
  view: 'owner',
  viewer: { is_owner: true, is_opened: true, note: null, rating: null },
  specialization_ids: [59],
  keyword_ids: [4],
  is_public: true,
  moderation_status: 'approved',
  next_publish_at: '2026-11-21T08:00:00.000Z',
  created_at: '2026-11-01T08:00:00.000Z',
};

/** The same profile as the signed-in owner's user carries it (`user.candidate`). */
export const profileCandidate: TProfileCandidate = {
  id: 7,
  slug: 'senior-python-developer-7',
  name: 'Zoryana Quickfox',
  expectation_description: '',
  is_public: true,
  moderation_status: 'approved',
  moderation_note: null,
  logo_id: null,
  published_at: '2026-11-20T08:00:00.000Z',
};
