import { vacancies } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { ViewRecorder } from '../../../platform/views/view-recorder.ts';
import { createVacancy } from './create-vacancy.ts';
import { deleteVacancy } from './delete-vacancy.ts';
import { getVacancy } from './get-vacancy.ts';
import { listMyVacancies } from './list-my-vacancies.ts';
import { listVacancyCandidates } from './list-vacancy-candidates.ts';
import { raiseVacancy } from './raise-vacancy.ts';
import { setVacancyBonus } from './set-vacancy-bonus.ts';
import { setVacancyState } from './set-vacancy-state.ts';
import { setVacancyVip } from './set-vacancy-vip.ts';
import { updateVacancy } from './update-vacancy.ts';

/** A company's own vacancies, from the wizard to raising, VIP and bonus, registered against their definitions in `@hushwork/contract` (vacancies). */
export const vacancyManageRoutes =
  ({
    db,
    clock,
    views,
    companyPremium,
  }: {
    db: Db;
    clock: Clock;
    views: ViewRecorder;
    companyPremium: boolean;
  }): FastifyPluginAsync =>
  async (app) => {
    route(app, vacancies.createVacancy, async (req) => ({
      data: await createVacancy({
        actor: req.actor,
        input: req.body,
        db,
        clock,
        companyPremium,
      }),
    }));
    route(app, vacancies.getVacancy, async (req) => {
      const vacancy = await getVacancy({ actor: req.actor, input: req.params, db });
      if (!vacancy.can_manage) views.record(req, 'vacancy', vacancy.id);
      return { data: vacancy };
    });
    route(app, vacancies.updateVacancy, async (req) => ({
      data: await updateVacancy({ actor: req.actor, input: { ...req.body, id: req.params.id }, db }),
    }));
    route(app, vacancies.deleteVacancy, async (req) => {
      await deleteVacancy({ actor: req.actor, input: req.params, db });
      return { data: { ok: true as const } };
    });
    route(app, vacancies.listMyVacancies, async (req) => ({
      data: await listMyVacancies({ actor: req.actor, input: req.query, db }),
    }));
    route(app, vacancies.addVacancyVip, async (req) => ({
      data: await setVacancyVip({ actor: req.actor, input: { id: req.params.id, is_vip: true }, db }),
    }));
    route(app, vacancies.removeVacancyVip, async (req) => ({
      data: await setVacancyVip({ actor: req.actor, input: { id: req.params.id, is_vip: false }, db }),
    }));
    route(app, vacancies.addVacancyBonus, async (req) => ({
      data: await setVacancyBonus({
        actor: req.actor,
        input: { id: req.params.id, hiring_bonus: req.body.hiring_bonus },
        db,
      }),
    }));
    route(app, vacancies.removeVacancyBonus, async (req) => ({
      data: await setVacancyBonus({ actor: req.actor, input: { id: req.params.id, hiring_bonus: null }, db }),
    }));
    route(app, vacancies.raiseVacancy, async (req) => ({
      data: await raiseVacancy({ actor: req.actor, input: req.params, db, clock }),
    }));
    route(app, vacancies.setVacancyState, async (req) => ({
      data: await setVacancyState({ actor: req.actor, input: { id: req.params.id, state: req.body.state }, db }),
    }));
    route(app, vacancies.listVacancyCandidates, async (req) => ({
      data: await listVacancyCandidates({ actor: req.actor, input: req.query, db }),
    }));
  };
