import { getFormProps } from '@conform-to/react';
import { EXTERNAL_JOBS, FETCH, ZAddExternalFeedRequest } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { useContractForm } from '../../../../components/forms/use-contract-form.ts';
import { FormAlert, SubmitButton } from '../../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../../components/ui/fields/TextField.tsx';
import { Panel } from '../../../../components/ui/Panel.tsx';
import { formMessageOf } from '../../../../lib/form-reply.ts';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import type { FeedsResult } from '../external-feeds.server.ts';

/**
 * The address and an optional name, checked with the endpoint's own schema; the API's refusals (not a web address,
 * not http(s)) show under the address, the ones no field owns (already listed, the list is full) above the form.
 */
export function AddFeedForm({ result }: { result: FeedsResult | undefined }) {
  const { t } = useTranslation('ExternalFeeds');
  const to = useLocalePath();
  const busy = useNavigation().formData?.get('intent') === 'add';
  const reply = result?.reply ?? null;
  const [form, fields] = useContractForm(ZAddExternalFeedRequest, {
    lastResult: reply,
    controls: ['intent'],
    id: 'add-feed',
  });
  return (
    <Panel title={t('addTitle')} className="mt-8">
      <Form method="post" action={to('/admin/external-feeds')} {...getFormProps(form)} className="mt-4">
        <input type="hidden" name="intent" value="add" />
        <FormAlert message={formMessageOf(reply)} />
        {result?.added ? <FormAlert tone="success" message={t('added', { name: result.added })} /> : null}
        <TextField meta={fields.url} label={t('urlLabel')} description={t('urlHint')} maxLength={FETCH.urlMax} />
        <TextField
          meta={fields.name}
          label={t('nameLabel')}
          description={t('nameHint')}
          maxLength={EXTERNAL_JOBS.companyMax}
        />
        <SubmitButton busy={busy}>{busy ? t('adding') : t('add')}</SubmitButton>
      </Form>
    </Panel>
  );
}
