import type { Actor } from './auth/actor.ts';
import type { Db } from './db/database.ts';
import type { FileStorage } from './files/storage.ts';
import type { ModuleContext } from './module.ts';

/** The services a use case may ask for, under the names the module context gives them (and the files' storage). */
type UseCaseServices = Pick<ModuleContext, 'clock' | 'limiter' | 'mailer' | 'link' | 'registry'> & {
  storage: FileStorage;
};

/**
 * What a use case receives: who acts, what they asked, the transaction, and the services it names,
 * `UseCaseArgs<{ id: number }, 'clock' | 'registry'>`. A route passes its deps and the request's actor and input.
 */
export type UseCaseArgs<TInput, TServices extends keyof UseCaseServices = never> = {
  actor: Actor;
  input: TInput;
  db: Db;
} & Pick<UseCaseServices, TServices>;
