import { resumes } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { activateMailing, deactivateMailing } from './change-mailing.ts';
import { createMailing } from './create-mailing.ts';
import { deleteMailing } from './delete-mailing.ts';
import { getMailingOptOut, setMailingOptOut, unsubscribeFromMailings } from './opt-out.ts';

/** Resume mailing's own calls; paying for one is billing's (`resume-mailing/{id}/pay`). */
export const mailingRoutes =
  ({ database, clock, payments }: ModuleContext): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    route(app, resumes.createResumeMailing, async (req, reply) => {
      reply.status(201);
      return { data: await createMailing({ actor: req.actor, input: { ...req.params, ...req.body }, db }) };
    });
    route(app, resumes.activateResumeMailing, async (req) => ({
      data: await activateMailing({ actor: req.actor, input: req.params, db, clock }),
    }));
    route(app, resumes.deactivateResumeMailing, async (req) => ({
      data: await deactivateMailing({ actor: req.actor, input: req.params, db, clock }),
    }));
    route(app, resumes.deleteResumeMailing, async (req) => ({
      data: await deleteMailing({ actor: req.actor, input: req.params, db, clock, payments }),
    }));
    route(app, resumes.getMailingOptOut, async (req) => ({
      data: await getMailingOptOut({ actor: req.actor, input: {}, db }),
    }));
    route(app, resumes.setMailingOptOut, async (req) => ({
      data: await setMailingOptOut({ actor: req.actor, input: req.body, db }),
    }));
    route(app, resumes.unsubscribeFromMailings, async (req) => ({
      data: await unsubscribeFromMailings({ actor: req.actor, input: req.body, db }),
    }));
  };
