import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { Logo } from '../../../components/layout/Logo.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadCv } from './cv.server.ts';

export const handle = { i18n: ['Resumes'], hydrate: 'on-interaction' } satisfies I18nHandle & HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadCv(args);

/** The loader's `X-Robots-Tag` goes out with the page itself. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * `/cv/{id}`: the shared resume as its template draws it, in a frame that runs no script (its HTML is the owner's
 * words), under a slim bar with the PDF. Only what the owner put in the resume is on the page.
 */
export default function CvPage() {
  const { id, html, title, indexable } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Resumes', { keyPrefix: 'cv' });
  const to = useLocalePath();
  return (
    <>
      <title>{title}</title>
      {indexable ? null : <meta name="robots" content="noindex" />}
      <header className="border-b border-neutral-200 bg-white">
        <div className="page-container flex h-14 items-center justify-between gap-4">
          <Logo />
          <Button size="sm" variant="secondary" href={to(`/cv/pdf/${id}`)} download>
            {t('downloadPdf')}
          </Button>
        </div>
      </header>
      <main id="main" className="bg-neutral-100 py-6">
        <h1 className="sr-only">{title}</h1>
        <iframe
          title={t('frameTitle', { title })}
          srcDoc={html}
          sandbox="allow-same-origin"
          className="mx-auto block h-[calc(100vh-8rem)] w-full max-w-[850px] border-0 bg-white shadow"
        />
      </main>
    </>
  );
}
