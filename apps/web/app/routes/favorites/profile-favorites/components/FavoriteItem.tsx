import type { TFavorite } from '@hushwork/contract';
import { Building2, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { useIsLive } from '../../../../components/layout/use-is-live.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { dateText } from '../../../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../../../lib/use-locale.ts';
import type { submitFavorite } from '../favorites.server.ts';
import { typeLabelKey } from './favorite-words.ts';

/**
 * One saved thing as its domain presents it, or "no longer available" when its owner hid or removed it; either way
 * it can be removed. The removal is a fetcher, so the list stays where it was; the page's data reloads after it.
 */
export function FavoriteItem({ favorite }: { favorite: TFavorite }) {
  const { t } = useTranslation('Favorites');
  const to = useLocalePath();
  const locale = useLocale();
  const isLive = useIsLive();
  const fetcher = useFetcher<Awaited<ReturnType<typeof submitFavorite>>>();
  const { card } = favorite;
  const isRemoving = fetcher.state !== 'idle';
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const title = card?.title ?? t('unavailable');
  const savedOn = dateText(favorite.created_at, locale, 'medium');
  return (
    <li
      className="flex items-start gap-4 rounded-2xl border border-neutral-200 bg-white p-4"
      data-testid="favorite"
      aria-busy={isRemoving}
    >
      {card?.image_id ? (
        <img
          src={`/api/images/${card.image_id}?variant=thumb`}
          alt=""
          className="size-12 shrink-0 rounded-lg border border-neutral-200 object-contain"
        />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-neutral-100">
          {favorite.type === 'company' ? (
            <Building2 aria-hidden="true" className="size-6 text-muted" />
          ) : (
            <Heart aria-hidden="true" className="size-6 text-muted" />
          )}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium uppercase tracking-wide text-muted">{t(typeLabelKey[favorite.type])}</p>
        <h2 className="mt-0.5 text-lg font-semibold">
          {card && isLive(card.path) ? (
            <Link to={to(card.path)} className="hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {card ? (
          card.subtitle ? (
            <p className="text-sm text-muted">{card.subtitle}</p>
          ) : null
        ) : (
          <p className="text-sm text-muted">{t('unavailableHint')}</p>
        )}
        {card && card.details.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {card.details.map((detail) => (
              <li key={detail} className="rounded-full bg-neutral-100 px-3 py-0.5 text-sm">
                {detail}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-2 text-xs text-muted">
          <time dateTime={favorite.created_at}>{t('savedOn', { date: savedOn })}</time>
        </p>
        {failure ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {failure}
          </p>
        ) : null}
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="type" value={favorite.type} />
        <input type="hidden" name="id" value={favorite.id} />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          busy={isRemoving}
          aria-label={card ? t('removeLabel', { title: card.title }) : t('removeUnavailableLabel')}
        >
          {t('remove')}
        </Button>
      </fetcher.Form>
    </li>
  );
}
