import type { TVacancy } from '@hushwork/contract';

/** schema.org employmentType values for the wizard's job types (the rest say nothing about the contract). */
const EMPLOYMENT_TYPE: Partial<Record<TVacancy['job_types'][number], string>> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  freelance: 'CONTRACTOR',
};

/** The vacancy's salary as schema.org's MonetaryAmount: a range, or one value when the company gave one. */
function baseSalaryOf(vacancy: TVacancy) {
  const { budget, budget2, currency } = vacancy;
  if (budget === null && budget2 === null) return undefined;
  const value =
    budget !== null && budget2 !== null
      ? { '@type': 'QuantitativeValue', minValue: budget, maxValue: budget2, unitText: 'MONTH' }
      : { '@type': 'QuantitativeValue', value: budget ?? budget2, unitText: 'MONTH' };
  return { '@type': 'MonetaryAmount', currency, value };
}

/**
 * The JobPosting structured data of a vacancy page (what search engines' job listings read): title, description,
 * dates, employment type, the hiring company, where the work is (its cities' addresses, or TELECOMMUTE with the
 * countries it takes applicants from) and the salary. `origin` makes the company's and the page's addresses absolute.
 */
export function jobPostingOf(vacancy: TVacancy, { origin, url }: { origin: string; url: string }) {
  const employmentType = [...new Set(vacancy.job_types.map((type) => EMPLOYMENT_TYPE[type]).filter(Boolean))];
  const { countries } = vacancy;
  const jobLocation = vacancy.cities.map((city) => ({
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: city.name, addressCountry: city.country_code },
  }));
  const baseSalary = baseSalaryOf(vacancy);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: vacancy.description,
    datePosted: vacancy.published_at,
    validThrough: vacancy.valid_through,
    ...(employmentType.length > 0 ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: vacancy.company.name,
      sameAs: `${origin}/company/${vacancy.company.slug}`,
      ...(vacancy.company.logo_id ? { logo: `${origin}/api/images/${vacancy.company.logo_id}` } : {}),
    },
    identifier: { '@type': 'PropertyValue', name: vacancy.company.name, value: String(vacancy.id) },
    url,
    ...(jobLocation.length > 0 ? { jobLocation } : {}),
    ...(vacancy.is_remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    // Remote work from the countries of its cities; a remote vacancy in no city takes applicants from anywhere.
    ...(vacancy.is_remote && countries.length > 0
      ? { applicantLocationRequirements: countries.map((country) => ({ '@type': 'Country', name: country.name })) }
      : {}),
    ...(baseSalary ? { baseSalary } : {}),
    ...(vacancy.keywords.length > 0 ? { skills: vacancy.keywords.map((keyword) => keyword.name).join(', ') } : {}),
    directApply: false,
  };
}
