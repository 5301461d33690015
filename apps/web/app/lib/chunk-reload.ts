import { CHUNK_RELOAD_INTERVAL_MS } from '@hushwork/contract';

const RELOAD_KEY = 'hushwork:chunk-reload-at';
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically/i;

export const isChunkLoadError = (reason: unknown) =>
  CHUNK_ERROR.test(String((reason as Error | undefined)?.message ?? reason ?? ''));

/**
 * After a deploy an open tab asks for chunks that no longer exist; reloading fetches the new ones. At most once a
 * minute, so a chunk that is really broken cannot trap the visitor in a reload loop.
 */
export function reloadOnceForMissingChunk(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now = Date.now(),
) {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}
