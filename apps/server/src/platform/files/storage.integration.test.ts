import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchOutput } from '../../test/process-output.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

const BUCKET = 'hushwork-test';
const folders: string[] = [];
const newFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'hushwork-storage-'));
  folders.push(folder);
  return folder;
};

let diskRoot: string;
let s3Endpoint: string;
let stopS3: () => Promise<unknown>;

/** A real S3-compatible server in its own process (s3rver), on a port the system picks, over a temporary folder. */
beforeAll(async () => {
  diskRoot = await newFolder();
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [bin, '-d', await newFolder(), '-a', '127.0.0.1', '-p', '0', '--silent', '--configure-bucket', BUCKET],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = watchOutput(child);
  const [, port] = await output.printed(/listening on 127\.0\.0\.1:(\d+)/);
  s3Endpoint = `http://127.0.0.1:${port}`;
  stopS3 = () => {
    child.kill('SIGTERM');
    return output.exited;
  };
}, 30_000);

afterAll(async () => {
  await stopS3?.();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const storages: [string, () => FileStorage][] = [
  ['disk', () => createDiskStorage(diskRoot)],
  [
    'S3',
    () =>
      createS3Storage({
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint: s3Endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
  ],
];

describe.each(storages)('%s storage', (_name, storageOf) => {
  const read = async (storage: FileStorage, key: string) => {
    const object = await storage.get(key);
    return object && { bytes: await buffer(object.body), size: object.size };
  };

  it('gives back what was put, byte for byte, with its size', async () => {
    const storage = storageOf();
    const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13]);
    await storage.put('images/abc_DEF-123.webp', bytes, 'image/webp');
    expect(await storage.exists('images/abc_DEF-123.webp')).toBe(true);
    expect(await read(storage, 'images/abc_DEF-123.webp')).toEqual({ bytes, size: bytes.length });
  });

  it('takes a stream as well as bytes, and a second put replaces the first', async () => {
    const storage = storageOf();
    await storage.put('documents/replaced.txt', Buffer.from('first version'), 'text/plain');
    await storage.put(
      'documents/replaced.txt',
      Readable.from([Buffer.from('second '), Buffer.from('one')]),
      'text/plain',
    );
    expect((await read(storage, 'documents/replaced.txt'))?.bytes.toString()).toBe('second one');
  });

  it('answers null and false for a key with nothing under it', async () => {
    const storage = storageOf();
    expect(await storage.get('images/never-stored.webp')).toBeNull();
    expect(await storage.exists('images/never-stored.webp')).toBe(false);
  });

  it('deletes, and deleting again is no error', async () => {
    const storage = storageOf();
    await storage.put('images/to-delete.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('images/to-delete.webp');
    expect(await storage.exists('images/to-delete.webp')).toBe(false);
    expect(await storage.get('images/to-delete.webp')).toBeNull();
    await expect(storage.delete('images/to-delete.webp')).resolves.toBeUndefined();
  });

  it('refuses a key that could leave its folder', async () => {
    const storage = storageOf();
    for (const key of ['../escape.txt', '/etc/passwd', 'images/../../x', 'a//b', 'images/x y', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('disk storage', () => {
  it('leaves no temporary file behind once a write is done', async () => {
    const root = await newFolder();
    const storage = createDiskStorage(root);
    await storage.put('images/whole.webp', Buffer.alloc(100_000, 7), 'image/webp');
    expect(await readdir(join(root, 'images'))).toEqual(['whole.webp']);
  });
});
