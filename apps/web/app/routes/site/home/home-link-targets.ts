/**
 * The job-openings landings each block of home page links leads to. A block whose landings are not live is neither
 * loaded nor shown (live-sections.ts).
 */
export const HOME_LINK_TARGETS = {
  specializations: '/job-openings/dev',
  keywords: '/job-openings/technologies',
  cities: '/job-openings/cities',
} as const;
