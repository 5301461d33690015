/** What other modules, the benchmarks and the composition root may use of catalogs. */
export { catalogsModule } from './module.ts';
export { placeRepo } from './place.repo.ts';
