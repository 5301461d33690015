import { slugify } from '../../../companies/index.ts';

/** The readable start of a vacancy's slug; the repository appends its id, which makes it unique. */
export function vacancySlugBase(title: string): string {
  const base = slugify(title).slice(0, 50).replace(/-+$/, '');
  // slugify names an unspellable company "company"; a vacancy is a vacancy.
  return base === 'company' && !/company/i.test(title) ? 'vacancy' : base;
}
