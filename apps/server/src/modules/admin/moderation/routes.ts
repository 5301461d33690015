import { admin } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Actor } from '../../../platform/auth/actor.ts';
import { route } from '../../../platform/http/route.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import { listAdminCandidates, moderateCandidates } from '../../candidates/index.ts';
import {
  flagCompanies,
  getAdminCompany,
  listAdminCompanies,
  listAdminReviews,
  moderateCompanies,
  moderateReviews,
} from '../../companies/index.ts';
import { listAdminComments, moderateComments } from '../../content/index.ts';
import { flagVacancies, getAdminVacancy, listAdminVacancies, moderateVacancies } from '../../vacancies/index.ts';
import { decideModeration } from './decide-moderation.ts';
import { requireAdminArea } from './require-admin-area.ts';
import { type SetFlagsOptions, setFlags } from './set-flags.ts';

/**
 * The moderation queues and flags, registered against their definitions in `@hushwork/contract` (admin). Each call
 * checks the admin area's permission here and the owning domain's inside its use case.
 */
export const moderationRoutes =
  ({
    database,
    clock,
    mailer,
    link,
  }: Pick<ModuleContext, 'database' | 'clock' | 'mailer' | 'link'>): FastifyPluginAsync =>
  async (app) => {
    const db = database.db;
    const decide = { db, clock, mailer, link };
    const flag = <F extends string>(
      actor: Actor,
      targetType: string,
      apply: SetFlagsOptions<F>['apply'],
      name: F,
      ids: number[],
      value: boolean,
    ) => setFlags({ db, actor, input: { ids, flag: name, value }, targetType, apply });

    route(app, admin.listAdminVacancies, async (req) => ({
      data: await listAdminVacancies({ actor: requireAdminArea(req.actor), input: req.query, db }),
    }));
    route(app, admin.getAdminVacancy, async (req) => ({
      data: await getAdminVacancy({ actor: requireAdminArea(req.actor), input: req.params, db }),
    }));
    route(app, admin.moderateVacancies, async (req) => ({
      data: await decideModeration({
        ...decide,
        actor: req.actor,
        input: req.body,
        queue: 'vacancies',
        moderate: moderateVacancies,
      }),
    }));
    route(app, admin.setVacanciesVip, async (req) => ({
      data: await flag(req.actor, 'vacancies', flagVacancies, 'is_vip', req.body.ids, req.body.vip),
    }));
    route(app, admin.setVacanciesTop, async (req) => ({
      data: await flag(req.actor, 'vacancies', flagVacancies, 'is_top', req.body.ids, req.body.top),
    }));

    route(app, admin.listAdminCompanies, async (req) => ({
      data: await listAdminCompanies({ actor: requireAdminArea(req.actor), input: req.query, db }),
    }));
    route(app, admin.getAdminCompany, async (req) => ({
      data: await getAdminCompany({ actor: requireAdminArea(req.actor), input: req.params, db }),
    }));
    route(app, admin.moderateCompanies, async (req) => ({
      data: await decideModeration({
        ...decide,
        actor: req.actor,
        input: req.body,
        queue: 'companies',
        moderate: moderateCompanies,
      }),
    }));
    route(app, admin.setCompaniesSafe, async (req) => ({
      data: await flag(req.actor, 'companies', flagCompanies, 'is_safe', req.body.ids, req.body.safe),
    }));
    route(app, admin.setCompanyVipVacancies, async (req) => ({
      data: await flag(req.actor, 'companies', flagCompanies, 'vip_vacancies', [req.params.id], req.body.status),
    }));

    route(app, admin.listAdminCandidates, async (req) => ({
      data: await listAdminCandidates({ actor: requireAdminArea(req.actor), input: req.query, db }),
    }));
    route(app, admin.moderateCandidates, async (req) => ({
      data: await decideModeration({
        ...decide,
        actor: req.actor,
        input: req.body,
        queue: 'candidates',
        moderate: moderateCandidates,
      }),
    }));

    route(app, admin.listAdminReviews, async (req) => ({
      data: await listAdminReviews({ actor: requireAdminArea(req.actor), input: req.query, db }),
    }));
    route(app, admin.moderateReviews, async (req) => ({
      data: await decideModeration({
        ...decide,
        actor: req.actor,
        input: req.body,
        queue: 'reviews',
        moderate: moderateReviews,
      }),
    }));

    route(app, admin.listAdminComments, async (req) => ({
      data: await listAdminComments({ actor: requireAdminArea(req.actor), input: req.query, db }),
    }));
    route(app, admin.moderateComments, async (req) => ({
      data: await decideModeration({
        ...decide,
        actor: req.actor,
        input: req.body,
        queue: 'comments',
        moderate: moderateComments,
      }),
    }));
  };
