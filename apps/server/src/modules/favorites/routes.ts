import { favorites } from '@hushwork/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { route } from '../../platform/http/route.ts';
import type { Registry } from '../../platform/registry.ts';
import { addFavorite } from './add-favorite.ts';
import { listFavorites } from './list-favorites.ts';
import { removeFavorite } from './remove-favorite.ts';

/** Favorites, registered against their definitions in `@hushwork/contract` (favorites). */
export const favoriteRoutes =
  ({ db, registry }: { db: Db; registry: Registry }): FastifyPluginAsync =>
  async (app) => {
    route(app, favorites.listFavorites, async (req) => ({
      data: await listFavorites({ actor: req.actor, input: req.query, db, registry }),
    }));
    route(app, favorites.addFavorite, async (req) => ({
      data: await addFavorite({ actor: req.actor, input: req.body, db, registry }),
    }));
    route(app, favorites.removeFavorite, async (req) => ({
      data: await removeFavorite({ actor: req.actor, input: req.query, db }),
    }));
  };
