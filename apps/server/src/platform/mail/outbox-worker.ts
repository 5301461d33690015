import { MAIL_RETENTION } from '@hushwork/contract';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { Job } from '../module.ts';
import type { MailAttachmentFile, MailAttachmentSource } from './mail-attachments.ts';
import type { MailTransport } from './mail-transport.ts';
import { type OutboxRow, outboxRepo } from './outbox.repo.ts';

type LogFn = (details: Record<string, unknown>, message: string) => void;
/** The part of the process logger (`platform/logger.ts`) the worker uses. */
type WorkerLogger = { info: LogFn; warn: LogFn; error: LogFn };

export type OutboxWorkerOptions = {
  db: Db;
  /** Null when SMTP_URL is not set: mail then stays pending in the outbox (and shows on the development page). */
  transport: MailTransport | null;
  /** The sender, MAIL_FROM. */
  from: string;
  clock: Clock;
  logger: WorkerLogger;
  batchSize?: number;
  maxAttempts?: number;
  /** How the modules make the files their mails carry (the registry's `mailAttachments` port). */
  attachments?: readonly MailAttachmentSource[];
};

export type OutboxWorker = {
  /** Starts a pass now instead of at the next poll; call it after the transaction that enqueued mail commits. */
  kick(): void;
  /** Sends until no due mail is left. Rejects if the database fails; a failed send is recorded, not thrown. */
  drain(): Promise<void>;
  /** Deletes sent and failed mail older than MAIL_RETENTION; how many went. */
  prune(): Promise<number>;
  /**
   * What runs on the job queue (`platform/jobs.ts`): a pass every minute, for mail whose retry came due and mail
   * another process wrote and did not send, and the hourly prune.
   */
  jobs: readonly Job[];
  /** Takes no more passes and waits for the pass under way. */
  stop(): Promise<void>;
};

const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
/**
 * How long a claimed mail is left to its sender before another pass may take it again (a crash mid-send). Longer
 * than a whole batch can take with the transport's timeouts, so a slow server does not cause duplicates.
 */
const LEASE_MS = 30 * 60_000;

/** Wait before the next try after `failures` failed ones: 30 s, 1 min, 2 min… capped at one hour. */
export const retryDelayMs = (failures: number) =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);

/** An SMTP reply or socket error, without anything of the message itself. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  const prefix = [code, responseCode].filter((part) => part !== undefined && part !== '').join(' ');
  return prefix ? `${prefix}: ${error.message}` : error.message;
}

/**
 * Sends the outbox: on `kick()` after the transaction that wrote the mail, and from the job queue's passes; one pass
 * at a time, each taking batches of due mail until fewer than a batch are left. A failed send is retried with exponential backoff and marked failed
 * after `maxAttempts`. Logs carry ids, kinds and errors, never addresses or bodies (bodies hold single-use links).
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, from, clock, logger } = options;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 8;

  let running: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  let stopped = false;

  const sources = new Map((options.attachments ?? []).map((source) => [source.kind, source]));

  /** The file the row names, made now; none when its thing is gone (the mail goes without it). */
  async function attachmentOf(row: OutboxRow) {
    if (!row.attachment) return [];
    const source = sources.get(row.attachment.kind);
    if (!source) throw new Error(`no module makes mail attachments of kind ${row.attachment.kind}`);
    const file: MailAttachmentFile | null = await source.load(db, row.attachment.ref);
    if (!file) {
      logger.info({ mailId: row.id, kind: row.kind, attachment: row.attachment.kind }, 'attachment gone; sent without');
      return [];
    }
    return [{ filename: row.attachment.filename, ...file }];
  }

  async function deliver(row: OutboxRow, sender: MailTransport) {
    try {
      const attachments = await attachmentOf(row);
      await sender.send({
        to: row.to_email,
        from,
        subject: row.subject,
        html: row.html,
        text: row.text,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        attachments,
      });
    } catch (error) {
      const failures = row.attempts + 1;
      const reason = describeError(error);
      if (failures >= maxAttempts) {
        await outboxRepo.markFailed(db, row.id, { error: reason });
        logger.error({ mailId: row.id, kind: row.kind, attempts: failures, error: reason }, 'mail failed for good');
      } else {
        const delayMs = retryDelayMs(failures);
        await outboxRepo.markRetry(db, row.id, {
          nextAttemptAt: new Date(clock.now().getTime() + delayMs),
          error: reason,
        });
        logger.warn(
          { mailId: row.id, kind: row.kind, attempts: failures, retryInMs: delayMs, error: reason },
          'mail send failed; will retry',
        );
      }
      return;
    }
    await outboxRepo.markSent(db, row.id, clock.now());
    logger.info({ mailId: row.id, kind: row.kind }, 'mail sent');
  }

  /** One batch; the number of mails it took. */
  async function sendBatch(sender: MailTransport): Promise<number> {
    const now = clock.now();
    const rows = await outboxRepo.claimDue(db, {
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      limit: batchSize,
    });
    for (const row of rows) await deliver(row, sender);
    return rows.length;
  }

  /** Runs `pass` after the one under way, so that two passes never overlap. */
  function exclusive<T>(pass: () => Promise<T>): Promise<T> {
    const next = running.then(pass);
    running = next.then(
      () => {},
      () => {},
    );
    return next;
  }

  /** A polling pass takes batches while they come full and ends early on stop(); drain() goes on until none is due. */
  async function pass(untilEmpty: boolean) {
    if (!transport) return;
    let taken: number;
    do taken = await sendBatch(transport);
    while (untilEmpty ? taken > 0 : taken === batchSize && !stopped);
  }

  function kick() {
    // A pass already waiting to start will see whatever this kick is about; queue at most one.
    if (stopped || !transport || queued) return;
    const next = exclusive(async () => {
      queued = null;
      if (!stopped) await pass(false);
    });
    queued = next;
    next.catch((error: unknown) => logger.error({ error: describeError(error) }, 'mail outbox pass failed'));
  }

  async function prune() {
    const now = clock.now().getTime();
    const count = await outboxRepo.pruneFinished(db, {
      sentBefore: new Date(now - MAIL_RETENTION.sentS * 1000),
      failedBefore: new Date(now - MAIL_RETENTION.failedS * 1000),
    });
    if (count > 0) logger.info({ count }, 'old mail pruned from the outbox');
    return count;
  }

  if (!transport) logger.info({}, 'no mail transport (SMTP_URL is not set): mail stays in the outbox');
  const drain = () => exclusive(() => pass(true));
  const jobs: Job[] = [
    {
      name: 'mail-outbox-pass',
      everyMs: 60_000,
      async run() {
        if (!stopped) await drain();
      },
    },
    {
      name: 'mail-outbox-prune',
      everyMs: MAIL_RETENTION.pruneIntervalS * 1000,
      async run() {
        await exclusive(prune);
      },
    },
  ];

  return {
    kick,
    drain,
    prune: () => exclusive(prune),
    jobs,
    async stop() {
      stopped = true;
      await running;
    },
  };
}
