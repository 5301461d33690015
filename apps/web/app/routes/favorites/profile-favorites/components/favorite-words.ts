import type { TFavoriteType } from '@hushwork/contract';

/** The catalog keys naming each type, in the Favorites namespace. */
export const tabLabelKey = {
  vacancy: 'tabVacancy',
  candidate: 'tabCandidate',
  company: 'tabCompany',
} as const satisfies Record<TFavoriteType, string>;

export const typeLabelKey = {
  vacancy: 'typeVacancy',
  candidate: 'typeCandidate',
  company: 'typeCompany',
} as const satisfies Record<TFavoriteType, string>;

export const emptyKey = {
  vacancy: 'emptyVacancy',
  candidate: 'emptyCandidate',
  company: 'emptyCompany',
} as const satisfies Record<TFavoriteType, string>;

/** Where a user finds things of each type to save, and the words of that link. */
export const browse = {
  vacancy: { path: '/job-openings', label: 'browseVacancy' },
  candidate: { path: '/candidates', label: 'browseCandidate' },
  company: { path: '/companies', label: 'browseCompany' },
} as const satisfies Record<TFavoriteType, { path: string; label: string }>;
