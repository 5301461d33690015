import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { PlaceAutocomplete } from '../../../../components/catalogs/PlaceAutocomplete.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { useLocalePath } from '../../../../lib/use-locale.ts';

/** The hero's job search; shown only while the job openings it searches exist. */
export function JobSearch() {
  const { t } = useTranslation('Home');
  const to = useLocalePath();
  return (
    <Form
      method="get"
      action={to('/job-openings')}
      role="search"
      aria-label={t('searchLabel')}
      className="mt-8 grid gap-3 rounded-2xl bg-white p-3 shadow-lg md:grid-cols-[1fr_1fr_auto]"
    >
      <div>
        <label htmlFor="home-search" className="sr-only">
          {t('whatLabel')}
        </label>
        <input
          id="home-search"
          name="search"
          type="search"
          maxLength={100}
          placeholder={t('whatLabel')}
          className="w-full rounded-lg border border-neutral-300 bg-white px-4 py-3"
        />
      </div>
      <PlaceAutocomplete name="city" label={t('whereLabel')} />
      <Button type="submit" size="lg">
        {t('searchButton')}
      </Button>
    </Form>
  );
}
