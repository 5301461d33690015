import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isChunkLoadError, reloadOnceForMissingChunk } from './lib/chunk-reload.ts';

const reload = () => reloadOnceForMissingChunk(sessionStorage, () => window.location.reload());
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reload();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reload();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
