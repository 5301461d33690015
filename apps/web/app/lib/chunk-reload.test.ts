import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForMissingChunk } from './chunk-reload.ts';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('reload on a missing chunk', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForMissingChunk(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForMissingChunk(storage, reload, 1_030_000)).toBe(false);
    expect(reloadOnceForMissingChunk(storage, reload, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
