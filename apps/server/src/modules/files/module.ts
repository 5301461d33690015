import { filesGrants } from '@hushwork/contract/files/permissions';
import { fileStorageOf } from '../../platform/files/storage-from-config.ts';
import { defineModule } from '../../platform/module.ts';
import { fileRoutes } from './routes.ts';

/** Uploads (documents, images) and their serving; other modules store files through its use cases. */
export const filesModule = defineModule({
  name: 'files',
  routes: ({ config, database, registry }) => fileRoutes({ db: database.db, storage: fileStorageOf(config), registry }),
  permissions: Object.values(filesGrants).flat(),
});
