import { z } from 'zod';
import { ZSaveCandidateRequest } from '../candidates/candidate.ts';
import { ZCandidateOwn } from '../candidates/views.ts';
import { LOCALES } from '../constants.ts';
import { dataOf } from '../envelope.ts';
import { zEmail } from '../validation.ts';

/**
 * An admin's new candidate: the worker account (no password, no mail: its owner claims it through "forgot
 * password", in `locale`) and its profile, approved at once. The profile's fields and rules are the add-resume page's.
 */
export const ZAdminCreateCandidateRequest = ZSaveCandidateRequest.extend({
  email: zEmail,
  locale: z.enum(LOCALES).default('en'),
});
export type TAdminCreateCandidateRequest = z.input<typeof ZAdminCreateCandidateRequest>;

/** A candidate as admins read and edit it: the whole profile, and the account it belongs to. */
export const ZAdminCandidateDetail = dataOf(
  ZCandidateOwn.extend({
    user_id: z.number().int(),
    account_email: z.string(),
  }).meta({ id: 'AdminCandidateDetail' }),
);
export type TAdminCandidateDetail = z.infer<typeof ZAdminCandidateDetail>['data'];
