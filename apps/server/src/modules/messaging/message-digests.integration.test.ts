import { MESSAGING } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLinkBuilder } from '../../platform/http/links.ts';
import { mailsTo } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMessage } from './message.factory.ts';
import { messageDigestJob } from './message-digest-job.ts';
import { messagingKit } from './messaging-test-kit.ts';
import { sendMessageDigests } from './send-message-digests.ts';

let t: TestApp;
const kit = messagingKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});

const digest = () =>
  sendMessageDigests({ db: t.database.db, clock: t.clock, link: createLinkBuilder(t.config), registry: t.registry });
const waitUnread = () => t.clock.advance(MESSAGING.digestAfterS * 1000 + 1000);
const digestsTo = async (email: string) =>
  (await mailsTo(t.database, email)).filter((mail) => mail.kind === 'message_digest');

describe('the digest of unread messages', () => {
  it('mails the candidate once, after the set time, naming the company and never the messages', async () => {
    const { member, company } = await kit.team();
    const candidate = await kit.candidate();
    const { room } = await kit.startRoom(member.token, candidate.candidateId, 'A secret salary figure: 7777');
    await kit.send(member.token, room.id, 'And another message');
    await digest();
    expect(await digestsTo(candidate.account.email)).toEqual([]);

    waitUnread();
    await digest();
    const [mail, ...more] = await digestsTo(candidate.account.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('You have 2 unread messages on Hushwork');
    expect(mail?.text).toContain(`${company.name}: 2 new messages`);
    expect(mail?.text).toContain('http://hushwork.test/profile/conversation');
    expect(mail?.text).not.toContain('7777');

    // Run again (a retry, another instance): nothing new is mailed.
    waitUnread();
    await digest();
    expect(await digestsTo(candidate.account.email)).toHaveLength(1);
  });

  it('mails each active member of the team the candidate’s anonymous label, in their language', async () => {
    const { member, owner } = await kit.team();
    const candidate = await kit.candidate({ position: 'Data engineer' });
    const { room } = await kit.startRoom(member.token, candidate.candidateId);
    await kit.call('/api/me/rooms', { token: owner.token });
    await kit.send(candidate.token, room.id, 'Hello, I am interested.');
    waitUnread();
    await digest();
    for (const email of [member.account.email, owner.account.email]) {
      const mails = await digestsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('Data engineer: 1 new message');
      expect(mails[0]?.text).not.toContain('Quillfeather');
    }
  });

  it('leaves a blocked team member out of the company’s digest', async () => {
    const { member, owner } = await kit.team();
    const candidate = await kit.candidate();
    const { room } = await kit.startRoom(member.token, candidate.candidateId);
    await kit.send(candidate.token, room.id, 'Hello?');
    expect(
      (await kit.call(`/api/employers/${member.id}/block`, { method: 'POST', token: owner.token })).statusCode,
    ).toBe(200);
    waitUnread();
    await digest();
    expect(await digestsTo(member.account.email)).toEqual([]);
    expect(await digestsTo(owner.account.email)).toHaveLength(1);
  });

  it('sends nothing for what was read in time, or to who turned new-message mails off', async () => {
    const { member } = await kit.team();
    const reader = await kit.candidate();
    const unwilling = await kit.candidate();
    const read = await kit.startRoom(member.token, reader.candidateId);
    await kit.startRoom(member.token, unwilling.candidateId);
    await kit.call('/api/messages/isread', {
      method: 'PATCH',
      token: reader.token,
      payload: { rooms: [read.room.id] },
    });
    const off = await kit.call('/api/me/notifications', {
      method: 'POST',
      token: unwilling.token,
      payload: { settings: [{ kind: 'new_message', channel: 'email', is_enabled: false }] },
    });
    expect(off.statusCode).toBe(200);
    waitUnread();
    await digest();
    expect(await digestsTo(reader.account.email)).toEqual([]);
    expect(await digestsTo(unwilling.account.email)).toEqual([]);
  });

  it('waits out the cooldown before the next digest, then sends one for everything since', async () => {
    const { member } = await kit.team();
    const candidate = await kit.candidate();
    const { room } = await kit.startRoom(member.token, candidate.candidateId);
    waitUnread();
    await digest();
    expect(await digestsTo(candidate.account.email)).toHaveLength(1);
    const again = await kit.send(member.token, room.id, 'Did you see my message?');
    expect(again.statusCode, again.body).toBe(201);
    waitUnread();
    await digest();
    expect(await digestsTo(candidate.account.email)).toHaveLength(1);
    t.clock.advance(MESSAGING.digestCooldownS * 1000);
    // Hours later the member's access token has expired: the message is written as the call would write it.
    await createMessage(t.database.db, {
      roomId: room.id,
      senderUserId: member.user.id,
      side: 'company',
      text: 'Last try.',
      at: t.clock.now(),
    });
    waitUnread();
    await digest();
    const mails = await digestsTo(candidate.account.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('You have 2 unread messages on Hushwork');
  });

  it('runs as a job on the queue’s schedule, with the links of the server', async () => {
    const { member } = await kit.team();
    const candidate = await kit.candidate();
    await kit.startRoom(member.token, candidate.candidateId);
    waitUnread();
    const logged: unknown[] = [];
    const logger = { info: (details: unknown) => logged.push(details) } as never;
    await expect(
      messageDigestJob.run({ database: t.database, clock: t.clock, logger, registry: t.registry }),
    ).rejects.toThrow('link');
    await messageDigestJob.run({
      database: t.database,
      clock: t.clock,
      logger,
      link: createLinkBuilder(t.config),
      registry: t.registry,
    });
    expect(await digestsTo(candidate.account.email)).toHaveLength(1);
    expect(logged).toEqual([{ mails: 1 }]);
    expect(messageDigestJob.everyMs).toBe(MESSAGING.digestEveryMs);
  });
});
