import type { TVacancy } from '@hushwork/contract';
import { useRouteLoaderData } from 'react-router';
import { useNonce } from '../../lib/nonce.tsx';
import type { RootData } from '../../lib/root-data.server.ts';
import { jobPostingOf } from './job-posting.ts';

/** The vacancy's JobPosting for search engines; `path` is the page's own (localized) address. */
export function JobPostingJsonLd({ vacancy, path }: { vacancy: TVacancy; path: string }) {
  const nonce = useNonce();
  const origin = useRouteLoaderData<RootData>('root')?.origin ?? '';
  const json = JSON.stringify(jobPostingOf(vacancy, { origin, url: `${origin}${path}` })).replace(/</g, '\\u003c');
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; "<" is escaped above.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
