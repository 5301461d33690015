import { getFormProps } from '@conform-to/react';
import { CANDIDATES, type TCandidateOpening, type THiddenCompany, ZCandidateContactsRequest } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { CompanyPicker } from '../../../components/candidates/CompanyPicker.tsx';
import { UserTabs } from '../../../components/candidates/UserTabs.tsx';
import { JoinCommunity } from '../../../components/community/JoinCommunity.tsx';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { dateText } from '../../../lib/dates.ts';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadContacts, submitContacts } from './contacts.server.ts';

export const handle = { i18n: ['Candidates', 'Profile', 'Community', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadContacts(args);
export const action = (args: Route.ActionArgs) => submitContacts(args);

/** The contacts in the form's order; only the e-mail and the phone are worth a browser's autofill. */
const CONTACTS = [
  { name: 'email', type: 'email', label: 'contactEmail', hint: null, autoComplete: 'email' },
  { name: 'phone', type: 'tel', label: 'contactPhone', hint: 'contactPhoneHint', autoComplete: 'tel' },
  { name: 'telegram', type: 'text', label: 'contactTelegram', hint: 'contactTelegramHint', autoComplete: undefined },
  { name: 'linkedin', type: 'url', label: 'contactLinkedin', hint: 'contactLinkedinHint', autoComplete: undefined },
  { name: 'github', type: 'url', label: 'contactGithub', hint: 'contactGithubHint', autoComplete: undefined },
] as const;

/** A button that acts on one company of a list (close an opening, unhide). */
function CompanyAction({ intent, companyId, label }: { intent: 'close' | 'unhide'; companyId: number; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="company_id" value={companyId} />
      <Button type="submit" variant="secondary" size="sm">
        {label}
      </Button>
    </Form>
  );
}

/** Open the profile to a company picked by name; the sentence above the field says what its members will see. */
function OpenToCompany({ message, isDone, resetKey }: { message: string | null; isDone: boolean; resetKey: string }) {
  const { t } = useTranslation('Candidates');
  const busy = useNavigation().formData?.get('intent') === 'open';
  return (
    <div className="mt-4 rounded-xl bg-neutral-50 p-4">
      <h3 className="font-semibold">{t('openTitle')}</h3>
      <p className="mt-1 text-sm" id="open-lead">
        {t('openLead')}
      </p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" key={resetKey}>
        <input type="hidden" name="intent" value="open" />
        <div className="min-w-64 flex-1">
          <CompanyPicker label={t('openCompany')} />
        </div>
        <Button type="submit" busy={busy} aria-describedby="open-lead">
          {t('openButton')}
        </Button>
      </Form>
      <FormAlert message={message} />
      {isDone ? <FormAlert tone="success" message={t('profileOpened')} /> : null}
    </div>
  );
}

function Openings({
  openings,
  message,
  isOpened,
}: {
  openings: TCandidateOpening[];
  message: string | null;
  isOpened: boolean;
}) {
  const { t } = useTranslation('Candidates');
  const locale = useLocale();
  return (
    <Panel title={t('openingsTitle')} lead={t('openingsLead')} className="mt-6">
      {/* A new opening empties the picker (keyed by the companies it is open to). */}
      <OpenToCompany
        message={message}
        isDone={isOpened}
        resetKey={openings.map((opening) => opening.company.id).join()}
      />
      {openings.length === 0 ? <p className="mt-4 text-muted">{t('noOpenings')}</p> : null}
      <ul className="mt-4 divide-y divide-neutral-200">
        {openings.map((opening) => (
          <li key={opening.company.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium">{opening.company.name}</p>
              <p className="text-sm text-muted">
                {t('openedAt', { date: dateText(opening.opened_at, locale, 'medium') })}
                {opening.contacts_viewed_at
                  ? ` · ${t('contactsViewedAt', { date: dateText(opening.contacts_viewed_at, locale, 'medium') })}`
                  : ''}
              </p>
            </div>
            <CompanyAction
              intent="close"
              companyId={opening.company.id}
              label={t('closeProfile', { company: opening.company.name })}
            />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function HiddenCompanies({ hidden, message }: { hidden: THiddenCompany[]; message: string | null }) {
  const { t } = useTranslation('Candidates');
  const busy = useNavigation().formData?.get('intent') === 'hide';
  return (
    <Panel title={t('hiddenTitle')} lead={t('hiddenLead', { max: CANDIDATES.hiddenCompaniesMax })} className="mt-6">
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="hide" />
        <div className="min-w-64 flex-1">
          <CompanyPicker label={t('hideCompany')} />
        </div>
        <Button type="submit" busy={busy}>
          {t('hideButton')}
        </Button>
      </Form>
      <FormAlert message={message} />
      {hidden.length === 0 ? <p className="mt-4 text-muted">{t('noHidden')}</p> : null}
      <ul className="mt-4 divide-y divide-neutral-200" aria-label={t('hiddenTitle')}>
        {hidden.map((entry) => (
          <li key={entry.company.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <p className="font-medium">{entry.company.name}</p>
            <CompanyAction
              intent="unhide"
              companyId={entry.company.id}
              label={t('unhide', { company: entry.company.name })}
            />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The candidate's contacts and who may see them: the companies the profile is opened to and those it hides from. */
export default function ContactsPage() {
  const { user, candidate, openings, hidden, community } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('Candidates');
  const busy = useNavigation().formData?.get('intent') === 'contacts';
  const reply = result?.intent === 'contacts' ? result.reply : null;
  const { contacts } = candidate;
  const [form, fields] = useContractForm(ZCandidateContactsRequest, {
    lastResult: reply,
    controls: ['intent'],
    id: 'contacts',
    defaultValue: Object.fromEntries(CONTACTS.map(({ name }) => [name, contacts[name] ?? ''])),
  });
  const formRef = useFocusFirstInvalid(reply);
  const openMessage = result?.intent === 'open' ? formMessageOf(result.reply) : null;
  const otherMessage =
    result && result.intent !== 'contacts' && result.intent !== 'open' && result.intent !== 'community'
      ? formMessageOf(result.reply)
      : null;
  const communityMessage = result?.intent === 'community' ? formMessageOf(result.reply) : null;
  return (
    <ProfilePage user={user} title={t('contactsTitle')}>
      <UserTabs />
      <Panel title={t('contactsHeading')} lead={t('contactsLead')}>
        <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4">
          <input type="hidden" name="intent" value="contacts" />
          <FormAlert message={formMessageOf(reply)} />
          {result?.intent === 'contacts' && 'done' in result ? (
            <FormAlert tone="success" message={t('contactsSaved')} />
          ) : null}
          <div className="grid gap-x-4 sm:grid-cols-2">
            {CONTACTS.map((contact) => (
              <TextField
                key={contact.name}
                meta={fields[contact.name]}
                type={contact.type}
                label={t(contact.label)}
                description={contact.hint ? t(contact.hint) : undefined}
                autoComplete={contact.autoComplete}
                maxLength={CANDIDATES.contactMax}
              />
            ))}
          </div>
          <SubmitButton busy={busy}>{busy ? t('saving') : t('saveContacts')}</SubmitButton>
        </Form>
      </Panel>
      <Openings openings={openings} message={openMessage} isOpened={result?.intent === 'open' && 'done' in result} />
      <HiddenCompanies hidden={hidden} message={otherMessage} />
      {community ? <JoinCommunity membership={community} message={communityMessage} /> : null}
    </ProfilePage>
  );
}
