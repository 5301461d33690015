import { createContext, useContext } from 'react';
import { isLivePath } from '../../lib/live-sections.ts';

/**
 * Which paths the header may link to: live-sections.ts on every page; a test provides another answer to show the
 * header as it will be once a section goes live, without editing the table.
 */
export const IsLiveContext = createContext<(path: string) => boolean>(isLivePath);

export const useIsLive = () => useContext(IsLiveContext);
