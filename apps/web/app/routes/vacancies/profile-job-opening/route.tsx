import { getFormProps } from '@conform-to/react';
import type { TVacancy } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { VacancyResponsesLink } from '../../../components/applications/VacancyResponsesLink.tsx';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { useIsLive } from '../../../components/layout/use-is-live.ts';
import { ModerationNote } from '../../../components/profile/ModerationNote.tsx';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { VacancyActions } from '../../../components/vacancies/VacancyActions.tsx';
import { VacancyBadges } from '../../../components/vacancies/VacancyBadges.tsx';
import {
  useVacancyForm,
  VACANCY_SECTIONS,
  type VacancyChoices,
  type VacancyInitial,
  VacancySection,
} from '../../../components/vacancies/VacancyFormSections.tsx';
import { dateText } from '../../../lib/dates.ts';
import { type FormReply, formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadManagedVacancy, type ManageResult, submitManage } from './manage-vacancy.server.ts';

export const handle = { i18n: ['Vacancies', 'Profile', 'Places', 'validation', 'Applications'] } satisfies I18nHandle;

export async function loader(args: Route.LoaderArgs) {
  return { ...(await loadManagedVacancy(args)), now: Date.now() };
}
export const action = (args: Route.ActionArgs) => submitManage(args);

type SaveReply = FormReply & { of: 'save'; saved?: true };

/** `/profile/job-openings/{id}`: one vacancy as its team manages it: where it stands, its actions, its edit form. */
export default function ProfileJobOpening() {
  const { user, vacancy, initial, choices, now } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const to = useLocalePath();
  const locale = useLocale();
  const isLive = useIsLive();
  const [search] = useSearchParams();
  const saveReply = reply?.of === 'save' ? reply : undefined;
  const actionReply = reply && reply.of !== 'save' ? reply : undefined;
  const publicPath = `/job-openings/${vacancy.slug}`;
  return (
    <ProfilePage user={user} title={vacancy.title}>
      <div className="flex flex-wrap items-center gap-3">
        <VacancyBadges moderation={vacancy.moderation_status} state={vacancy.state} />
        {/* Published only once approved: until then nobody outside the team sees it. */}
        {vacancy.moderation_status === 'approved' ? (
          <span className="text-sm text-muted">
            {t('publishedOn', { date: dateText(vacancy.published_at, locale, 'dateTime') })}
          </span>
        ) : null}
        <Link to={to('/profile/job-openings')} className="ml-auto text-sm underline">
          {t('backToList')}
        </Link>
      </div>
      <ModerationNotice status={vacancy.moderation_status} isNew={search.get('created') === '1'} />
      <ModerationNote status={vacancy.moderation_status} note={vacancy.moderation_note} />
      {vacancy.moderation_status === 'approved' && isLive(publicPath) ? (
        <p className="mt-4">
          <Link to={to(publicPath)} className="font-semibold underline">
            {t('viewPublic')}
          </Link>
        </p>
      ) : null}
      <VacancyResponsesLink vacancyId={vacancy.id} />
      {actionReply ? (
        <ActionNotice result={actionReply} canRaiseAt={dateText(vacancy.can_raise_at, locale, 'dateTime')} />
      ) : null}
      <div className="mt-6">
        <VacancyActions vacancy={vacancy} now={now} />
      </div>
      <EditForm key={vacancy.updated_at} reply={saveReply} vacancy={vacancy} initial={initial} choices={choices} />
      <section aria-labelledby="delete-title" className="mt-6 rounded-2xl border border-red-200 bg-white p-6">
        <h2 id="delete-title" className="text-lg font-semibold">
          {t('deleteTitle')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('deleteHint')}</p>
        <Form
          method="post"
          className="mt-3"
          onSubmit={(event) => {
            if (!window.confirm(t('deleteConfirm'))) event.preventDefault();
          }}
        >
          <Button type="submit" name="intent" value="delete" variant="danger-outline" className="text-sm">
            {t('delete')}
          </Button>
        </Form>
      </section>
    </ProfilePage>
  );
}

function EditForm({
  reply: lastResult,
  vacancy,
  initial,
  choices,
}: {
  reply: SaveReply | undefined;
  vacancy: TVacancy;
  initial: VacancyInitial;
  choices: VacancyChoices;
}) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const navigation = useNavigation();
  // The page's small forms post an intent; only the edit form's own submit makes it busy.
  const busy = navigation.state === 'submitting' && !navigation.formData?.has('intent');
  const vacancyForm = useVacancyForm(lastResult, {
    title: vacancy.title,
    description: vacancy.description,
    seniority: vacancy.seniority,
    experience: vacancy.experience,
    english_level: vacancy.english_level,
    budget: vacancy.budget,
    budget2: vacancy.budget2,
    currency: vacancy.currency,
    hiring_bonus: vacancy.hiring_bonus,
  });
  const [form] = vacancyForm;
  const formRef = useFocusFirstInvalid(lastResult);
  return (
    <Panel title={t('editTitle')} lead={t('editHint')} className="mt-6">
      <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4">
        <FormAlert message={formMessageOf(lastResult)} />
        {lastResult?.saved ? <FormAlert tone="success" message={t('savedForModeration')} /> : null}
        {VACANCY_SECTIONS.map((section) => (
          <fieldset key={section.name} className="mb-8">
            <legend className="mb-3 text-lg font-semibold">{t(`section.${section.name}`)}</legend>
            <VacancySection name={section.name} form={vacancyForm} choices={choices} initial={initial} />
          </fieldset>
        ))}
        <SubmitButton busy={busy}>{busy ? t('saving') : t('save')}</SubmitButton>
      </Form>
    </Panel>
  );
}

function ModerationNotice({ status, isNew }: { status: 'pending' | 'approved' | 'rejected'; isNew: boolean }) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  if (status === 'approved') return null;
  const text = status === 'rejected' ? t('rejectedNotice') : isNew ? t('createdNotice') : t('pendingNotice');
  return (
    <Notice tone={status === 'rejected' ? 'error' : 'warning'} className="mt-4">
      {text}
    </Notice>
  );
}

function ActionNotice({ result, canRaiseAt }: { result: ManageResult; canRaiseAt: string }) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  if (result.ok) return <FormAlert tone="success" message={t(`done.${result.of}`)} />;
  // The refusal to raise says when it will work; other refusals are the API's own words.
  const message = result.code === 'RAISED_TOO_RECENTLY' ? t('raiseRefused', { date: canRaiseAt }) : result.message;
  return (
    <div className="mt-4">
      <FormAlert message={message} />
    </div>
  );
}
