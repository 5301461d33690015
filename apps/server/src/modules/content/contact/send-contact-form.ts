import { RATE_LIMITS, type TContactFormRequest } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { contactRepo } from './contact.repo.ts';

export type SendContactFormOptions = UseCaseArgs<TContactFormRequest, 'limiter' | 'mailer'> & {
  ip: string;
  supportEmail: string;
};

/**
 * A message to the support desk: kept, and mailed to the support address in the same transaction. A message whose
 * honeypot field is filled came from a bot: it is answered like any other and dropped, so the bot learns nothing.
 */
export async function sendContactForm({ actor, input, db, limiter, mailer, ip, supportEmail }: SendContactFormOptions) {
  requirePermission(actor, 'create:contact-message:own');
  await limiter.consume(RATE_LIMITS.contactFormPerIp, `contact-form:ip:${ip}`);
  if (input.website) return { ok: true as const };
  const message = {
    user_id: actor.user_id,
    name: input.name,
    email: input.email,
    topic: input.topic,
    message: input.message,
    locale: actor.locale,
  };
  await db.transaction(async (tx) => {
    await contactRepo.insert(tx, message);
    await mailer.enqueue(tx, {
      to: supportEmail,
      // The desk reads English; the sender's language is in the message's row.
      locale: 'en',
      kind: 'contact_message',
      // The desk's "Reply" answers the visitor, not our no-reply sender.
      replyTo: input.email,
      // The desk is greeted without a name: the sender's name is theirs, said in the body.
      params: { name: '', sender: input.name, email: input.email, topic: input.topic, message: input.message },
    });
  });
  mailer.kick();
  return { ok: true as const };
}
