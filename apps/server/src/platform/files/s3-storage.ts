import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './storage.ts';

export type S3Options = {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the address of MinIO, R2, a test server… otherwise. */
  endpoint?: string;
  /** Path-style addresses (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Unset, the SDK's own chain applies (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

/** Objects in one bucket of an S3-compatible service. */
export function createS3Storage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where the API requires them: several S3-compatible servers refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      // A PUT needs its length up front; uploads are small and already in memory, so a stream is read whole.
      const Body = bytes instanceof Readable ? await buffer(bytes) : bytes;
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body, ContentType: contentType }));
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error(`S3 gave no stream for ${key}`);
        return { body: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}
