import { systemGrants } from '@hushwork/contract/system/permissions';
import { defineModule } from '../../platform/module.ts';
import { systemRoutes } from './routes.ts';

/** Health and readiness probes. */
export const systemModule = defineModule({
  name: 'system',
  routes: ({ database }) => systemRoutes(database),
  permissions: Object.values(systemGrants).flat(),
});
