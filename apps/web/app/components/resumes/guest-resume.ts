import {
  type TResumeDesign,
  type TResumeDocument,
  ZResumeDesign,
  ZResumeDocument,
  ZResumeId,
} from '@hushwork/contract';
import { z } from 'zod';
import { GUEST_RESUME_KEY } from './guest-resume-key.ts';

/** The part of `Storage` these helpers use, so tests pass a plain object. */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Spec section 3's client state `resumeId` + `resumeToken`: a guest's resume is reached with the token `store` gave,
 * kept until the guest signs in and the resume is claimed for the account.
 */
const GUEST_KEY = GUEST_RESUME_KEY;
const ZGuestResume = z.object({ resumeId: ZResumeId, resumeToken: z.string().min(1).max(200) });
export type GuestResume = z.infer<typeof ZGuestResume>;

/**
 * The wizard's working copy: what was typed since the last save and the step, so a reload brings back both.
 * `base` is the `updated_at` of the saved version it started from: a copy made before another tab saved is
 * dropped rather than written over the newer resume.
 */
const DRAFT_KEY = 'hushwork:resume-draft';
const ZWizardDraft = z.object({
  id: ZResumeId.nullable(),
  base: z.string().nullable(),
  step: z.number().int().min(1).max(5),
  document: ZResumeDocument,
  design: ZResumeDesign,
});
export type WizardDraft = {
  id: string | null;
  base: string | null;
  step: number;
  document: TResumeDocument;
  design: TResumeDesign;
};

function readJson(store: KeyStore, key: string): unknown {
  try {
    const text = store.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Browsers that refuse storage (private modes, full quota) leave the wizard working, only without its memory. */
function writeJson(store: KeyStore, key: string, value: unknown) {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the draft lives on in the page and on the server.
  }
}

export function readGuestResume(store: KeyStore): GuestResume | null {
  const parsed = ZGuestResume.safeParse(readJson(store, GUEST_KEY));
  return parsed.success ? parsed.data : null;
}

export const keepGuestResume = (store: KeyStore, guest: GuestResume) => writeJson(store, GUEST_KEY, guest);

export const forgetGuestResume = (store: KeyStore) => store.removeItem(GUEST_KEY);

/** The guest's token for this resume, or null (a signed-in owner's calls carry the session instead). */
export function tokenFor(store: KeyStore, id: string | null): string | null {
  const guest = readGuestResume(store);
  return guest && id && guest.resumeId === id ? guest.resumeToken : null;
}

/** The working copy for the wizard at this resume (`null`: a new one on /create), if one is kept. */
export function readWizardDraft(store: KeyStore, id: string | null): WizardDraft | null {
  const parsed = ZWizardDraft.safeParse(readJson(store, DRAFT_KEY));
  if (!parsed.success || parsed.data.id !== id) return null;
  return parsed.data;
}

/** The saved resume a kept working copy belongs to, whichever it is (/create offers to continue it). */
export function draftResumeId(store: KeyStore): string | null {
  const parsed = ZWizardDraft.safeParse(readJson(store, DRAFT_KEY));
  return parsed.success ? parsed.data.id : null;
}

export const keepWizardDraft = (store: KeyStore, draft: WizardDraft) => writeJson(store, DRAFT_KEY, draft);

export const forgetWizardDraft = (store: KeyStore) => store.removeItem(DRAFT_KEY);

/**
 * Where the wizard starts on a resume saved at `updatedAt`: the kept copy when it was made from that very version
 * (typing since the last save survives a reload), the saved resume otherwise.
 */
export function draftOrSaved(kept: WizardDraft | null, saved: WizardDraft): WizardDraft {
  return kept && kept.base === saved.base ? kept : saved;
}
