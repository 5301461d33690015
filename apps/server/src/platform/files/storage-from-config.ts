import { join, resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

const storages = new WeakMap<Config, FileStorage>();

/**
 * The app's one storage: S3 when S3_BUCKET is set (config.ts checks the rest came with it), else DATA_DIR/files.
 * Kept per configuration, so every module of one app (files, and later companies and resumes) writes to the same one.
 */
export function fileStorageOf(config: Config): FileStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = config.S3_BUCKET
      ? createS3Storage({
          bucket: config.S3_BUCKET,
          region: config.S3_REGION ?? 'us-east-1',
          endpoint: config.S3_ENDPOINT,
          forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
          credentials:
            config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
              : undefined,
        })
      : createDiskStorage(join(resolve(config.DATA_DIR), 'files'));
    storages.set(config, storage);
  }
  return storage;
}
