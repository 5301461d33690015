import { getFormProps } from '@conform-to/react';
import { CONTENT, content } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from 'react-router';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { SelectField } from '../../../components/ui/fields/SelectField.tsx';
import { TextAreaField } from '../../../components/ui/fields/TextAreaField.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { RootData } from '../../../lib/root-data.server.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadContact, sendContact } from './contact.server.ts';

export const handle = { i18n: ['Content', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadContact(args);
export const action = (args: Route.ActionArgs) => sendContact(args);

/** `/contact`: a message to the support desk (name, address, topic, message), with a honeypot instead of a CAPTCHA. */
export default function ContactPage() {
  const { isSent } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>()?.reply;
  const user = useRouteLoaderData<RootData>('root')?.user ?? null;
  const { t } = useTranslation('Content');
  const to = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(content.sendContactForm.body, {
    lastResult: reply,
    defaultValue: user ? { name: user.name, email: user.email } : {},
  });
  const formRef = useFocusFirstInvalid(reply);
  const topics = CONTENT.contactTopics.map((topic) => ({ key: topic, name: t(`contact.topics.${topic}`) }));
  return (
    <DefaultLayout>
      <PageMeta title={t('contact.title')} description={t('contact.intro')} />
      <div className="page-container max-w-2xl py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('contact.title'), link: to('/contact') },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold">{t('contact.title')}</h1>
        <p className="mt-2 text-lg text-muted">{t('contact.intro')}</p>
        {isSent ? (
          <p role="status" className="mt-6 rounded-lg bg-green-50 p-4 text-green-800">
            {t('contact.sent')}
          </p>
        ) : (
          <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-6">
            <FormAlert message={formMessageOf(reply)} />
            <TextField
              meta={fields.name}
              label={t('contact.name')}
              autoComplete="name"
              maxLength={CONTENT.contactNameMax}
            />
            <TextField meta={fields.email} type="email" label={t('contact.email')} autoComplete="email" />
            <SelectField
              meta={fields.topic}
              label={t('contact.topic')}
              options={topics}
              empty={t('contact.chooseTopic')}
            />
            <TextAreaField
              meta={fields.message}
              label={t('contact.message')}
              rows={6}
              autosize
              maxLength={CONTENT.contactMessageMax}
            />
            {/* A field people never see or hear; form-filling bots fill it, and such a message is dropped. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label>
                Website
                <input type="text" name="website" tabIndex={-1} autoComplete="off" />
              </label>
            </div>
            <SubmitButton busy={busy}>{t('contact.send')}</SubmitButton>
          </Form>
        )}
      </div>
    </DefaultLayout>
  );
}
