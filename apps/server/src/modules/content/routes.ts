import { createHmac, randomBytes } from 'node:crypto';
import { content } from '@hushwork/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../platform/http/route.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { createViewRecorder, visitorOf } from '../../platform/views/view-recorder.ts';
import { commentPost } from './comments/comment-post.ts';
import { replyToComment } from './comments/reply-to-comment.ts';
import { sendContactForm } from './contact/send-contact-form.ts';
import { getPage } from './pages/get-page.ts';
import { getPost } from './posts/get-post.ts';
import { listMostViewedPosts } from './posts/list-most-viewed-posts.ts';
import { listPosts } from './posts/list-posts.ts';
import { ratePost } from './posts/rate-post.ts';

/** The content domain's calls, registered against their definitions in `@hushwork/contract` (content). */
export const contentRoutes =
  ({ database, clock, config, logger, limiter, mailer }: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    const views = createViewRecorder({ db, clock, logger, secret: config.APP_SECRET });
    app.addHook('onClose', () => views.flush());
    // A guest's vote is their address and browser, kept only as a keyed hash (as a view's mark is, ADR 0037).
    const key = config.APP_SECRET ?? randomBytes(32).toString('hex');
    const voterOf = (req: FastifyRequest) => {
      const who = visitorOf(req);
      return who.startsWith('user:')
        ? who
        : `guest:${createHmac('sha256', key).update(who).digest('base64url').slice(0, 22)}`;
    };

    route(app, content.listPosts, async (req) => ({
      data: await listPosts({ actor: req.actor, input: req.query, db }),
    }));
    route(app, content.listMostViewedPosts, async (req) => ({
      data: await listMostViewedPosts({ actor: req.actor, input: {}, db }),
    }));
    route(app, content.getPost, async (req) => {
      const post = await getPost({ actor: req.actor, input: req.params, db });
      views.record(req, 'post', post.id);
      return { data: post };
    });
    route(app, content.ratePost, async (req) => ({
      data: await ratePost({ actor: req.actor, input: req.body, db, limiter, voter: voterOf(req), ip: req.ip }),
    }));
    route(app, content.commentPost, async (req) => ({
      data: await commentPost({ actor: req.actor, input: { ...req.params, ...req.body }, db, limiter }),
    }));
    route(app, content.replyToComment, async (req) => ({
      data: await replyToComment({ actor: req.actor, input: { ...req.params, ...req.body }, db, limiter }),
    }));
    route(app, content.sendContactForm, async (req) => ({
      data: await sendContactForm({
        actor: req.actor,
        input: req.body,
        db,
        limiter,
        mailer,
        ip: req.ip,
        supportEmail: config.SUPPORT_EMAIL,
      }),
    }));
    route(app, content.getPage, async (req) => ({ data: await getPage({ actor: req.actor, input: req.params, db }) }));
  };
