import {
  CANDIDATES,
  candidates,
  catalogs,
  type Locale,
  SPECIALIZATION_TYPE_IDS,
  type TCandidateOwn,
} from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { callApi } from '../../lib/api.ts';
import { serverApi } from '../../lib/api-transport.server.ts';

type Named = { id: number; name: string };
export type Option = { key: string; name: string };
const OPTION_KEYS = ['seniority', 'experience', 'english_levels', 'job_types', 'employment', 'degrees'] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];

/** The profile's own choices first when they are not among the most used, so a save keeps them ticked. */
const withOwn = (list: Named[], own: Named[]) => [
  ...own.filter((item) => !list.some((i) => i.id === item.id)),
  ...list,
];

/**
 * What the profile form offers: the specializations of the three types a candidate may pick (spec section 5), the
 * most used technologies, and the option lists of spec section 9 named in the page's language by the catalogs API.
 */
export async function loadProfileChoices(context: AppLoadContext, locale: Locale, own?: TCandidateOwn) {
  const api = serverApi(context);
  const [options, keywords, positions, ...specializations] = await Promise.all([
    callApi(api, catalogs.listCatalogs, { query: { keys: [...OPTION_KEYS] }, locale }),
    callApi(api, catalogs.listKeywords, { query: { limit: 40 }, locale }),
    // The positions listed candidates name most, as suggestions for the field.
    callApi(api, candidates.listDesiredPositions, { query: { limit: CANDIDATES.desiredPositionsLimit }, locale }),
    ...SPECIALIZATION_TYPE_IDS.map((type_id) =>
      callApi(api, catalogs.listSpecializations, { query: { type_id, limit: 40 }, locale }),
    ),
  ]);
  const optionsOf = (key: OptionKey): Option[] =>
    options.ok ? ((options.data[key] ?? []) as Option[]).filter((entry) => 'key' in entry) : [];
  const lists = specializations.map((answer) => (answer?.ok ? answer.data.list : []));
  // A specialization the profile has that no list shows (it is rarely chosen) joins the group of its own type, which
  // the catalog says: a group holds only roles, only languages and platforms, or only industries (ADR 0006).
  const unlistedIds = (own?.specializations ?? [])
    .filter((item) => !lists.some((list) => list.some((i) => i.id === item.id)))
    .map((item) => item.id);
  const unlisted =
    unlistedIds.length === 0
      ? []
      : await callApi(api, catalogs.listSpecializations, { query: { ids: unlistedIds }, locale }).then((answer) =>
          answer.ok ? answer.data.list : [],
        );
  return {
    specializationGroups: SPECIALIZATION_TYPE_IDS.map((type_id, index) => ({
      type_id,
      items: [
        ...unlisted.filter((item) => item.type_id === type_id).map(({ id, name }) => ({ id, name })),
        ...(lists[index] ?? []),
      ],
    })),
    positions: positions.ok ? positions.data.list.map((position) => position.name) : [],
    keywords: withOwn(keywords.ok ? keywords.data.list : [], own?.keywords ?? []),
    options: Object.fromEntries(OPTION_KEYS.map((key) => [key, optionsOf(key)])) as Record<OptionKey, Option[]>,
  };
}
export type ProfileChoices = Awaited<ReturnType<typeof loadProfileChoices>>;
