import { createHmac, randomBytes } from 'node:crypto';
import { VIEWS } from '@hushwork/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { Job } from '../module.ts';
import { itemViewsRepo, type ViewMark } from './item-views.repo.ts';
import type { ViewKind } from './item-views.schema.ts';

/**
 * Counts a page's views (ADR 0037); the page's answer never waits for it. Views are written in batches, soon after
 * they happen: `flush` writes what is waiting (the module's close calls it, so a stop loses none).
 */
export type ViewRecorder = {
  record(req: FastifyRequest, kind: ViewKind, itemId: number): void;
  flush(): Promise<void>;
};

export type ViewRecorderDeps = { db: Db; clock: Clock; logger: Logger; secret: string | undefined };

/** Crawlers that say so: their visits are not people's views. */
const SELF_DECLARED_BOT = /bot|crawl|spider|slurp|preview|headless/i;

export const utcDayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Who a request comes from, as counting tells people apart: a signed-in viewer is their account, whatever the device;
 * a guest is their address and browser. Callers keep it only as a keyed hash.
 */
export const visitorOf = (req: FastifyRequest) =>
  req.actor.user_id !== null ? `user:${req.actor.user_id}` : `guest:${req.ip}|${req.headers['user-agent'] ?? ''}`;

export function createViewRecorder({ db, clock, logger, secret }: ViewRecorderDeps): ViewRecorder {
  // Without APP_SECRET (tests) a key of the process: marks still tell viewers apart within it.
  const key = secret ?? randomBytes(32).toString('hex');
  // A view is one write on the database; on the embedded one, whose one thread also answers the pages, a write per
  // view made a busy page wait on the one before. Marks wait here a moment and go in one statement (ADR 0043).
  let waiting = new Map<string, ViewMark>();
  let timer: NodeJS.Timeout | undefined;
  let writing = Promise.resolve();

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const marks = [...waiting.values()];
    waiting = new Map();
    if (marks.length > 0) {
      writing = writing
        .then(() => itemViewsRepo.recordMany(db, marks))
        .catch((error: unknown) => logger.warn({ err: error, views: marks.length }, 'views were not counted'));
    }
    return writing;
  };

  return {
    record(req, kind, itemId) {
      const agent = req.headers['user-agent'] ?? '';
      // Admins open pages to moderate them, not out of interest in the item.
      if (SELF_DECLARED_BOT.test(agent) || req.actor.role === 'admin') return;
      const day = utcDayOf(clock.now());
      // Day, kind and item are in the hash, so the marks of one viewer cannot be linked across items or days, and no
      // address is kept.
      const viewer = createHmac('sha256', key)
        .update(`${day}|${kind}|${itemId}|${visitorOf(req)}`)
        .digest('base64url')
        .slice(0, 22);
      waiting.set(viewer, { kind, item_id: itemId, day, viewer });
      if (waiting.size >= VIEWS.batchMax) void flush();
      else timer ??= setTimeout(flush, VIEWS.flushAfterMs).unref();
    },
    flush,
  };
}

/** A mark decides only its own day's counting: marks of past days are dropped every hour. */
export const pruneViewMarksJob: Job = {
  name: 'prune-view-marks',
  everyMs: 60 * 60_000,
  async run({ database, clock }) {
    await itemViewsRepo.pruneMarksBefore(database.db, utcDayOf(clock.now()));
  },
};
