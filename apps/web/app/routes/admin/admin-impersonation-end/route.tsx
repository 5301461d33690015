import { redirect } from 'react-router';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import type { Route } from './+types/route';
import { endImpersonationAndReturn } from './impersonation-end.server.ts';

/** The marker's return button posts here (components/layout/ImpersonationBar.tsx); no page of its own. */
export const action = (args: Route.ActionArgs) => endImpersonationAndReturn(args);

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(localizePath(localeOfParams(params), '/'));
}
