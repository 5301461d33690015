import type { Route } from './+types/route';
import { exportedListAt } from './exported-lists.ts';
import { exportList } from './list-export.server.ts';

/** `<page>/export` of every list in `EXPORTED_LISTS`: that list as a CSV file (no page of its own). */
export const loader = (args: Route.LoaderArgs) => {
  const name = exportedListAt(new URL(args.request.url).pathname);
  if (!name) throw new Response(null, { status: 404 });
  return exportList(name, args);
};
