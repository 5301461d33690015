import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const messageOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('S3 configuration', () => {
  it('keeps files on disk when no S3_* is set', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
  });

  it('takes a complete setting, credentials optional', () => {
    const full = { S3_BUCKET: 'files', S3_REGION: 'eu-central-1', S3_ENDPOINT: 'http://minio:9000' };
    expect(loadConfig({ ...full, S3_FORCE_PATH_STYLE: '1' })).toMatchObject({ ...full, S3_FORCE_PATH_STYLE: true });
    expect(messageOf({ ...full, S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })).toBe('accepted');
  });

  it('stops the boot on half a setting, naming what is missing', () => {
    const message = messageOf({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' });
    expect(message).toContain('S3_BUCKET: Required when any S3_* variable is set');
    expect(message).toContain('S3_REGION: Required when any S3_* variable is set');
    expect(message).toContain('S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together');
  });

  it('refuses an endpoint that is not a URL', () => {
    expect(messageOf({ S3_BUCKET: 'b', S3_REGION: 'r', S3_ENDPOINT: 'minio:9000:x' })).toContain('S3_ENDPOINT');
  });
});
