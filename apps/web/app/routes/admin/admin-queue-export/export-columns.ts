import type {
  TAdminCandidate,
  TAdminComment,
  TAdminCompany,
  TAdminQueue,
  TAdminReview,
  TAdminVacancy,
} from '@hushwork/contract';
import type { CsvColumn } from '../lib/csv-stream.server.ts';

type Words = (key: string) => string;
const yes = (t: Words, value: boolean) => t(value ? 'Admin:listed.yes' : 'Admin:listed.no');

const moderated = (t: Words) => [
  { header: t('Admin:columns.status'), cell: (row: { moderation_status: string }) => row.moderation_status },
  { header: t('Admin:columns.reason'), cell: (row: { moderation_note: string | null }) => row.moderation_note },
  { header: t('Admin:columns.created'), cell: (row: { created_at: string }) => row.created_at },
];

/**
 * Each queue's export columns, headed in the admin's language. Statuses stay the API's words (`pending`) and dates
 * ISO 8601, so a spreadsheet can filter and sort them whatever language the admin reads.
 */
export const EXPORT_COLUMNS = {
  vacancies: (t: Words): CsvColumn<TAdminVacancy>[] => [
    { header: 'id', cell: (row) => row.id },
    { header: t('Admin:columns.title'), cell: (row) => row.title },
    { header: t('Admin:columns.company'), cell: (row) => row.company_name },
    { header: t('Admin:marks.vip'), cell: (row) => yes(t, row.is_vip) },
    { header: t('Admin:marks.top'), cell: (row) => yes(t, row.is_top) },
    ...moderated(t),
  ],
  companies: (t: Words): CsvColumn<TAdminCompany>[] => [
    { header: 'id', cell: (row) => row.id },
    { header: t('Admin:columns.name'), cell: (row) => row.name },
    { header: t('Admin:marks.safe'), cell: (row) => yes(t, row.is_safe) },
    { header: t('Admin:columns.vipVacancies'), cell: (row) => yes(t, row.vip_vacancies) },
    ...moderated(t),
  ],
  candidates: (t: Words): CsvColumn<TAdminCandidate>[] => [
    { header: 'id', cell: (row) => row.id },
    { header: t('Admin:columns.position'), cell: (row) => row.desired_position },
    { header: t('Admin:columns.person'), cell: (row) => row.name },
    { header: t('Admin:columns.listed'), cell: (row) => yes(t, row.is_public) },
    ...moderated(t),
  ],
  reviews: (t: Words): CsvColumn<TAdminReview>[] => [
    { header: 'id', cell: (row) => row.id },
    { header: t('Admin:columns.title'), cell: (row) => row.title },
    { header: t('Admin:columns.company'), cell: (row) => row.company_name },
    { header: t('Admin:columns.rating'), cell: (row) => row.rating },
    { header: t('Admin:reviews.pros'), cell: (row) => row.pros },
    { header: t('Admin:reviews.cons'), cell: (row) => row.cons },
    ...moderated(t),
  ],
  comments: (t: Words): CsvColumn<TAdminComment>[] => [
    { header: 'id', cell: (row) => row.id },
    { header: t('Admin:comments.article'), cell: (row) => row.post_title },
    { header: t('Admin:comments.answers'), cell: (row) => row.parent_id },
    { header: t('Admin:columns.text'), cell: (row) => row.text },
    { header: t('Admin:columns.author'), cell: (row) => row.author_role },
    ...moderated(t),
  ],
} satisfies Record<TAdminQueue, unknown>;
