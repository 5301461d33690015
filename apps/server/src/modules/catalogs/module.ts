import { catalogsGrants } from '@hushwork/contract/catalogs/permissions';
import { defineModule } from '../../platform/module.ts';
import { catalogRoutes } from './routes.ts';
import { placesSeed, referenceSeed } from './seeds/catalog-seeds.ts';

/** Places, specializations, keywords, languages and the fixed option lists. */
export const catalogsModule = defineModule({
  name: 'catalogs',
  routes: ({ database, config, registry }) => catalogRoutes({ db: database.db, config, registry }),
  permissions: Object.values(catalogsGrants).flat(),
  seeds: { reference: [referenceSeed, placesSeed] },
});
