import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { assertStorageKey, type FileStorage } from './storage.ts';

export type S3Options = {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the address of MinIO, R2, a test server… otherwise. */
  endpoint?: string | undefined;
  /** Path-style addresses (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Unset, the SDK's own chain applies (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
};

type Sdk = typeof import('@aws-sdk/client-s3');

/** Objects in one bucket of an S3-compatible service. */
export function createS3Storage(options: S3Options): FileStorage {
  // The SDK costs about 0.1 s to import: loaded at the first file call, never by a server that keeps files on disk.
  let connection: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const connect = () => {
    connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
        // Checksums only where the API requires them: several S3-compatible servers refuse the newer default ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return connection;
  };
  const isNotFound = (sdk: Sdk, error: unknown) =>
    error instanceof sdk.S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');
  const Bucket = options.bucket;

  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      // A PUT needs its length up front; uploads are small and already in memory, so a stream is read whole.
      const Body = bytes instanceof Readable ? await buffer(bytes) : bytes;
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body, ContentType: contentType }));
    },
    async get(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error(`S3 gave no stream for ${key}`);
        return { body: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(sdk, error)) return false;
        throw error;
      }
    },
  };
}
