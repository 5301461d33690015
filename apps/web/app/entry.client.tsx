import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isChunkLoadError, reloadOnceForMissingChunk } from './lib/chunk-reload.ts';
import { createBrowserI18nRuntime } from './lib/i18n.client.ts';
import { I18nRuntimeContext } from './lib/i18n.ts';
import { noteTypedBeforeHydration } from './lib/typed-before-hydration.ts';

const reload = () => reloadOnceForMissingChunk(sessionStorage, () => window.location.reload());
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reload();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reload();
});

const i18nRuntime = createBrowserI18nRuntime();
noteTypedBeforeHydration();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nRuntimeContext.Provider value={i18nRuntime}>
        <HydratedRouter />
      </I18nRuntimeContext.Provider>
    </StrictMode>,
  );
});
