import type { TItemStatistics } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/ui/Panel.tsx';
import { TrendChart } from '../../../components/ui/TrendChart.tsx';
import { dateText } from '../../../lib/dates.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/**
 * An item's views, applications, responses and hires (ADR 0037): each total, and its last 30 days as a chart the
 * server draws. Its words are the `AdminCandidates` namespace's: a page showing it lists that namespace.
 */
export function ItemStatistics({ statistics }: { statistics: TItemStatistics }) {
  const { t } = useTranslation('AdminCandidates');
  const locale = useLocale();
  return (
    <section className="mt-8" aria-labelledby="item-statistics-title" data-testid="item-statistics">
      <h2 id="item-statistics-title" className="text-xl font-semibold">
        {t('statistics.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('statistics.lead')}</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {statistics.metrics.map(({ metric, total, points }) => {
          const what = t(`statistics.metrics.${metric}`);
          const recent = points.reduce((sum, point) => sum + point.count, 0);
          return (
            <Panel key={metric} title={what}>
              <p className="mt-2 flex flex-wrap items-baseline gap-x-3" data-testid={`metric-${metric}`}>
                <span className="text-3xl font-bold tabular-nums">{total}</span>
                <span className="text-sm text-muted">{t('statistics.inTotal')}</span>
                <span className="text-sm">{t('statistics.lastDays', { recent, days: points.length })}</span>
              </p>
              <TrendChart
                className="mt-4"
                title={t('statistics.chartTitle', { what })}
                summary={t('statistics.chartSummary', { total, recent, days: points.length })}
                points={points.map((point) => ({ label: dateText(point.day, locale, 'short'), value: point.count }))}
                labelHeader={t('statistics.day')}
                valueHeader={what}
              />
            </Panel>
          );
        })}
      </div>
    </section>
  );
}
