import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RATE_LIMITS, TELEGRAM, telegram } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailsTo, newIp, registerFromNewIp } from '../../test/identity-helpers.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { applicationsKit } from '../applications/applications-test-kit.ts';
import { messagingKit } from '../messaging/messaging-test-kit.ts';
import { pruneTelegramJob } from './prune-telegram-job.ts';
import { sendTelegramNotices } from './send-telegram-notices.ts';
import { createTelegramApi } from './telegram-api.ts';

const BOT = 'hushwork_test_bot';
const BOT_TOKEN = '123456:test-bot-token';
const SECRET = 'webhook-secret-0123456789';
const SITE = 'http://hushwork.test';

/** What the stand-in for Telegram's Bot API received: the path (with the bot's token) and the JSON body. */
type Sent = { path: string; body: { chat_id: number; text: string } };
let sent: Sent[] = [];
let telegramApi: Server;

/** Telegram is out of reach: its sendMessage is answered at the HTTP boundary, as Telegram answers it. */
function startTelegramDouble(): Promise<Server> {
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    sent.push({ path: req.url ?? '', body: JSON.parse(body) });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true, result: { message_id: sent.length } }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let t: TestApp;
/** The same app with no bot configured: no username, no token, no webhook secret. */
let bare: TestApp;

beforeAll(async () => {
  telegramApi = await startTelegramDouble();
  const { port } = telegramApi.address() as AddressInfo;
  t = await createTestApp({
    TELEGRAM_BOT_USERNAME: `@${BOT}`,
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    TELEGRAM_API_URL: `http://127.0.0.1:${port}`,
  });
  bare = await createTestApp({}, { database: t.database });
});
afterAll(() => new Promise<void>((resolve) => telegramApi.close(() => resolve())));
beforeEach(() => {
  sent = [];
});

const { api, call } = testClient(() => t.app);
const botOf = (token?: string) => api(telegram.getTelegramBot, { token });
const unlink = (token?: string) => api(telegram.unlinkTelegram, { token });

let updateId = 1000;
/** A private chat's message as Telegram delivers it, with the secret; `update_id` new unless given. */
const message = (chatId: number, text: string, { language_code = 'en', update_id = ++updateId } = {}) => ({
  update_id,
  message: {
    message_id: update_id,
    date: 1_790_000_000,
    chat: { id: chatId, type: 'private', first_name: 'Olena' },
    from: { id: chatId, is_bot: false, first_name: 'Olena', language_code },
    text,
  },
});
const deliver = (update: object, { secret = SECRET, ip }: { secret?: string | null; ip?: string } = {}) =>
  api(telegram.receiveTelegramUpdate, {
    body: update as never,
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    ip,
  });

const tokenOf = (url: string) => new URL(url).searchParams.get('start') ?? '';
const page = (locale: 'en' | 'de' | 'uk') => (locale === 'en' ? `${SITE}/telegram` : `${SITE}/${locale}/telegram`);
const words = (locale: 'en' | 'de' | 'uk', reply: keyof (typeof resources)['en']['Telegram']['bot']) =>
  resources[locale].Telegram.bot[reply].replace('{{url}}', page(locale));
const said = (chatId: number, locale: 'en' | 'de' | 'uk', reply: Parameters<typeof words>[1]) => ({
  path: `/bot${BOT_TOKEN}/sendMessage`,
  body: { chat_id: chatId, text: words(locale, reply), link_preview_options: { is_disabled: true } },
});

let nextChat = 5_000_000_000;
const newChat = () => ++nextChat;

/** A worker whose chat is linked through the personal link, as a person does it. */
async function linkedWorker(locale: 'en' | 'uk' = 'en') {
  const worker = await registerFromNewIp(t.app, { role_id: 1 }, locale);
  const chatId = newChat();
  const bot = await botOf(worker.token);
  expect((await deliver(message(chatId, `/start ${tokenOf(bot.data.url)}`))).data).toEqual({
    ok: true,
    is_handled: true,
  });
  sent = [];
  return { worker, chatId };
}

describe('GET /api/telegram/bot', () => {
  it('gives a guest and an admin the plain t.me link, and no link state', async () => {
    const plain = { username: BOT, url: `https://t.me/${BOT}`, is_personal: false, is_linked: false, linked_at: null };
    const guest = await botOf();
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ data: plain });
    expect((await botOf((await signIn(t, 'admin')).token)).json()).toEqual({ data: plain });
  });

  it('gives a job seeker and an employer a personal link holding a one-time token, not linked yet', async () => {
    for (const role of ['worker', 'company'] as const) {
      const { token } = await signIn(t, role);
      const answer = await botOf(token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        data: {
          username: BOT,
          url: expect.stringMatching(new RegExp(`^https://t\\.me/${BOT}\\?start=[A-Za-z0-9_-]{43}$`)),
          is_personal: true,
          is_linked: false,
          linked_at: null,
        },
      });
      // Each reading makes a new token: the page just opened is the one whose button works.
      expect(tokenOf((await botOf(token)).data.url)).not.toBe(tokenOf(answer.data.url));
    }
  });

  it('answers TELEGRAM_BOT_NOT_CONFIGURED (404) when no bot username is set', async () => {
    const worker = await registerFromNewIp(t.app, { role_id: 1 });
    for (const token of [undefined, worker.token]) {
      const answer = await testClient(bare.app).api(telegram.getTelegramBot, { token });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        code: 'TELEGRAM_BOT_NOT_CONFIGURED',
        message: resources.en.errors.TELEGRAM_BOT_NOT_CONFIGURED,
      });
    }
  });
});

describe('POST /api/telegram: who may deliver', () => {
  it('refuses a call without the secret header, or with a wrong one, and sends nothing', async () => {
    for (const secret of [null, 'wrong-secret-0123456789', `${SECRET}x`, SECRET.slice(0, -1)]) {
      const answer = await deliver(message(newChat(), '/start'), { secret, ip: newIp() });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        code: 'TELEGRAM_WEBHOOK_REFUSED',
        message: resources.en.errors.TELEGRAM_WEBHOOK_REFUSED,
      });
    }
    expect(sent).toEqual([]);
  });

  it('refuses everything when no secret is configured, the right-looking one included', async () => {
    const answer = await testClient(bare.app).api(telegram.receiveTelegramUpdate, {
      body: message(newChat(), '/start'),
      headers: { 'x-telegram-bot-api-secret-token': SECRET },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('TELEGRAM_WEBHOOK_REFUSED');
  });

  it('answers 429 once one address has guessed wrong too often, and still lets Telegram through', async () => {
    const ip = newIp();
    const { limit } = RATE_LIMITS.telegramWebhookFailuresPerIp;
    for (let i = 0; i < limit; i += 1)
      expect((await deliver(message(newChat(), '/start'), { secret: `guess-${i}-0123456789`, ip })).statusCode).toBe(
        403,
      );
    const blocked = await deliver(message(newChat(), '/start'), { secret: 'guess-last-0123456789', ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await deliver(message(newChat(), '/start'))).statusCode).toBe(200);
  });

  it('refuses a malformed update with 422 and a message per field, never a 500', async () => {
    const broken = await deliver({ update_id: 'seven', message: { message_id: 1, chat: { id: 'x' }, text: 5 } });
    expect(broken.statusCode).toBe(422);
    const body = broken.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).sort()).toEqual(['message.chat.id', 'message.text', 'update_id']);
    for (const messages of Object.values(body.errors) as string[][]) expect(messages[0]).toEqual(expect.any(String));
    for (const update of [{}, { update_id: -1 }, { update_id: 1.5 }, { update_id: 2 ** 60 }, []])
      expect((await deliver(update)).statusCode).toBe(422);
    const notJson = await call('/api/telegram', {
      method: 'POST',
      payload: '{"update_id":',
      headers: { 'x-telegram-bot-api-secret-token': SECRET, 'content-type': 'application/json' },
    } as never);
    expect(notJson.statusCode).toBe(400);
    expect(sent).toEqual([]);
  });

  it('answers 200 and does nothing for updates it has no use for', async () => {
    const chatId = newChat();
    const unknown = [
      {
        update_id: ++updateId,
        edited_message: { message_id: 1, chat: { id: chatId, type: 'private' }, text: '/stop' },
      },
      { update_id: ++updateId, my_chat_member: { chat: { id: chatId } }, some_future_field: { nested: [1, 2] } },
      message(chatId, 'hello there'),
      message(chatId, '/help'),
      { update_id: ++updateId, message: { message_id: 1, chat: { id: chatId, type: 'private' } } },
      {
        ...message(-100_123, '/start'),
        message: { ...message(-100_123, '/start').message, chat: { id: -100_123, type: 'group' } },
      },
    ];
    for (const update of unknown) {
      const answer = await deliver(update);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: { ok: true, is_handled: false } });
    }
    expect(sent).toEqual([]);
  });
});

describe('POST /api/telegram: /start and /stop', () => {
  it('links the chat to the account of the personal link and says so in the account’s language', async () => {
    const worker = await registerFromNewIp(t.app, { role_id: 1 }, 'uk');
    const chatId = newChat();
    const bot = await botOf(worker.token);
    const answer = await deliver(message(chatId, `/start ${tokenOf(bot.data.url)}`, { language_code: 'de' }));
    expect(answer.json()).toEqual({ data: { ok: true, is_handled: true } });
    expect(sent).toEqual([said(chatId, 'uk', 'linked')]);
    const after = (await botOf(worker.token)).data;
    expect(after).toMatchObject({ is_linked: true, linked_at: t.clock.now().toISOString() });
  });

  it('greets a /start without a token in the language of the person’s Telegram, and repeats the link state once linked', async () => {
    const chatId = newChat();
    await deliver(message(chatId, '/start', { language_code: 'de-AT' }));
    await deliver(message(chatId, `/start@${BOT}`, { language_code: 'pt-br' }));
    expect(sent).toEqual([said(chatId, 'de', 'welcome'), said(chatId, 'en', 'welcome')]);
    const linked = await linkedWorker('uk');
    await deliver(message(linked.chatId, '/start', { language_code: 'de' }));
    expect(sent).toEqual([said(linked.chatId, 'uk', 'linked')]);
  });

  it('changes nothing twice and answers once when Telegram delivers the same update again', async () => {
    const worker = await registerFromNewIp(t.app, { role_id: 1 });
    const chatId = newChat();
    const update = message(chatId, `/start ${tokenOf((await botOf(worker.token)).data.url)}`);
    expect((await deliver(update)).json().data.is_handled).toBe(true);
    await unlink(worker.token);
    sent = [];
    // The retry of the linking update must not link the account again after the person unlinked it.
    const replay = await deliver(update);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ data: { ok: true, is_handled: false } });
    expect(sent).toEqual([]);
    expect((await botOf(worker.token)).data.is_linked).toBe(false);
  });

  it('refuses a used, an expired, a replaced and a made-up token, in the language of the person’s Telegram', async () => {
    const worker = await registerFromNewIp(t.app, { role_id: 1 });
    const used = tokenOf((await botOf(worker.token)).data.url);
    await deliver(message(newChat(), `/start ${used}`));
    const replaced = tokenOf((await botOf(worker.token)).data.url);
    const expired = tokenOf((await botOf(worker.token)).data.url);
    t.clock.advance((TELEGRAM.linkTokenMinutes * 60 + 1) * 1000);
    sent = [];
    const chatId = newChat();
    for (const token of [used, replaced, expired, 'made-up-token', 'x'.repeat(200), '<script>']) {
      const answer = await deliver(message(chatId, `/start ${token}`, { language_code: 'uk' }));
      expect(answer.json().data.is_handled).toBe(true);
    }
    expect(sent).toEqual(Array(6).fill(said(chatId, 'uk', 'tokenInvalid')));
    // The first chat stays linked; the refused chat is linked to nobody.
    expect((await botOf(worker.token)).data.is_linked).toBe(true);
    await deliver(message(chatId, '/stop', { language_code: 'uk' }));
    expect(sent.at(-1)).toEqual(said(chatId, 'uk', 'notLinked'));
  });

  it('unlinks on /stop, in the account’s language, and then knows the chat no more', async () => {
    const { worker, chatId } = await linkedWorker('uk');
    await deliver(message(chatId, '/stop', { language_code: 'en' }));
    await deliver(message(chatId, '/stop', { language_code: 'de' }));
    expect(sent).toEqual([said(chatId, 'uk', 'unlinked'), said(chatId, 'de', 'notLinked')]);
    expect((await botOf(worker.token)).data).toMatchObject({ is_linked: false, linked_at: null });
  });

  it('moves a chat to the account that links it last, and an account to its newest chat', async () => {
    const first = await linkedWorker();
    const second = await registerFromNewIp(t.app, { role_id: 2 });
    await deliver(message(first.chatId, `/start ${tokenOf((await botOf(second.token)).data.url)}`));
    expect((await botOf(first.worker.token)).data.is_linked).toBe(false);
    expect((await botOf(second.token)).data.is_linked).toBe(true);
    const otherChat = newChat();
    await deliver(message(otherChat, `/start ${tokenOf((await botOf(second.token)).data.url)}`));
    sent = [];
    await deliver(message(first.chatId, '/stop'));
    expect(sent).toEqual([said(first.chatId, 'en', 'notLinked')]);
    expect((await botOf(second.token)).data.is_linked).toBe(true);
  });

  it('stops answering a chat that floods the bot, without a status Telegram would retry', async () => {
    const chatId = newChat();
    const { limit } = RATE_LIMITS.telegramCommandsPerChat;
    const answers = [];
    for (let i = 0; i <= limit; i += 1) answers.push(await deliver(message(chatId, '/start')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(limit + 1).fill(200));
    expect(answers.at(-1)?.json().data.is_handled).toBe(false);
    expect(sent).toHaveLength(limit);
    t.clock.advance(RATE_LIMITS.telegramCommandsPerChat.windowS * 1000);
    expect((await deliver(message(chatId, '/start'))).json().data.is_handled).toBe(true);
  });

  it('forgets handled update ids after the retention, and expired tokens with them', async () => {
    const chatId = newChat();
    const update = message(chatId, '/start');
    await deliver(update);
    t.clock.advance(TELEGRAM.updateRetentionDays * 24 * 60 * 60 * 1000 + 1000);
    await pruneTelegramJob.run({ database: t.database, clock: t.clock, logger: t.app.log, registry: t.registry });
    expect((await deliver(update)).json().data.is_handled).toBe(true);
  });
});

describe('DELETE /api/me/telegram', () => {
  it('unlinks the account, tells the chat in the reader’s language, and is no error when repeated', async () => {
    const { worker, chatId } = await linkedWorker();
    const answer = await api(telegram.unlinkTelegram, { token: worker.token, locale: 'de' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { is_linked: false, linked_at: null } });
    expect(sent).toEqual([said(chatId, 'de', 'unlinked')]);
    expect((await botOf(worker.token)).data.is_linked).toBe(false);
    const again = await unlink(worker.token);
    expect(again.json()).toEqual({ data: { is_linked: false, linked_at: null } });
    expect(sent).toHaveLength(1);
  });

  it('answers a guest 401 and an admin 403', async () => {
    expect((await unlink()).statusCode).toBe(401);
    const admin = await unlink((await signIn(t, 'admin')).token);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().code).toBe('FORBIDDEN');
  });
});

describe('erasing an account', () => {
  it('takes its chat id and open token with it', async () => {
    const { worker, chatId } = await linkedWorker();
    const open = tokenOf((await botOf(worker.token)).data.url);
    const eraser = t.registry.ports.personalDataErasers?.find((candidate) => candidate.name === 'telegram');
    await t.database.db.transaction(async (tx) =>
      eraser?.erase(tx, { user_id: worker.user.id, email: worker.account.email, name: worker.account.name }),
    );
    sent = [];
    await deliver(message(chatId, '/stop'));
    await deliver(message(newChat(), `/start ${open}`));
    expect(sent.map((entry) => entry.body.text)).toEqual([words('en', 'notLinked'), words('en', 'tokenInvalid')]);
  });
});

describe('notices to a linked chat', () => {
  const kit = applicationsKit(() => t);
  const bot = () => createTelegramApi({ config: t.config, logger: pino({ level: 'silent' }) });
  const offer = (token: string, payload: object) => kit.call('/api/job-offers', { method: 'POST', token, payload });

  async function linkedCandidate() {
    const seeker = await kit.candidate();
    const chatId = newChat();
    await deliver(message(chatId, `/start ${tokenOf((await botOf(seeker.token)).data.url)}`));
    sent = [];
    return { seeker, chatId };
  }

  it('tells a linked job seeker of an offer in their chat, once, naming the company and the vacancy only', async () => {
    const acme = await kit.company('Acme Telegram');
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id, { title: 'Payments Engineer' });
    const { seeker, chatId } = await linkedCandidate();
    const made = await offer(acme.member.token, {
      candidate_id: seeker.candidateId,
      vacancy_id: vacancy.id,
      message: 'Join us, please.',
    });
    expect(made.statusCode).toBe(201);
    expect(sent).toEqual([]);
    expect(await sendTelegramNotices(t.database.db, bot())).toBe(1);
    expect(sent).toEqual([
      {
        path: `/bot${BOT_TOKEN}/sendMessage`,
        body: {
          chat_id: chatId,
          text: `Acme Telegram offers you a job: “Payments Engineer”. Answer it: ${SITE}/profile/offers`,
          link_preview_options: { is_disabled: true },
        },
      },
    ]);
    // Sent is gone from the outbox: a second run sends nothing.
    expect(await sendTelegramNotices(t.database.db, bot())).toBe(0);
    expect(sent).toHaveLength(1);

    // The company hears of the answer; its member has no chat linked, so nothing waits for them.
    const id = made.json().data.id as number;
    expect((await kit.call(`/api/job-offers/${id}/approve`, { method: 'POST', token: seeker.token })).statusCode).toBe(
      200,
    );
    expect(await sendTelegramNotices(t.database.db, bot())).toBe(0);
  });

  it('sends nothing of a kind turned off for Telegram, and drops a notice whose chat was unlinked', async () => {
    const acme = await kit.company('Quiet Telegram');
    const first = await kit.vacancy(acme.id, acme.owner.user.id, { title: 'Quiet Role' });
    const second = await kit.vacancy(acme.id, acme.owner.user.id, { title: 'Second Quiet Role' });
    const { seeker } = await linkedCandidate();
    const off = await kit.call('/api/me/notifications', {
      method: 'POST',
      token: seeker.token,
      payload: { settings: [{ kind: 'job_offer', channel: 'telegram', is_enabled: false }] },
    });
    expect(off.statusCode).toBe(200);
    await offer(acme.owner.token, {
      candidate_id: seeker.candidateId,
      vacancy_id: first.id,
      message: 'Join us, please.',
    });
    expect(await sendTelegramNotices(t.database.db, bot())).toBe(0);

    const { seeker: other } = await linkedCandidate();
    await offer(acme.owner.token, {
      candidate_id: other.candidateId,
      vacancy_id: second.id,
      message: 'Join us, please.',
    });
    expect((await unlink(other.token)).statusCode).toBe(200);
    sent = [];
    expect(await sendTelegramNotices(t.database.db, bot())).toBe(0);
    expect(sent).toEqual([]);
  });
});

describe('the digest of unread messages in a linked chat', () => {
  const kit = messagingKit(() => t);
  const bot = () => createTelegramApi({ config: t.config, logger: pino({ level: 'silent' }) });

  it('tells how many messages wait, never what they say or who wrote, even with mails turned off', async () => {
    const { member, company } = await kit.team();
    const candidate = await kit.candidate();
    const chatId = newChat();
    await deliver(message(chatId, `/start ${tokenOf((await botOf(candidate.token)).data.url)}`));
    const off = await kit.call('/api/me/notifications', {
      method: 'POST',
      token: candidate.token,
      payload: { settings: [{ kind: 'new_message', channel: 'email', is_enabled: false }] },
    });
    expect(off.statusCode).toBe(200);
    const { room } = await kit.startRoom(member.token, candidate.candidateId, 'A secret salary figure: 7777');
    await kit.send(member.token, room.id, 'And another message');
    await kit.digestDue();
    sent = [];
    expect(await sendTelegramNotices(t.database.db, bot())).toBe(1);
    expect(sent.map((entry) => entry.body)).toEqual([
      {
        chat_id: chatId,
        text: `Messages are waiting for you on Hushwork (unread: 2). Read them: ${SITE}/profile/conversation`,
        link_preview_options: { is_disabled: true },
      },
    ]);
    expect(JSON.stringify(sent)).not.toContain(company.name);
    expect((await mailsTo(t.database, candidate.account.email)).map((mail) => mail.kind)).not.toContain(
      'message_digest',
    );
  });
});
