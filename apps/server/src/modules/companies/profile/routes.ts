import { companies } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { Registry } from '../../../platform/registry.ts';
import type { ViewRecorder } from '../../../platform/views/view-recorder.ts';
import { createCompany } from './create-company.ts';
import { deleteCompanyNote } from './delete-company-note.ts';
import { getCompany } from './get-company.ts';
import { listCompanyVacancies } from './list-company-vacancies.ts';
import { saveCompanyNote } from './save-company-note.ts';
import { updateCompany } from './update-company.ts';

const ok = { data: { ok: true as const } };

/** A company's registration, page, profile and notes, registered against their definitions in `@hushwork/contract` (companies). */
export const companyProfileRoutes =
  ({ db, registry, views }: { db: Db; registry: Registry; views: ViewRecorder }): FastifyPluginAsync =>
  async (app) => {
    route(app, companies.createCompany, async (req) => ({
      data: await createCompany({ actor: req.actor, input: req.body, db, registry }),
    }));
    route(app, companies.getCompany, async (req) => {
      const company = await getCompany({ actor: req.actor, input: { slug: req.params.company }, db, registry });
      if (!company.is_member) views.record(req, 'company', company.id);
      return { data: company };
    });
    route(app, companies.updateCompany, async (req) => ({
      data: await updateCompany({ actor: req.actor, input: { ...req.body, id: req.params.company }, db, registry }),
    }));
    route(app, companies.saveCompanyNote, async (req) => ({
      data: await saveCompanyNote({ actor: req.actor, input: { id: req.params.id, text: req.body.text }, db }),
    }));
    route(app, companies.deleteCompanyNote, async (req) => {
      await deleteCompanyNote({ actor: req.actor, input: req.params, db });
      return ok;
    });
    route(app, companies.listCompanyVacancies, async (req) => ({
      data: await listCompanyVacancies({ actor: req.actor, input: { ...req.params, ...req.query }, db, registry }),
    }));
  };
