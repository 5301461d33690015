import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savePendingApplication, takePendingApplication } from './pending-application.ts';

const kept = {
  vacancy_id: 41,
  payload: { vacancy_id: 41, cover_letter: 'Kept through sign-in', answers: [] },
  redirect: '/job-openings/kotlin-41',
};

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a guest’s application kept while they sign in', () => {
  it('comes back once, on its own vacancy’s page only', () => {
    savePendingApplication(kept);
    expect(takePendingApplication(7)).toBeNull();
    expect(takePendingApplication(41)).toEqual(kept);
    // Taken out before it is posted: a reload never sends it twice.
    expect(takePendingApplication(41)).toBeNull();
  });

  it('is forgotten quietly when the browser refuses storage', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => savePendingApplication(kept)).not.toThrow();
    expect(takePendingApplication(41)).toBeNull();
  });
});
