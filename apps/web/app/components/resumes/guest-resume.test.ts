import { emptyResumeDocument, ZResumeDesign } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import {
  draftOrSaved,
  draftResumeId,
  forgetGuestResume,
  type KeyStore,
  keepGuestResume,
  keepWizardDraft,
  readGuestResume,
  readWizardDraft,
  tokenFor,
  type WizardDraft,
} from './guest-resume.ts';

function memoryStore(): KeyStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const ID = 'AbCdEfGh12345678';
const draft = (over: Partial<WizardDraft> = {}): WizardDraft => ({
  id: ID,
  base: '2026-01-01T00:00:00.000Z',
  step: 3,
  document: { ...emptyResumeDocument(), summary: 'typed' },
  design: ZResumeDesign.parse({}),
  ...over,
});

describe('the guest resume in client storage', () => {
  it('keeps the id and token, gives the token for that resume only, and forgets both', () => {
    const store = memoryStore();
    keepGuestResume(store, { resumeId: ID, resumeToken: 'secret' });
    expect(readGuestResume(store)).toEqual({ resumeId: ID, resumeToken: 'secret' });
    expect(tokenFor(store, ID)).toBe('secret');
    expect(tokenFor(store, 'ZZZZZZZZZZZZZZZZ')).toBeNull();
    forgetGuestResume(store);
    expect(readGuestResume(store)).toBeNull();
  });

  it('reads nothing from broken or tampered storage', () => {
    const store = memoryStore();
    store.items.set('hushwork:resume-guest', '{not json');
    expect(readGuestResume(store)).toBeNull();
    store.items.set('hushwork:resume-guest', JSON.stringify({ resumeId: '../1', resumeToken: 'x' }));
    expect(readGuestResume(store)).toBeNull();
  });

  it('keeps going when the browser refuses to store', () => {
    const store = {
      ...memoryStore(),
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => keepWizardDraft(store, draft())).not.toThrow();
  });
});

describe('the wizard draft', () => {
  it('brings back the draft and step of the resume it belongs to only', () => {
    const store = memoryStore();
    keepWizardDraft(store, draft());
    expect(readWizardDraft(store, ID)?.step).toBe(3);
    expect(readWizardDraft(store, ID)?.document.summary).toBe('typed');
    expect(readWizardDraft(store, null)).toBeNull();
    expect(draftResumeId(store)).toBe(ID);
  });

  it('prefers the kept copy made from the saved version, and the saved resume once it changed elsewhere', () => {
    const saved = draft({ step: 2, document: emptyResumeDocument() });
    expect(draftOrSaved(draft(), saved).document.summary).toBe('typed');
    expect(draftOrSaved(draft({ base: '2025-12-31T00:00:00.000Z' }), saved)).toBe(saved);
    expect(draftOrSaved(null, saved)).toBe(saved);
  });
});
