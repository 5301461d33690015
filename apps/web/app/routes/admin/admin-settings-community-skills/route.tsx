import { getFormProps } from '@conform-to/react';
import { admin, CANDIDATES, type TCommunitySkill } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { FilterBar } from '../../../components/ui/filters/FilterBar.tsx';
import { FilterSearch } from '../../../components/ui/filters/FilterFields.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { type FormReply, formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { ExportLink } from '../components/ExportLink.tsx';
import type { Route } from './+types/route';
import { loadCommunitySkills, renameCommunitySkill } from './community-skills.server.ts';
import { RENAME_CONTROLS } from './rename-form.ts';

export const handle = { i18n: ['AdminSettings', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadCommunitySkills(args);
export const action = (args: Route.ActionArgs) => renameCommunitySkill(args);

/** The address without `?rename=`: where Cancel goes, and the list the rename form sits above. */
function useListHref() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('rename');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

function RenameForm({ skill }: { skill: TCommunitySkill }) {
  const { t } = useTranslation('AdminSettings');
  const reply = useActionData<{ reply: FormReply }>()?.reply;
  const [form, fields] = useContractForm(admin.updateCommunitySkill.body, {
    id: 'rename-skill',
    lastResult: reply,
    controls: RENAME_CONTROLS,
    defaultValue: { name: skill.name },
  });
  const formRef = useFocusFirstInvalid(reply);
  const busy = useNavigation().state === 'submitting';
  const list = useListHref();
  return (
    <Panel title={t('renameTitle', { name: skill.name })} lead={t('renameHint')} className="mb-6">
      <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4 max-w-md">
        <input type="hidden" name="id" value={skill.id} />
        <FormAlert message={formMessageOf(reply)} />
        <TextField meta={fields.name} label={t('newName')} maxLength={CANDIDATES.skillNameMax} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={busy}>{t('rename')}</SubmitButton>
          <Button to={list} variant="secondary">
            {t('cancel')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

/** `/admin/settings/community-skills` (issue 25): the skills people typed, searched and sorted; rename or merge one. */
export default function CommunitySkillsPage() {
  const { page, query, renaming } = useLoaderData<typeof loader>();
  const { t } = useTranslation('AdminSettings');
  const to = useLocalePath();
  const { search } = useLocation();
  const renameHref = (id: number) => {
    const params = new URLSearchParams(search);
    params.set('rename', String(id));
    return `?${params.toString()}`;
  };
  const columns: Column<TCommunitySkill>[] = [
    { key: 'name', header: t('skill'), sortKey: 'name', isRowHeader: true, cell: (skill) => skill.name },
    { key: 'usage', header: t('usage'), sortKey: 'usage', cell: (skill) => skill.usage },
    { key: 'variants', header: t('variants'), cell: (skill) => skill.variants.join(', ') },
    {
      key: 'actions',
      header: t('actions'),
      cell: (skill) => (
        <Link to={renameHref(skill.id)} className="underline" aria-label={t('renameLabel', { name: skill.name })}>
          {t('rename')}
        </Link>
      ),
    },
  ];
  return (
    <AdminPage title={t('skillsTitle')} actions={<ExportLink />}>
      <p className="-mt-3 mb-6 text-sm">
        <Link to={to('/admin/settings')} className="underline">
          {t('backToSettings')}
        </Link>
      </p>
      {renaming ? <RenameForm key={renaming.id} skill={renaming} /> : null}
      <p className="text-sm text-muted">{t('skillsText')}</p>
      <FilterBar submitLabel={t('apply')} resetLabel={t('reset')}>
        <FilterSearch
          label={t('skillSearch')}
          value={query.q}
          placeholder={t('skillSearchPlaceholder')}
          maxLength={100}
          className="md:col-span-2"
        />
      </FilterBar>
      <div className="mt-6">
        <DataTable
          caption={t('skillsList')}
          isCaptionHidden
          columns={columns}
          rows={page.list}
          rowId={(skill) => skill.id}
          pages={page.pages}
          empty={<EmptyState className="" title={t('skillsEmpty')} />}
        />
      </div>
    </AdminPage>
  );
}
