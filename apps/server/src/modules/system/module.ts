import { systemGrants } from '@hushwork/contract/system/permissions';
import { defineModule } from '../../platform/module.ts';
import { pruneViewMarksJob } from '../../platform/views/view-recorder.ts';
import { systemRoutes } from './routes.ts';

/** Health and readiness probes, and the upkeep of the platform's own tables (the view counters' daily marks). */
export const systemModule = defineModule({
  name: 'system',
  routes: ({ database }) => systemRoutes(database),
  permissions: Object.values(systemGrants).flat(),
  jobs: [pruneViewMarksJob],
});
