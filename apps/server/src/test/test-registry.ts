import { modules } from '../modules/index.ts';
import { buildRegistry } from '../platform/registry.ts';

/**
 * The registry of the whole list of modules, as a server has it, for tests that call a use case, a job or the mail
 * renderer without an app (one with an app takes `t.registry`, the app's own).
 */
export const testRegistry = buildRegistry(modules);
