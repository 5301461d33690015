/** What other modules, the benchmarks and the composition root may use of catalogs. */

export { listReferenceData } from './list-reference-data.ts';
export type { LivePopularity } from './live-popularity.ts';
export { lookupReferences, type References } from './lookup-references.ts';
export { catalogsModule } from './module.ts';
export { placeRepo } from './place.repo.ts';
