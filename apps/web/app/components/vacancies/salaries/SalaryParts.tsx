import { SALARIES, type TSalaryFigure, type TSalaryRow } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../lib/dates.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { Panel } from '../../ui/Panel.tsx';
import { RangeChart, type RangeRow } from '../../ui/RangeChart.tsx';
import { formatAmount } from '../vacancy-words.ts';

/** Monthly pay as the reports show it: whole dollars, thousands apart (spec section 9). */
const usd = (amount: number) => `${formatAmount(amount)} USD`;

/** The headline of a report: the median, the middle half, how many vacancies back it and when it was computed. */
export function SalaryHeadline({
  title,
  figure,
  computedAt,
}: {
  title: string;
  figure: TSalaryFigure;
  computedAt: string | null;
}) {
  const { t } = useTranslation('Salaries');
  const locale = useLocale();
  return (
    <Panel title={title} id="salary-headline" className="mt-6">
      <p className="text-3xl font-bold tabular-nums" data-testid="salary-median">
        {t('medianPerMonth', { amount: usd(figure.median) })}
      </p>
      <p className="mt-2">{t('middleHalfText', { low: usd(figure.p25), high: usd(figure.p75) })}</p>
      <p className="mt-2 text-sm text-muted">
        {t('basedOn', { count: figure.vacancies, number: formatAmount(figure.vacancies) })}{' '}
        {computedAt ? t('updated', { date: dateText(computedAt, locale) }) : null}
      </p>
    </Panel>
  );
}

/** A chart of report rows under its heading; nothing at all when no row has enough vacancies. */
export function SalaryChart({
  id,
  title,
  caption,
  labelHeader,
  rows,
  labelOf = (row) => row.name,
}: {
  id: string;
  title: string;
  caption: string;
  labelHeader: string;
  rows: readonly TSalaryRow[];
  labelOf?: (row: TSalaryRow) => ReactNode;
}) {
  const { t } = useTranslation('Salaries');
  if (rows.length === 0) return null;
  const chartRows: RangeRow[] = rows.map((row) => ({
    key: row.key,
    label: labelOf(row),
    low: row.p25,
    mid: row.median,
    high: row.p75,
    count: row.vacancies,
  }));
  return (
    <Panel title={title} id={id} className="mt-6">
      <RangeChart
        caption={caption}
        rows={chartRows}
        format={usd}
        testId={`${id}-chart`}
        headers={{
          label: labelHeader,
          chart: t('chart'),
          median: t('median'),
          range: t('middleHalf'),
          count: t('vacancies'),
        }}
      />
    </Panel>
  );
}

/** How the figures are made, under every report: what counts, the conversion, the minimum and the refresh. */
export function SalaryMethod() {
  const { t } = useTranslation('Salaries');
  return (
    <Panel title={t('methodTitle')} id="salary-method" tone="soft" className="mt-8">
      <p className="text-sm">{t('method')}</p>
      <p className="mt-2 text-sm">{t('notEnoughText', { min: SALARIES.minVacancies })}</p>
    </Panel>
  );
}
