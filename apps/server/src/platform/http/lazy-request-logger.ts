import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogFn = FastifyBaseLogger['info'];

/**
 * Fastify gives every request its own child logger carrying the request id. Making a pino child costs more than
 * answering a liveness probe, and probes (whose request logs are off) never write a line: so the child is made on the
 * first line the request actually logs, with the same bindings it would have had.
 */
class LazyRequestLogger {
  #parent: FastifyBaseLogger;
  #bindings: Bindings;
  #options: ChildOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.#options?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: Parameters<LogFn>) {
    this.logger.fatal(...args);
  }
  error(...args: Parameters<LogFn>) {
    this.logger.error(...args);
  }
  warn(...args: Parameters<LogFn>) {
    this.logger.warn(...args);
  }
  info(...args: Parameters<LogFn>) {
    this.logger.info(...args);
  }
  debug(...args: Parameters<LogFn>) {
    this.logger.debug(...args);
  }
  trace(...args: Parameters<LogFn>) {
    this.logger.trace(...args);
  }
  silent(...args: Parameters<LogFn>) {
    this.logger.silent(...args);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
