import type { Route } from './+types/route';
import { exportQueue } from './queue-export.server.ts';

/** `/admin/{vacancies,companies,candidates,reviews,comments}/export`: a queue as a CSV file (no page of its own). */
export const loader = (args: Route.LoaderArgs) => exportQueue(args);
