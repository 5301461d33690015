import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/database.ts';
import { mail_outbox } from '../platform/mail/outbox.schema.ts';
import { bearer } from './identity-helpers.ts';

type Member = { token: string; account: { email: string } };
const post = (app: FastifyInstance, url: string, token: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** The account confirms its address by the link of its verification mail, as its owner would. */
export async function confirmAddress(t: { app: FastifyInstance; database: Database }, email: string) {
  const [mail] = await t.database.db
    .select()
    .from(mail_outbox)
    .where(and(eq(mail_outbox.to_email, email), eq(mail_outbox.kind, 'verify_email')))
    .orderBy(desc(mail_outbox.id))
    .limit(1);
  const link = mail ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined;
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no verification mail to ${email}`);
  const verified = await t.app.inject({ url: `/api/auth/email-verify/${token}` });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
}

/**
 * A company account joins a team the way people do: it confirms its address (first, so that no sign-up claim joins
 * it), the owner or an admin invites it, and it accepts the invitation. Answers the accepted invitation's id.
 */
export async function joinTeam(
  t: { app: FastifyInstance; database: Database },
  managerToken: string,
  member: Member,
  position?: string,
): Promise<number> {
  const profile = await t.app.inject({ url: '/api/profile', headers: bearer(member.token) });
  if (!profile.json().data.email_verification) await confirmAddress(t, member.account.email);
  const invited = await post(t.app, '/api/employers/add', managerToken, { email: member.account.email, position });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const listed = await t.app.inject({ url: '/api/me/team-invitations', headers: bearer(member.token) });
  const invitations = listed.json().data.list as { id: number }[];
  const newest = invitations.at(-1);
  if (!newest) throw new Error(`no invitation for ${member.account.email}`);
  const accepted = await post(t.app, `/api/me/team-invitations/${newest.id}/accept`, member.token);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  return newest.id;
}
