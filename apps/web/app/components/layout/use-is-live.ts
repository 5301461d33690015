import { createContext, useContext } from 'react';
import { isLivePath, isOfferedPath, type ProductFlags } from '../../lib/live-sections.ts';

/**
 * Whether a link to a path may be shown on this deployment: its section is live (live-sections.ts) and, for a product
 * behind a flag (the community directory), the flag is on.
 */
export const isShownPath = (path: string, flags: ProductFlags | null | undefined) =>
  isLivePath(path) && isOfferedPath(path, flags);

/**
 * Which paths the header and the pages may link to. The root provides `isShownPath` with the deployment's flags; the
 * default (no provider) treats every flagged product as off. A test provides another answer to show the header as it
 * will be once a section goes live, without editing the table.
 */
export const IsLiveContext = createContext<(path: string) => boolean>((path) => isShownPath(path, null));

export const useIsLive = () => useContext(IsLiveContext);
