import { admin, CONTENT, content, RATE_LIMITS } from '@hushwork/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { contact_messages } from './content.schema.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'desk@hushwork.test' });
  adminToken = (await signIn(t, 'admin')).token;
});
const { api, call } = testClient(() => t.app);

const SLUG = 'how-to-write-resume';
const article = async (locale = 'en', token?: string) => api(content.getPost, { params: { id: SLUG }, locale, token });

describe('reading the blog', () => {
  it('lists the 21 articles newest first in the reader’s language, a page at a time, and by category', async () => {
    const first = await api(content.listPosts, { query: {} });
    expect(first.statusCode).toBe(200);
    expect(first.data.total).toBe(21);
    expect(first.data.pages).toBe(Math.ceil(21 / CONTENT.postsPageSize));
    expect(first.data.list).toHaveLength(CONTENT.postsPageSize);
    const dates = first.data.list.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const german = await api(content.listPosts, { query: {}, locale: 'de' });
    expect(german.data.list.map((post) => post.slug)).toEqual(first.data.list.map((post) => post.slug));
    expect(german.data.list[0]!.title).not.toBe(first.data.list[0]!.title);

    const interviews = await api(content.listPosts, { query: { category: 'interview' } });
    expect(interviews.data.list.length).toBeGreaterThan(0);
    expect(interviews.data.list.every((post) => post.category === 'interview')).toBe(true);
    expect((await call('/api/posts?category=gossip')).statusCode).toBe(422);
  });

  it('gives an article by slug or number with its contents, related articles and a reading time', async () => {
    const post = await article('uk');
    expect(post.statusCode).toBe(200);
    expect(post.data.slug).toBe(SLUG);
    expect(post.data.toc.length).toBeGreaterThanOrEqual(4);
    // Each entry of the contents is an anchor of the body.
    for (const entry of post.data.toc) expect(post.data.body_html).toContain(`id="${entry.id}"`);
    expect(post.data.reading_minutes).toBeGreaterThanOrEqual(3);
    expect(post.data.related.length).toBeGreaterThanOrEqual(2);
    // Links to other articles take the reader's language.
    expect(post.data.body_html).toMatch(/href="\/uk\/blog\/[a-z-]+"/);
    expect(post.data.body_html).not.toMatch(/<script|onerror=|javascript:/i);
    const byNumber = await api(content.getPost, { params: { id: post.data.id }, locale: 'uk' });
    expect(byNumber.data.title).toBe(post.data.title);
    expect((await api(content.getPost, { params: { id: 'no-such-article' } })).json()).toMatchObject({
      code: 'POST_NOT_FOUND',
    });
  });

  it('counts a reader’s views once a day and puts the most read first', async () => {
    const before = (await article()).data.views;
    await article('en', (await register(t.app)).token);
    const reader = await register(t.app);
    await article('en', reader.token);
    await article('en', reader.token);
    // The count is written after the answer: wait for it rather than for a time.
    await expect.poll(async () => (await article('de')).data.views).toBeGreaterThanOrEqual(before + 2);
    const top = await api(content.listMostViewedPosts, {});
    expect(top.data.list[0]!.slug).toBe(SLUG);
    expect(top.data.list).toHaveLength(CONTENT.mostViewedSize);
  });

  it('serves the legal pages with their version date, in each language', async () => {
    for (const name of CONTENT.pages) {
      const page = await api(content.getPage, { params: { name }, locale: 'pl' });
      expect(page.statusCode).toBe(200);
      expect(page.data.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.data.toc.length).toBeGreaterThan(3);
    }
    expect((await call('/api/pages/imprint')).statusCode).toBe(422);
  });

  it('lists the blog, every article and the legal pages in the sitemap with the day each changed', async () => {
    const blog = (await call('/sitemaps/blog.xml')).body;
    expect(blog).toMatch(new RegExp(`<loc>[^<]+/de/blog/${SLUG}</loc>\\s*<lastmod>2026-01-20T12:00:00.000Z</lastmod>`));
    expect(blog.match(/<loc>[^<]+\/blog\/[a-z0-9-]+<\/loc>\s*<lastmod>/g)).toHaveLength(21 * 5);
    const legal = (await call('/sitemaps/legal.xml')).body;
    expect(legal).toMatch(/<loc>[^<]+\/uk\/privacy<\/loc>\s*<lastmod>2026-11-01T00:00:00.000Z<\/lastmod>/);
    for (const name of CONTENT.pages) expect(legal).toContain(`/pl/${name}</loc>`);
  });
});

describe('rating an article', () => {
  it('counts one vote per reader: a second vote replaces the first', async () => {
    const { data: post } = await article();
    const reader = await register(t.app);
    const rate = (rating: number, token?: string, ip?: string) =>
      api(content.ratePost, { body: { post_id: post.id, rating }, token, ip });
    const first = await rate(2, reader.token);
    expect(first.data).toMatchObject({ mine: 2, count: post.rating.count + 1 });
    const changed = await rate(5, reader.token);
    expect(changed.data).toMatchObject({ mine: 5, count: post.rating.count + 1 });
    const guest = await rate(4, undefined, '203.0.113.7');
    expect(guest.data.count).toBe(post.rating.count + 2);
    expect((await rate(6)).statusCode).toBe(422);
    expect((await api(content.ratePost, { body: { post_id: 2_000_000, rating: 3 } })).statusCode).toBe(404);
  });

  it('limits the votes from one address', async () => {
    const { data: post } = await article();
    const ip = '203.0.113.99';
    for (let i = 0; i < RATE_LIMITS.postRatingPerIp.limit; i += 1)
      await api(content.ratePost, { body: { post_id: post.id, rating: 4 }, ip });
    expect((await api(content.ratePost, { body: { post_id: post.id, rating: 4 }, ip })).statusCode).toBe(429);
  });
});

describe('commenting', () => {
  it('asks a guest to sign in, and shows a signed-in reader’s comment only once an admin approved it', async () => {
    const { data: post } = await article();
    const guest = await api(content.commentPost, { params: { id: post.id }, body: { text: 'Very useful, thanks!' } });
    expect(guest.statusCode).toBe(401);

    const author = await register(t.app, { name: 'Pavlo Private' });
    const posted = await api(content.commentPost, {
      token: author.token,
      params: { id: post.id },
      body: { text: '  Very useful, thanks!  ' },
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.data).toMatchObject({
      post_id: post.id,
      parent_id: null,
      text: 'Very useful, thanks!',
      author_role: 'worker',
      moderation_status: 'pending',
    });
    expect((await article()).data.comments.map((comment) => comment.id)).not.toContain(posted.data.id);

    const queue = await api(admin.listAdminComments, { token: adminToken, query: { status: 'pending' } });
    expect(queue.data.list.map((row) => row.id)).toContain(posted.data.id);
    const stats = await api(admin.getAdminStatistics, { token: adminToken });
    expect(stats.data.queues.comments).toBeGreaterThanOrEqual(1);
    const decided = await api(admin.moderateComments, {
      token: adminToken,
      body: { ids: [posted.data.id], status: 'approved' },
    });
    expect(decided.data).toEqual({ changed: [posted.data.id], not_found: [] });

    const shown = await article();
    const comment = shown.data.comments.find((row) => row.id === posted.data.id);
    expect(comment).toEqual({
      id: posted.data.id,
      text: 'Very useful, thanks!',
      author_role: 'worker',
      created_at: posted.data.created_at,
      replies: [],
    });
    // Readers learn the author's role, never who they are.
    expect(shown.body).not.toContain('Pavlo');
    expect(shown.body).not.toContain(author.account.email);
  });

  it('threads answers one level deep, and refuses answers to a comment nobody approved', async () => {
    const { data: post } = await article('pl');
    const asker = await register(t.app);
    const question = await api(content.commentPost, {
      token: asker.token,
      params: { id: post.id },
      body: { text: 'Does this work for a junior QA resume?' },
    });
    const company = await signIn(t, 'company');
    const early = await api(content.replyToComment, {
      token: company.token,
      params: { id: question.data.id },
      body: { text: 'Yes, it does.' },
    });
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ code: 'COMMENT_NOT_FOUND' });
    const unknown = await api(content.replyToComment, {
      token: company.token,
      params: { id: 2_000_000 },
      body: { text: 'Anyone there?' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'COMMENT_NOT_FOUND' });
    await api(admin.moderateComments, { token: adminToken, body: { ids: [question.data.id], status: 'approved' } });

    const answer = await api(content.replyToComment, {
      token: company.token,
      params: { id: question.data.id },
      body: { text: 'Yes, it does.' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.data).toMatchObject({ parent_id: question.data.id, author_role: 'company' });
    await api(admin.moderateComments, { token: adminToken, body: { ids: [answer.data.id], status: 'approved' } });
    // An answer to the answer joins the same thread.
    const deeper = await api(content.replyToComment, {
      token: asker.token,
      params: { id: answer.data.id },
      body: { text: 'Thank you!' },
    });
    expect(deeper.data.parent_id).toBe(question.data.id);

    const thread = (await article('pl')).data.comments.find((row) => row.id === question.data.id);
    expect(thread?.replies.map((row) => [row.text, row.author_role])).toEqual([['Yes, it does.', 'company']]);
  });

  it('asks a guest answering a comment to sign in', async () => {
    const { data: post } = await article();
    const asker = await register(t.app);
    const question = await api(content.commentPost, {
      token: asker.token,
      params: { id: post.id },
      body: { text: 'Is a photo needed?' },
    });
    await api(admin.moderateComments, { token: adminToken, body: { ids: [question.data.id], status: 'approved' } });
    const guest = await api(content.replyToComment, { params: { id: question.data.id }, body: { text: 'No.' } });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses links, e-mail addresses and empty text with a message per field, in the reader’s language', async () => {
    const { data: post } = await article();
    const writer = await register(t.app);
    for (const text of ['Write me at ola@example.com', 'See https://spam.example/offer', '   ']) {
      const refused = await api(content.commentPost, {
        token: writer.token,
        params: { id: post.id },
        body: { text },
        locale: 'de',
      });
      expect(refused.statusCode).toBe(422);
      const body = refused.json() as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors)).toEqual(['text']);
      expect(body.errors.text?.[0]).not.toMatch(/^validation:/);
    }
  });

  it('mails the author a rejection’s reason in their language', async () => {
    const { data: post } = await article();
    const author = await register(t.app, {}, 'ru');
    const posted = await api(content.commentPost, {
      token: author.token,
      params: { id: post.id },
      body: { text: 'Buy followers cheap, best offer' },
    });
    await api(admin.moderateComments, {
      token: adminToken,
      body: { ids: [posted.data.id], status: 'rejected', reason: 'Реклама запрещена правилами' },
    });
    const [mail] = (await mailsTo(t.database, author.account.email)).filter(
      (row) => row.kind === 'moderation_rejected',
    );
    expect(mail?.subject).toBeTruthy();
    expect(mail?.html).toContain('Реклама запрещена правилами');
    expect(mail?.html).toContain('Buy followers cheap');
    expect((await article()).data.comments.map((row) => row.id)).not.toContain(posted.data.id);
  });
});

describe('the comments’ rate limit', () => {
  it('refuses the 11th comment of an hour, answers counting with comments, until the hour is over', async () => {
    const { limit, windowS } = RATE_LIMITS.postCommentPerUser;
    expect(limit).toBe(10);
    const { data: post } = await article();
    const asker = await register(t.app);
    const question = await api(content.commentPost, {
      token: asker.token,
      params: { id: post.id },
      body: { text: 'Which format do recruiters prefer?' },
    });
    await api(admin.moderateComments, { token: adminToken, body: { ids: [question.data.id], status: 'approved' } });

    const writer = await register(t.app);
    const comment = (n: number) =>
      api(content.commentPost, { token: writer.token, params: { id: post.id }, body: { text: `Thought number ${n}` } });
    const answer = (n: number) =>
      api(content.replyToComment, {
        token: writer.token,
        params: { id: question.data.id },
        body: { text: `Answer number ${n}` },
      });
    for (let n = 1; n <= limit; n += 1) expect((await (n % 2 ? comment(n) : answer(n))).statusCode, `#${n}`).toBe(201);
    expect((await answer(limit + 1)).statusCode).toBe(429);
    expect((await comment(limit + 1)).statusCode).toBe(429);
    // Another reader is not held back by this one.
    expect(
      (await api(content.commentPost, { token: asker.token, params: { id: post.id }, body: { text: 'Thanks' } }))
        .statusCode,
    ).toBe(201);

    t.clock.advance(windowS * 1000 + 1000);
    expect((await comment(limit + 2)).statusCode).toBe(201);
  });
});

describe('the contact form', () => {
  const message = {
    name: 'Iryna',
    email: 'iryna@example.com',
    topic: 'billing' as const,
    message: 'Where can I download the invoice for my last order?',
  };

  it('keeps the message and mails it to the support address', async () => {
    const sent = await api(content.sendContactForm, { body: message, ip: '198.51.100.1' });
    expect(sent.statusCode).toBe(202);
    const mails = await mailsTo(t.database, 'desk@hushwork.test');
    expect(mails.at(-1)?.html).toContain('Where can I download the invoice');
    expect(mails.at(-1)?.html).toContain('iryna@example.com');
    // The desk is greeted as the desk, not by the visitor's name.
    expect(mails.at(-1)?.text).toMatch(/^Hello,\n/);
    expect(mails.at(-1)?.text).toContain('From Iryna <iryna@example.com>');
    // The desk's "Reply" answers the visitor.
    expect(mails.at(-1)?.reply_to).toBe('iryna@example.com');
    const rows = await t.database.db.select().from(contact_messages).where(eq(contact_messages.email, message.email));
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: null,
        name: 'Iryna',
        topic: 'billing',
        message: message.message,
        locale: 'en',
      }),
    ]);
  });

  it('drops a message whose hidden field a bot filled, answering as if it were sent', async () => {
    const before = (await mailsTo(t.database, 'desk@hushwork.test')).length;
    const bot = await api(content.sendContactForm, {
      body: { ...message, email: 'bot@example.com', website: 'https://bot.example' },
      ip: '198.51.100.2',
    });
    expect(bot.statusCode).toBe(202);
    expect(await mailsTo(t.database, 'desk@hushwork.test')).toHaveLength(before);
    const rows = await t.database.db
      .select()
      .from(contact_messages)
      .where(eq(contact_messages.email, 'bot@example.com'));
    expect(rows).toEqual([]);
  });

  it('names each bad field, and limits the messages from one address', async () => {
    const bad = await call('/api/contact-form', {
      method: 'POST',
      payload: { name: '', email: 'not-an-address', topic: 'gossip', message: 'short' },
      ip: '198.51.100.3',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors).sort()).toEqual([
      'email',
      'message',
      'name',
      'topic',
    ]);
    for (let i = 0; i < RATE_LIMITS.contactFormPerIp.limit; i += 1)
      await api(content.sendContactForm, { body: message, ip: '198.51.100.4' });
    expect((await api(content.sendContactForm, { body: message, ip: '198.51.100.4' })).statusCode).toBe(429);
  });
});

describe('who may moderate comments', () => {
  it('answers a guest 401 and a job seeker or company 403', async () => {
    expect((await api(admin.listAdminComments, { query: {} })).statusCode).toBe(401);
    for (const role of ['worker', 'company'] as const) {
      const { token } = await signIn(t, role);
      expect((await api(admin.listAdminComments, { token, query: {} })).statusCode).toBe(403);
      const decided = await api(admin.moderateComments, { token, body: { ids: [1], status: 'approved' } });
      expect(decided.statusCode).toBe(403);
    }
  });
});

describe('every content call as each role, and bad input', () => {
  it('reads the blog alike for a guest, a job seeker, a company and an admin, and none learns who reads', async () => {
    const worker = await register(t.app, {});
    const company = await register(t.app, { role_id: 2 });
    for (const token of [undefined, worker.token, company.token, adminToken]) {
      const list = await api(content.listPosts, { ...(token ? { token } : {}), query: {} });
      expect(list.statusCode).toBe(200);
      expect(list.data.list.length).toBeGreaterThan(0);
      expect((await api(content.listMostViewedPosts, { ...(token ? { token } : {}) })).statusCode).toBe(200);
      expect((await article('en', token)).data.slug).toBe(SLUG);
    }
  });

  it('answers an unknown or malformed article as not found, for reading, rating and commenting', async () => {
    const reader = await register(t.app, {});
    for (const id of ['no-such-article', '99999999', 'bad slug!', '%00']) {
      const read = await call(`/api/posts/${encodeURIComponent(id)}`);
      expect(read.statusCode, id).toBeLessThan(500);
      expect([400, 404, 422], id).toContain(read.statusCode);
    }
    const missing = await api(content.commentPost, {
      token: reader.token,
      params: { id: 99_999_999 },
      body: { text: 'Where is this article?' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('POST_NOT_FOUND');
    const rated = await api(content.ratePost, { token: reader.token, body: { post_id: 99_999_999, rating: 5 } });
    expect(rated.statusCode).toBeGreaterThanOrEqual(400);
    expect(rated.statusCode).toBeLessThan(500);
  });

  it('takes a comment from a company and from an admin as from anyone, waiting for moderation, with their role', async () => {
    const { data: post } = await article();
    const company = await register(t.app, { role_id: 2 });
    for (const [token, role] of [
      [company.token, 'company'],
      [adminToken, 'admin'],
    ] as const) {
      const posted = await api(content.commentPost, {
        token,
        params: { id: post.id },
        body: { text: `From a ${role}` },
      });
      expect(posted.statusCode, role).toBe(201);
      expect(posted.data).toMatchObject({ author_role: role, moderation_status: 'pending' });
    }
  });

  it('keeps a signed-in reader’s contact message with their account, in their language', async () => {
    const reader = await register(t.app, {});
    const sent = await api(content.sendContactForm, {
      token: reader.token,
      locale: 'pl',
      body: { name: 'Ola', email: 'ola@example.com', topic: 'other', message: 'Czy mogę zmienić język konta?' },
      ip: '198.51.100.77',
    });
    expect(sent.statusCode).toBe(202);
    const [row] = await t.database.db
      .select()
      .from(contact_messages)
      .where(eq(contact_messages.email, 'ola@example.com'));
    expect(row).toMatchObject({ user_id: reader.user.id, locale: 'pl' });
  });
});
