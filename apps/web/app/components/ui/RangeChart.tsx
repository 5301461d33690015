import type { ReactNode } from 'react';

export type RangeRow = {
  key: string;
  /** What the row is about: plain text, or a link to its own report. */
  label: ReactNode;
  low: number;
  mid: number;
  high: number;
  /** How many things back the row ("48 vacancies"). */
  count: number;
};

/** The bar's place on a scale from 0 to `max`, in the drawing's 0–100 units. */
export function rangeBar(row: Pick<RangeRow, 'low' | 'mid' | 'high'>, max: number) {
  const at = (value: number) => (max <= 0 ? 0 : Math.min(100, Math.max(0, (value / max) * 100)));
  return { x: at(row.low), width: Math.max(0.5, at(row.high) - at(row.low)), mid: at(row.mid) };
}

/** The scale's end: a little past the highest value, rounded up to a figure that reads well on the axis. */
export function scaleMaxOf(rows: readonly Pick<RangeRow, 'high'>[]): number {
  const highest = Math.max(0, ...rows.map((row) => row.high));
  if (highest === 0) return 1;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(highest)) - 1);
  return Math.ceil((highest * 1.05) / step) * step;
}

/**
 * Ranges on one scale, a row each: the middle half as a bar and the median as a mark, drawn by the server as SVG
 * (nothing to hydrate). It is a table: each row's figures are its cells, so a screen reader and a copy-paste get the
 * numbers; the bars are decoration over them.
 */
export function RangeChart({
  caption,
  rows,
  format,
  headers,
  className = '',
  testId,
}: {
  caption: string;
  rows: readonly RangeRow[];
  format: (value: number) => string;
  headers: { label: string; chart: string; median: string; range: string; count: string };
  className?: string;
  testId?: string;
}) {
  const max = scaleMaxOf(rows);
  return (
    <table className={`w-full table-fixed border-collapse text-sm ${className}`} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-xs text-muted">
          <th scope="col" className="w-[32%] py-2 pr-3 font-semibold sm:w-[24%]">
            {headers.label}
          </th>
          <th scope="col" className="py-2 pr-3 font-normal">
            <span className="sr-only">{headers.chart}</span>
            <span aria-hidden="true" className="flex justify-between">
              <span>0</span>
              <span>{format(max)}</span>
            </span>
          </th>
          <th scope="col" className="w-[30%] py-2 text-right font-semibold sm:w-[15%]">
            {headers.median}
          </th>
          <th scope="col" className="hidden w-[22%] py-2 pl-3 text-right font-semibold sm:table-cell">
            {headers.range}
          </th>
          <th scope="col" className="hidden w-[10%] py-2 pl-3 text-right font-semibold md:table-cell">
            {headers.count}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const bar = rangeBar(row, max);
          return (
            <tr key={row.key} className="border-t border-neutral-100">
              <th scope="row" className="truncate py-2 pr-3 text-left font-medium">
                {row.label}
              </th>
              <td className="py-2 pr-3">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 100 16"
                  preserveAspectRatio="none"
                  className="block h-5 w-full"
                  data-chart="range"
                >
                  <line
                    x1="0"
                    y1="8"
                    x2="100"
                    y2="8"
                    className="stroke-neutral-200"
                    vectorEffect="non-scaling-stroke"
                  />
                  <rect x={bar.x} y="3" width={bar.width} height="10" rx="1" className="fill-brand/70" />
                  <line
                    x1={bar.mid}
                    y1="0"
                    x2={bar.mid}
                    y2="16"
                    className="stroke-brand-strong"
                    strokeWidth="3"
                    vectorEffect="non-scaling-stroke"
                  />
                </svg>
              </td>
              <td className="whitespace-nowrap py-2 text-right font-semibold tabular-nums">{format(row.mid)}</td>
              <td className="hidden whitespace-nowrap py-2 pl-3 text-right tabular-nums text-muted sm:table-cell">
                {format(row.low)} – {format(row.high)}
              </td>
              <td className="hidden py-2 pl-3 text-right tabular-nums text-muted md:table-cell">{row.count}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
