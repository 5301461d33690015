import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type TrendPoint = { label: string; value: number };

// The drawing's own units: the SVG scales to its box, so these only set the bars' proportions.
const BAR = 10;
const GAP = 2;
const HEIGHT = 100;
/** A day with nothing still shows a sliver, so a flat month reads as "none" rather than as a missing chart. */
const FLOOR = 1;

/** The bars' heights in drawing units, the tallest filling the chart; all zero when nothing happened. */
export function barHeights(values: readonly number[], height = HEIGHT): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max === 0 ? FLOOR : Math.max(FLOOR, Math.round((value / max) * height))));
}

/**
 * A count per day as bars, drawn by the server as plain SVG: no script, no library, nothing to hydrate. The SVG is an
 * image named by its title and described by `summary` (the total a screen reader hears first); the numbers behind it
 * are a table under a disclosure (`<details>`), so they can be read, copied and checked without the picture.
 */
export function TrendChart({
  title,
  summary,
  points,
  labelHeader,
  valueHeader,
  className = '',
}: {
  title: string;
  /** One sentence with what the chart shows ("1,204 in total, 38 in the last 30 days"). */
  summary: string;
  points: readonly TrendPoint[];
  /** The data table's heads: what a point is (a day) and what is counted. */
  labelHeader: string;
  valueHeader: string;
  className?: string;
}) {
  const { t } = useTranslation('Ui');
  const id = useId();
  const heights = barHeights(points.map((point) => point.value));
  const width = Math.max(1, points.length) * (BAR + GAP) - GAP;
  const max = Math.max(0, ...points.map((point) => point.value));
  return (
    <figure className={className}>
      <div className="flex items-stretch gap-2">
        <div aria-hidden="true" className="flex flex-col justify-between text-right text-xs text-muted">
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-28 w-full min-w-0 border-b border-l border-neutral-300"
          data-chart="trend"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {points.map((point, index) => {
            const height = heights[index] ?? FLOOR;
            return (
              <rect
                key={point.label}
                x={index * (BAR + GAP)}
                y={HEIGHT - height}
                width={BAR}
                height={height}
                className={point.value > 0 ? 'fill-brand-strong' : 'fill-neutral-300'}
              />
            );
          })}
        </svg>
      </div>
      {points.length > 0 ? (
        <div aria-hidden="true" className="mt-1 flex justify-between pl-6 text-xs text-muted">
          <span>{points[0]?.label}</span>
          <span>{points.at(-1)?.label}</span>
        </div>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted hover:text-ink">{t('chartNumbers')}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-semibold">
                {labelHeader}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label} className="border-t border-neutral-100">
                <td className="py-1">{point.label}</td>
                <td className="py-1 text-right tabular-nums">{point.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
