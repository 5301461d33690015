import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PdfOptions } from './resume-pdf-document.tsx';
import type { RenderInput } from './resume-view.ts';

export type PdfJob = { id: number; input: RenderInput; options: PdfOptions };
export type PdfJobResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** More jobs than this waiting means the server is flooded: the next caller is told to come back (503). */
const QUEUE_MAX = 64;
/** A render that takes longer is stuck (a resume renders in tens of ms): its worker is replaced. */
const JOB_TIMEOUT_MS = 30_000;

/** Thrown when the queue is full; the routes answer 503 with Retry-After. */
export class ResumePdfBusyError extends Error {
  constructor() {
    super('Too many resume PDFs are being rendered; try again in a moment');
    this.name = 'ResumePdfBusyError';
  }
}

type Pending = { job: PdfJob; resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

class PdfThread {
  readonly worker: Worker;
  current: (Pending & { timer: NodeJS.Timeout }) | null = null;
  private readonly ready: Promise<void>;

  constructor(
    private readonly onFree: (thread: PdfThread) => void,
    onExit: (thread: PdfThread) => void,
  ) {
    this.worker = new Worker(new URL('./pdf-worker-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./pdf-worker.ts', import.meta.url).href },
    });
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (message: { ready?: true }) => {
        if (!message.ready) return;
        this.worker.off('message', onMessage);
        this.worker.on('message', (result: PdfJobResult) => this.settle(result));
        resolve();
      };
      this.worker.on('message', onMessage);
      this.worker.once('error', reject);
    });
    // An unhandled boot failure is reported through the job that waits for it.
    this.ready.catch(() => {});
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', () => {
      this.fail(new Error('The resume PDF worker stopped'));
      onExit(this);
    });
  }

  async run(pending: Pending): Promise<void> {
    // The worker keeps the process alive only while it has work: an idle pool never holds a script or test open.
    this.worker.ref();
    const timer = setTimeout(() => {
      this.fail(new Error(`A resume PDF took over ${JOB_TIMEOUT_MS} ms`));
      void this.worker.terminate();
    }, JOB_TIMEOUT_MS);
    this.current = { ...pending, timer };
    try {
      await this.ready;
      this.worker.postMessage(pending.job);
    } catch (error) {
      this.fail(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private settle(result: PdfJobResult): void {
    const current = this.current;
    if (!current || current.job.id !== result.id) return;
    this.release();
    if ('pdf' in result) current.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
    else current.reject(new Error(`Rendering a resume PDF failed: ${result.error}`));
    this.onFree(this);
  }

  private fail(error: Error): void {
    const current = this.current;
    if (!current) return;
    this.release();
    current.reject(error);
  }

  private release(): void {
    if (this.current) clearTimeout(this.current.timer);
    this.current = null;
    this.worker.unref();
  }
}

/**
 * A few worker threads that render resume PDFs: a render blocks its thread for tens of milliseconds, which on the
 * request thread would stall every other request for as long. Threads start on first use and stay; jobs beyond the
 * busy threads wait in a bounded queue.
 */
export class PdfPool {
  private readonly threads: PdfThread[] = [];
  private readonly idle: PdfThread[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(
    private readonly size: number,
    private readonly queueMax = QUEUE_MAX,
  ) {}

  render(input: RenderInput, options: PdfOptions): Promise<Buffer> {
    if (this.queue.length >= this.queueMax) return Promise.reject(new ResumePdfBusyError());
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, input, options }, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts the threads now rather than at the first render (the bench measures warm renders). */
  warm(): void {
    while (this.threads.length < this.size) this.spawn();
  }

  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    this.idle.length = 0;
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private spawn(): PdfThread {
    const thread = new PdfThread(
      (free) => {
        this.idle.push(free);
        this.dispatch();
      },
      (gone) => {
        const at = this.threads.indexOf(gone);
        if (at >= 0) this.threads.splice(at, 1);
        const idleAt = this.idle.indexOf(gone);
        if (idleAt >= 0) this.idle.splice(idleAt, 1);
        this.dispatch();
      },
    );
    this.threads.push(thread);
    this.idle.push(thread);
    return thread;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      if (this.idle.length === 0 && this.threads.length < this.size) this.spawn();
      const thread = this.idle.shift();
      if (!thread) return;
      const pending = this.queue.shift() as Pending;
      void thread.run(pending);
    }
  }
}

/** One or two threads: the machine's other cores serve requests and the database. */
export const defaultPdfPoolSize = () => Math.min(2, Math.max(1, availableParallelism() - 1));
