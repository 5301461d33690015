import type { AppLoadContext } from 'react-router';

/**
 * What a page's loader or action hands its server code: the request, the address's parameters (the locale's `lang`
 * and the route's own, such as a `slug`) and the app's context. A route's generated `Route.LoaderArgs` fits it.
 */
export type DataArgs<Params extends Record<string, string | undefined> = Record<never, never>> = {
  request: Request;
  params: { lang?: string } & Params;
  context: AppLoadContext;
};
