import type { Readable } from 'node:stream';

/** The bytes of a stored object, streamed, with their length for `content-length`. */
export type StoredObject = { body: Readable; size: number };

/**
 * Where uploaded bytes live: local disk under DATA_DIR by default, an S3-compatible bucket when S3_* is set
 * (DESIGN.md section 8). Keys are made by the files module from random ids, never from anything a client sent.
 */
export type FileStorage = {
  put(key: string, bytes: Uint8Array | Readable, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a key with nothing under it is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
};

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*(\.[a-z0-9]+)?$/;

/** A key is a few plain segments (`images/<id>.webp`): no `..`, no absolute path, nothing a path could escape with. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
