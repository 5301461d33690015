import type { TVacancy } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { jobPostingOf } from './job-posting.ts';

const vacancy: TVacancy = {
  id: 42,
  slug: 'senior-react-developer-42',
  title: 'Senior React developer',
  excerpt: 'Build the product',
  description: '<p>Build the <strong>product</strong></p>',
  company: { id: 7, slug: 'acme', name: 'Acme', logo_id: 'f1e2d3c4-0000-4000-8000-000000000001' },
  seniority: 'senior',
  experience: '3y+',
  english_level: 'upper_intermediate',
  budget: 4000,
  budget2: 6000,
  currency: 'EUR',
  job_types: ['full_time', 'is_remote_work'],
  employment: ['is_seekers'],
  is_remote: true,
  cities: [{ id: 1, slug: 'berlin', name: 'Berlin', country_id: 2, country_code: 'DE' }],
  countries: [{ id: 2, slug: 'germany', name: 'Germany', code: 'DE' }],
  specializations: [{ id: 3, slug: 'frontend-developer', name: 'Frontend developer' }],
  keywords: [{ id: 4, slug: 'react', name: 'React' }],
  hiring_bonus: null,
  is_vip: false,
  is_top: false,
  published_at: '2026-11-20T10:00:00.000Z',
  questions: [],
  moderation_status: 'approved',
  moderation_note: null,
  state: 'active',
  valid_through: '2026-12-20T10:00:00.000Z',
  can_raise_at: '2026-11-21T10:00:00.000Z',
  can_manage: false,
  created_at: '2026-11-19T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const at = { origin: 'https://hushwork.test', url: 'https://hushwork.test/de/job-openings/senior-react-developer-42' };
const isIsoDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

describe('JobPosting structured data', () => {
  it("has schema.org's and search engines' required fields", () => {
    const posting = jobPostingOf(vacancy, at);
    expect(posting['@context']).toBe('https://schema.org');
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe('Senior React developer');
    expect(posting.description).toBe('<p>Build the <strong>product</strong></p>');
    expect(isIsoDate(posting.datePosted)).toBe(true);
    expect(posting.hiringOrganization).toMatchObject({
      '@type': 'Organization',
      name: 'Acme',
      sameAs: 'https://hushwork.test/company/acme',
      logo: 'https://hushwork.test/api/images/f1e2d3c4-0000-4000-8000-000000000001',
    });
    expect(posting.jobLocation).toEqual([
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' } },
    ]);
  });

  it('has the recommended fields: validThrough, employmentType, baseSalary, identifier, url', () => {
    const posting = jobPostingOf(vacancy, at);
    expect(isIsoDate(posting.validThrough)).toBe(true);
    expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.parse(posting.datePosted));
    expect(posting.employmentType).toEqual(['FULL_TIME']);
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 4000, maxValue: 6000, unitText: 'MONTH' },
    });
    expect(posting.identifier).toEqual({ '@type': 'PropertyValue', name: 'Acme', value: '42' });
    expect(posting.url).toBe(at.url);
  });

  it('marks remote work TELECOMMUTE with the countries it takes applicants from', () => {
    const posting = jobPostingOf(vacancy, at);
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'Germany' }]);
  });

  it('leaves out what the company did not give instead of writing empty values', () => {
    const posting = jobPostingOf(
      {
        ...vacancy,
        cities: [],
        countries: [],
        budget: null,
        budget2: 5000,
        job_types: ['is_remote_work'],
        company: { ...vacancy.company, logo_id: null },
      },
      at,
    );
    expect(posting).not.toHaveProperty('jobLocation');
    expect(posting).not.toHaveProperty('employmentType');
    expect(posting.hiringOrganization).not.toHaveProperty('logo');
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting).not.toHaveProperty('applicantLocationRequirements');
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', value: 5000, unitText: 'MONTH' },
    });
  });

  it('has no place a search engine could not use: an office vacancy carries no TELECOMMUTE', () => {
    const posting = jobPostingOf({ ...vacancy, is_remote: false, job_types: ['part_time'] }, at);
    expect(posting).not.toHaveProperty('jobLocationType');
    expect(posting).not.toHaveProperty('applicantLocationRequirements');
    expect(posting.employmentType).toEqual(['PART_TIME']);
  });
});
