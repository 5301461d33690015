import { companies } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import { commentCompanyReview } from './comment-company-review.ts';
import { createCompanyReview } from './create-company-review.ts';
import { getCompanyReview } from './get-company-review.ts';
import { listCompanyReviews } from './list-company-reviews.ts';
import { updateCompanyReview } from './update-company-review.ts';

/** Company reviews and their comments, registered against their definitions in `@hushwork/contract`. */
export const reviewRoutes =
  ({ db }: { db: Db }): FastifyPluginAsync =>
  async (app) => {
    route(app, companies.listCompanyReviews, async (req) => ({
      data: await listCompanyReviews({ actor: req.actor, input: { id: req.params.id, page: req.query.page }, db }),
    }));
    route(app, companies.createCompanyReview, async (req) => ({
      data: await createCompanyReview({ actor: req.actor, input: { id: req.params.id, review: req.body }, db }),
    }));
    route(app, companies.getCompanyReview, async (req) => ({
      data: await getCompanyReview({ actor: req.actor, input: { slug: req.params.company, id: req.params.id }, db }),
    }));
    route(app, companies.updateCompanyReview, async (req) => ({
      data: await updateCompanyReview({ actor: req.actor, input: { id: req.params.id, review: req.body }, db }),
    }));
    route(app, companies.commentCompanyReview, async (req) => ({
      data: await commentCompanyReview({ actor: req.actor, input: { id: req.params.id, text: req.body.text }, db }),
    }));
  };
