import {
  admin,
  type TAdminAccount,
  type TAdminEmployer,
  type TAdminRoom,
  type TAdminSpecialization,
  type TAdminUser,
  type TAuditEntry,
  type TCommunitySkill,
} from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { adminsQueryOf } from '../admin-admins/admin-admins.server.ts';
import { auditQueryOf } from '../admin-audit-log/admin-audit-log.server.ts';
import { employersQueryOf } from '../admin-employers/employers.server.ts';
import { roomsQueryOf } from '../admin-messages/messages.server.ts';
import { specializationsQueryOf } from '../admin-settings/admin-settings.server.ts';
import { communitySkillsQueryOf } from '../admin-settings-community-skills/community-skills.server.ts';
import { usersQueryOf } from '../admin-users/admin-users.server.ts';
import { type CsvColumn, csvStream, everyPage } from '../lib/csv-stream.server.ts';
import type { ExportedList } from './exported-lists.ts';

/** The catalogs the exports' column heads come from. */
const EXPORT_NAMESPACES = ['Admin', 'AdminUsers', 'AdminEmployers', 'AdminSettings'];

/** At most this many API pages go into one export, as for the queues: a runaway list cannot hold the server. */
const EXPORT_PAGES_MAX = 200;

type Words = (key: string) => string;
type Paged<T> = { list: readonly T[]; pages: number };
/** A yes or no in the admin's words, as the queues' exports write them (a spreadsheet shows `false` as nothing). */
const yes = (t: Words, value: boolean) => t(value ? 'Admin:listed.yes' : 'Admin:listed.no');

const USER_COLUMNS = (t: Words): CsvColumn<TAdminUser>[] => [
  { header: 'id', cell: (row) => row.id },
  { header: t('AdminUsers:email'), cell: (row) => row.email },
  { header: t('AdminUsers:name'), cell: (row) => row.name },
  { header: t('AdminUsers:role'), cell: (row) => row.role },
  { header: t('AdminUsers:status'), cell: (row) => row.status },
  { header: t('AdminUsers:verified'), cell: (row) => yes(t, row.is_email_verified) },
  { header: t('AdminUsers:created'), cell: (row) => row.created_at },
];

const EMPLOYER_COLUMNS = (t: Words): CsvColumn<TAdminEmployer>[] => [
  { header: 'id', cell: (row) => row.id },
  { header: t('AdminEmployers:email'), cell: (row) => row.email },
  { header: t('AdminEmployers:name'), cell: (row) => row.name },
  { header: t('AdminEmployers:company'), cell: (row) => row.company_name },
  { header: t('AdminEmployers:role'), cell: (row) => row.company_role },
  { header: t('AdminEmployers:status'), cell: (row) => row.status },
  { header: t('AdminEmployers:verified'), cell: (row) => yes(t, row.is_email_verified) },
  { header: t('AdminEmployers:created'), cell: (row) => row.created_at },
];

const ADMIN_COLUMNS = (t: Words): CsvColumn<TAdminAccount>[] => [
  { header: 'id', cell: (row) => row.id },
  { header: t('AdminSettings:email'), cell: (row) => row.email },
  { header: t('AdminSettings:name'), cell: (row) => row.name },
  { header: t('AdminSettings:language'), cell: (row) => row.locale },
  { header: t('AdminSettings:status'), cell: (row) => row.status },
  { header: t('AdminSettings:secondFactor'), cell: (row) => yes(t, row.has_second_factor) },
  { header: t('AdminSettings:added'), cell: (row) => row.created_at },
];

/** A conversation's participants and size, never its messages: reading those is one audited room at a time. */
const ROOM_COLUMNS = (t: Words): CsvColumn<TAdminRoom>[] => [
  { header: 'id', cell: (row) => row.id },
  { header: t('AdminEmployers:company'), cell: (row) => row.company_name },
  { header: t('AdminEmployers:candidate'), cell: (row) => row.candidate_name },
  { header: t('AdminUsers:email'), cell: (row) => row.candidate_email },
  { header: t('AdminEmployers:messageCount'), cell: (row) => row.message_count },
  { header: t('AdminEmployers:lastMessage'), cell: (row) => row.last_message_at },
];

/** Before and after stay the JSON the log holds, so nothing an entry recorded is lost on the way to a spreadsheet. */
const AUDIT_COLUMNS = (t: Words): CsvColumn<TAuditEntry>[] => [
  { header: 'id', cell: (row) => row.id },
  { header: t('AdminUsers:auditWhen'), cell: (row) => row.created_at },
  { header: t('AdminUsers:auditActorColumn'), cell: (row) => `${row.actor_name} (${row.actor_id})` },
  { header: t('AdminUsers:auditAction'), cell: (row) => row.action },
  { header: t('AdminUsers:auditTarget'), cell: (row) => `${row.target_type} ${row.target_id ?? ''}`.trim() },
  { header: t('AdminUsers:auditBefore'), cell: (row) => (row.before ? JSON.stringify(row.before) : null) },
  { header: t('AdminUsers:auditAfter'), cell: (row) => (row.after ? JSON.stringify(row.after) : null) },
];

const SPECIALIZATION_COLUMNS = (t: Words): CsvColumn<TAdminSpecialization>[] => [
  { header: 'id', cell: (row) => row.id },
  { header: t('AdminSettings:specialization'), cell: (row) => row.name },
  { header: t('AdminSettings:slug'), cell: (row) => row.slug },
  { header: t('AdminSettings:vacancies'), cell: (row) => row.vacancies },
  { header: t('AdminSettings:candidates'), cell: (row) => row.candidates },
];

const SKILL_COLUMNS = (t: Words): CsvColumn<TCommunitySkill>[] => [
  { header: 'id', cell: (row) => row.id },
  { header: t('AdminSettings:skill'), cell: (row) => row.name },
  { header: t('AdminSettings:usage'), cell: (row) => row.usage },
  { header: t('AdminSettings:variants'), cell: (row) => row.variants.join(', ') },
];

type ListExport<T> = {
  columns: (t: Words) => CsvColumn<T>[];
  fetchPage: (
    args: DataArgs,
    url: URL,
    page: number,
  ) => Promise<{ ok: true; data: Paged<T> } | { ok: false; status: number }>;
};
const listExport = <T>(spec: ListExport<T>) => spec;

/** What each list's export reads: the list call with the page's own filters, and its columns. */
const LISTS = {
  users: listExport<TAdminUser>({
    columns: USER_COLUMNS,
    fetchPage: (args, url, page) =>
      callApi(serverApi(args.context), admin.listAdminUsers, {
        query: { ...usersQueryOf(url), page },
        locale: localeOfParams(args.params),
      }),
  }),
  employers: listExport<TAdminEmployer>({
    columns: EMPLOYER_COLUMNS,
    fetchPage: (args, url, page) =>
      callApi(serverApi(args.context), admin.listAdminEmployers, {
        query: { ...employersQueryOf(url), page },
        locale: localeOfParams(args.params),
      }),
  }),
  admins: listExport<TAdminAccount>({
    columns: ADMIN_COLUMNS,
    fetchPage: (args, url, page) =>
      callApi(serverApi(args.context), admin.listAdminAccounts, {
        query: { ...adminsQueryOf(url), page },
        locale: localeOfParams(args.params),
      }),
  }),
  messages: listExport<TAdminRoom>({
    columns: ROOM_COLUMNS,
    fetchPage: (args, url, page) =>
      callApi(serverApi(args.context), admin.listAdminRooms, {
        query: { ...roomsQueryOf(url), page },
        locale: localeOfParams(args.params),
      }),
  }),
  'audit-log': listExport<TAuditEntry>({
    columns: AUDIT_COLUMNS,
    fetchPage: (args, url, page) =>
      callApi(serverApi(args.context), admin.listAuditLog, {
        query: { ...auditQueryOf(url), page },
        locale: localeOfParams(args.params),
      }),
  }),
  // The specializations are listed on `/admin/settings` and come whole, in one answer.
  specializations: listExport<TAdminSpecialization>({
    columns: SPECIALIZATION_COLUMNS,
    fetchPage: async (args, url) => {
      const answer = await callApi(serverApi(args.context), admin.listAdminSpecializations, {
        query: specializationsQueryOf(url),
        locale: localeOfParams(args.params),
      });
      return answer.ok ? { ok: true, data: { list: answer.data.list, pages: 1 } } : answer;
    },
  }),
  'community-skills': listExport<TCommunitySkill>({
    columns: SKILL_COLUMNS,
    fetchPage: (args, url, page) =>
      callApi(serverApi(args.context), admin.listCommunitySkills, {
        query: { ...communitySkillsQueryOf(url), page },
        locale: localeOfParams(args.params),
      }),
  }),
} satisfies Record<ExportedList, unknown>;

/**
 * A list of `EXPORTED_LISTS` with the filters of its page's address as a CSV file, every
 * page up to `EXPORT_PAGES_MAX`, streamed as the API answers. The first page is read before answering, so a refusal
 * (a session that ended) is the answer's status rather than a broken download.
 */
export function exportList(name: ExportedList, args: DataArgs) {
  // One call per list, so each list's rows keep their own type through the stream.
  if (name === 'users') return streamExport(name, LISTS.users, args);
  if (name === 'employers') return streamExport(name, LISTS.employers, args);
  if (name === 'admins') return streamExport(name, LISTS.admins, args);
  if (name === 'messages') return streamExport(name, LISTS.messages, args);
  if (name === 'specializations') return streamExport(name, LISTS.specializations, args);
  if (name === 'community-skills') return streamExport(name, LISTS['community-skills'], args);
  return streamExport(name, LISTS['audit-log'], args);
}

async function streamExport<T>(name: ExportedList, list: ListExport<T>, args: DataArgs) {
  await requireUser({ request: args.request, context: args.context }, ['auth', 'admin']);
  const url = new URL(args.request.url);
  const fetchPage = async (page: number) => orThrow(await list.fetchPage(args, url, page), { relay: [401] });
  const first = await fetchPage(1);
  const pages = everyPage((page) => (page === 1 ? Promise.resolve(first) : fetchPage(page)), EXPORT_PAGES_MAX);
  const locale = localeOfParams(args.params);
  const words = serverI18nRuntime(locale, EXPORT_NAMESPACES).instanceFor(locale);
  const columns = list.columns((key) => words.t(key));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csvStream(columns, pages), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="hushwork-${name}-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
