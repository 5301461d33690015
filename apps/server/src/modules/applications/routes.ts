import { applications } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/route.ts';
import { answerOffer } from './answer-offer.ts';
import { answerOutstaffOffer } from './answer-outstaff-offer.ts';
import type { ApplicationsDeps } from './applications-deps.ts';
import { applyToVacancy } from './apply-to-vacancy.ts';
import { createOffer } from './create-offer.ts';
import { listCompanyOffers } from './list-company-offers.ts';
import { listMyApplications } from './list-my-applications.ts';
import { listMyOffers } from './list-my-offers.ts';
import { listResponses } from './list-responses.ts';
import { listVacancyResponses } from './list-vacancy-responses.ts';
import { markOfferAnswerRead } from './mark-offer-answer-read.ts';
import { markOfferRead } from './mark-offer-read.ts';
import { markResponseRead } from './mark-response-read.ts';
import { proposeQuickJob } from './propose-quick-job.ts';
import { rejectResponse } from './reject-response.ts';

/** Applications, responses and offers, registered against `@hushwork/contract` (applications); quick-apply has its own. */
export const applicationRoutes =
  (deps: ApplicationsDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, registry } = deps;
    route(app, applications.applyToVacancy, async (req) => ({
      data: await applyToVacancy({ ...deps, actor: req.actor, input: req.body }),
    }));
    route(app, applications.listVacancyResponses, async (req) => ({
      data: await listVacancyResponses({ db, registry, actor: req.actor, input: { ...req.query, id: req.params.id } }),
    }));
    route(app, applications.listResponses, async (req) => ({
      data: await listResponses({ db, registry, actor: req.actor, input: req.query }),
    }));
    route(app, applications.markResponseRead, async (req) => ({
      data: await markResponseRead({ ...deps, actor: req.actor, input: { id: req.params.id, ...req.body } }),
    }));
    route(app, applications.rejectResponse, async (req) => ({
      data: await rejectResponse({ ...deps, actor: req.actor, input: { id: req.params.id, ...req.body } }),
    }));
    route(app, applications.listMyApplications, async (req) => ({
      data: await listMyApplications({ db, actor: req.actor, input: req.query }),
    }));
    route(app, applications.createOffer, async (req) => ({
      data: await createOffer({ ...deps, actor: req.actor, input: req.body }),
    }));
    route(app, applications.proposeQuickJob, async (req) => ({
      data: await proposeQuickJob({
        ...deps,
        actor: req.actor,
        input: { ...req.body, candidate_id: req.params.candidate_id },
      }),
    }));
    for (const [endpoint, answer] of [
      [applications.approveOffer, 'approve'],
      [applications.declineOffer, 'decline'],
    ] as const) {
      route(app, endpoint, async (req) => ({
        data: await answerOffer({ ...deps, actor: req.actor, input: { id: req.params.id, answer } }),
      }));
    }
    for (const [endpoint, answer] of [
      [applications.approveOutstaffOffer, 'approve'],
      [applications.declineOutstaffOffer, 'decline'],
    ] as const) {
      route(app, endpoint, async (req) => ({
        data: await answerOutstaffOffer({ ...deps, actor: req.actor, input: { ...req.params, answer } }),
      }));
    }
    route(app, applications.listMyOffers, async (req) => ({
      data: await listMyOffers({ db, actor: req.actor, input: req.query }),
    }));
    route(app, applications.markOfferRead, async (req) => ({
      data: await markOfferRead({ db, actor: req.actor, input: { id: req.params.id, ...req.body } }),
    }));
    route(app, applications.listCompanyOffers, async (req) => ({
      data: await listCompanyOffers({ db, registry, actor: req.actor, input: req.query }),
    }));
    route(app, applications.markOfferAnswerRead, async (req) => ({
      data: await markOfferAnswerRead({ db, registry, actor: req.actor, input: { id: req.params.id, ...req.body } }),
    }));
  };
