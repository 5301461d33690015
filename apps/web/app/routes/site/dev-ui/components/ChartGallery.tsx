import { useTranslation } from 'react-i18next';
import { RangeChart, type RangeRow } from '../../../../components/ui/RangeChart.tsx';
import { TrendChart, type TrendPoint } from '../../../../components/ui/TrendChart.tsx';
import { GalleryRow, GallerySection } from './GallerySection.tsx';

// Fixed sample counts, not random ones: the server's drawing and the browser's hydration must agree.
const RISING = [0, 1, 0, 2, 3, 2, 4, 5, 3, 6, 7, 5, 8, 9, 12];
const RANGES = [
  { key: 'junior', low: 1400, mid: 1800, high: 2300, count: 41 },
  { key: 'middle', low: 2600, mid: 3200, high: 3900, count: 87 },
  { key: 'senior', low: 4200, mid: 5100, high: 6300, count: 64 },
] as const;
const daysOf = (values: number[]): TrendPoint[] => values.map((value, index) => ({ label: `${index + 1}.11`, value }));

/** The trend chart with counts and with none at all (a new installation's first month), and the range chart. */
export function ChartGallery() {
  const { t } = useTranslation('DevUi');
  const rising = daysOf(RISING);
  const total = RISING.reduce((sum, value) => sum + value, 0);
  return (
    <GallerySection title={t('charts')}>
      <GalleryRow title={t('chartRising')}>
        <TrendChart
          className="w-full max-w-md"
          title={t('sample.chartTitle')}
          summary={t('sample.chartSummary', { count: total })}
          points={rising}
          labelHeader={t('sample.chartDay')}
          valueHeader={t('sample.chartCount')}
        />
      </GalleryRow>
      <GalleryRow title={t('chartEmpty')}>
        <TrendChart
          className="w-full max-w-md"
          title={t('sample.chartTitle')}
          summary={t('sample.chartSummary', { count: 0 })}
          points={daysOf(RISING.map(() => 0))}
          labelHeader={t('sample.chartDay')}
          valueHeader={t('sample.chartCount')}
        />
      </GalleryRow>
      <GalleryRow title={t('chartRanges')}>
        <RangeChart
          className="max-w-2xl"
          caption={t('sample.rangeCaption')}
          rows={RANGES.map((row): RangeRow => ({ ...row, label: t(`sample.field.${row.key}`) }))}
          format={(value) => `${value} USD`}
          headers={{
            label: t('sample.rangeLabel'),
            chart: t('sample.rangeChart'),
            median: t('sample.rangeMedian'),
            range: t('sample.rangeSpan'),
            count: t('sample.rangeCount'),
          }}
        />
      </GalleryRow>
    </GallerySection>
  );
}
