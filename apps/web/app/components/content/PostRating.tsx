import type { TPostRating } from '@hushwork/contract';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * "Was this useful?": five buttons posting a rating of 1 to 5 (a second vote replaces the first), then the average.
 * A form, so it works before the page's script has loaded.
 */
export function PostRating({ postId, rating }: { postId: number; rating: TPostRating }) {
  const { t } = useTranslation('Content');
  const fetcher = useFetcher<{ rated: (TPostRating & { mine: number }) | null; ratingError: string | null }>();
  const shown = fetcher.data?.rated ?? rating;
  const mine = fetcher.data?.rated?.mine;
  return (
    <section aria-labelledby="rating-title" className="rounded-xl border border-neutral-200 bg-white p-5">
      <h2 id="rating-title" className="text-lg font-semibold">
        {t('rateTitle')}
      </h2>
      <fetcher.Form method="post" className="mt-3 flex gap-1">
        <input type="hidden" name="intent" value="rate" />
        <input type="hidden" name="post_id" value={postId} />
        {STARS.map((stars) => (
          <button
            key={stars}
            type="submit"
            name="rating"
            value={stars}
            aria-label={t('rateStars', { count: stars })}
            aria-pressed={mine === stars}
            disabled={fetcher.state !== 'idle'}
            className="rounded p-1 text-amber-500 hover:bg-amber-50"
          >
            <Star
              aria-hidden="true"
              className={`size-6 ${mine !== undefined && stars <= mine ? 'fill-current' : ''}`}
            />
          </button>
        ))}
      </fetcher.Form>
      <p role="status" className="mt-2 text-sm text-muted">
        {fetcher.data?.ratingError ??
          (shown.average === null
            ? t('notRated')
            : t('rated', { average: shown.average.toFixed(1), count: shown.count }))}
        {mine !== undefined ? ` ${t('thanks')}` : ''}
      </p>
    </section>
  );
}
