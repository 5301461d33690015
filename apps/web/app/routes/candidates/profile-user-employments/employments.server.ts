import { candidates, catalogs } from '@hushwork/contract';
import { z } from 'zod';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { type ProfileArgs, requireOwnCandidate } from '../profile-candidate.server.ts';

/** The profile's entries, and the education degrees named in the page's language. */
export async function loadEmployments(args: ProfileArgs) {
  const { user, candidate, locale } = await requireOwnCandidate(args);
  const degrees = await callApi(serverApi(args.context), catalogs.getCatalog, { params: { key: 'degrees' }, locale });
  const options = degrees.ok ? degrees.data.list.filter((entry) => 'key' in entry) : [];
  return { user, candidate, degrees: options as { key: string; name: string }[] };
}

/** Each kind of entry with its three calls; the forms name the kind and the step (`intent=experience-update`). */
const CALLS = {
  experience: {
    create: candidates.createExperience,
    update: candidates.updateExperience,
    remove: candidates.deleteExperience,
  },
  education: {
    create: candidates.createEducation,
    update: candidates.updateEducation,
    remove: candidates.deleteEducation,
  },
  skills: { create: candidates.createSkill, update: candidates.updateSkill, remove: candidates.deleteSkill },
} as const;
type EntryKind = keyof typeof CALLS;
const ZEntryId = z.coerce.number().int().positive();

const parseIntent = (value: FormDataEntryValue | null) => {
  const [kind, step] = String(value ?? '').split('-');
  if (!kind || !(kind in CALLS) || !['create', 'update', 'remove'].includes(step ?? '')) return null;
  return { kind: kind as EntryKind, step: step as 'create' | 'update' | 'remove' };
};

/** Adds, replaces or removes one entry of the profile; the answer names the form it belongs to. */
export async function submitEmployments(args: ProfileArgs) {
  const { locale } = await requireOwnCandidate(args);
  const form = await args.request.clone().formData();
  const intent = parseIntent(form.get('intent'));
  if (!intent) throw new Response(null, { status: 400 });
  const { kind, step } = intent;
  const parsedId = ZEntryId.safeParse(form.get('id'));
  const id = parsedId.success ? parsedId.data : null;
  if (step !== 'create' && id === null) throw new Response(null, { status: 400 });
  const api = serverApi(args.context);
  const calls = CALLS[kind];
  const controls = ['intent', 'id'];
  if (step === 'remove') {
    const removed = await callApi(api, calls.remove, { params: { id: id as number }, locale });
    return { kind, id, removed: removed.ok, message: removed.ok ? null : removed.error.message };
  }
  // Each kind's body schema, so the entry is checked as the API checks it.
  const schema = calls.create.body;
  const { submission } = await parseFormPost(args.request, schema, locale, controls);
  if (submission.status !== 'success') return { kind, id, reply: replyInvalid(submission) };
  const body = submission.value as never;
  const saved =
    step === 'create'
      ? await callApi(api, calls.create, { body, locale })
      : await callApi(api, calls.update, { params: { id: id as number }, body, locale });
  if (!saved.ok) return { kind, id, reply: replyWithFailure(submission, saved) };
  return { kind, id, reply: submission.reply({ resetForm: true }), saved: true };
}
