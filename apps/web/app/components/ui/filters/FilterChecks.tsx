import { useTranslation } from 'react-i18next';
import { CHOICE_CLASS } from '../fields/field-meta.ts';
import { type FilterOption, splitFacet } from './facet-split.ts';

const OPTION_CLASS = 'flex items-center gap-2 text-sm';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The folded values' checkboxes as HTML, the same on the server and in the browser. React writes it as it is and
 * hydrates none of it: the filter form was about 40% of the elements a search page hydrates, and the folded values
 * are 180 of them on /job-openings (ADR 0024, Measured). None of them is ticked (ticked values are always shown),
 * and they are plain inputs of the form, so the GET form submits them like the others.
 */
function foldedOptionsHtml(name: string, options: FilterOption[]): string {
  return options
    .map(
      (option) =>
        `<li><label class="${OPTION_CLASS}"><input type="checkbox" name="${escapeHtml(name)}" value="${escapeHtml(option.value)}" class="${CHOICE_CLASS}"><span>${escapeHtml(option.label)}${option.count === undefined ? '' : ` <span class="text-muted">(${option.count})</span>`}</span></label></li>`,
    )
    .join('');
}

function OptionLabel({ option }: { option: FilterOption }) {
  return (
    <span>
      {option.label}
      {option.count === undefined ? null : <span className="text-muted"> ({option.count})</span>}
    </span>
  );
}

/**
 * A filter's group of checkboxes posting one field as a list (`seniority=junior&seniority=senior`), each with its
 * count when it has one. `fold` shows a long list's first values and puts the rest behind a native disclosure
 * (rendered by the server, opened without JavaScript, not hydrated); `scroll` keeps a long list in a short box.
 */
export function FilterChecks({
  legend,
  name,
  options,
  chosen,
  fold = false,
  scroll = false,
}: {
  legend: string;
  name: string;
  options: FilterOption[];
  chosen: readonly (string | number)[];
  fold?: boolean;
  scroll?: boolean;
}) {
  const { t } = useTranslation('Ui');
  if (options.length === 0) return null;
  const ticked = chosen.map(String);
  const { shown, hidden } = fold ? splitFacet(options, ticked) : { shown: options, hidden: [] };
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <ul className={`mt-1 space-y-1 ${scroll ? 'max-h-48 overflow-y-auto' : ''}`}>
        {shown.map((option) => (
          <li key={option.value}>
            <label className={OPTION_CLASS}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={ticked.includes(option.value)}
                className={CHOICE_CLASS}
              />
              <OptionLabel option={option} />
            </label>
          </li>
        ))}
      </ul>
      {hidden.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-sm underline">{t('showAll', { total: options.length })}</summary>
          <ul
            className="mt-1 space-y-1"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, every value escaped (foldedOptionsHtml).
            dangerouslySetInnerHTML={{ __html: foldedOptionsHtml(name, hidden) }}
          />
        </details>
      ) : null}
    </fieldset>
  );
}

/** One box of a filter, posted as `1` when ticked (`remote=1`), with its count when it has one. */
export function FilterCheck({
  name,
  label,
  count,
  isChecked,
}: {
  name: string;
  label: string;
  count?: number;
  isChecked: boolean;
}) {
  return (
    <label className="flex items-center gap-2">
      <input type="checkbox" name={name} value="1" defaultChecked={isChecked} className={CHOICE_CLASS} />
      <OptionLabel option={{ value: '1', label, ...(count === undefined ? {} : { count }) }} />
    </label>
  );
}
