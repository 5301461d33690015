import { favorites } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import { addFavorite } from './add-favorite.ts';
import { listFavorites } from './list-favorites.ts';
import { removeFavorite } from './remove-favorite.ts';

/** Favorites, registered against their definitions in `@hushwork/contract` (favorites). */
export const favoriteRoutes =
  ({ db }: { db: Db }): FastifyPluginAsync =>
  async (app) => {
    route(app, favorites.listFavorites, async (req) => ({
      data: await listFavorites({ actor: req.actor, input: req.query, db }),
    }));
    route(app, favorites.addFavorite, async (req) => ({
      data: await addFavorite({ actor: req.actor, input: req.body, db }),
    }));
    route(app, favorites.removeFavorite, async (req) => ({
      data: await removeFavorite({ actor: req.actor, input: req.query, db }),
    }));
  };
