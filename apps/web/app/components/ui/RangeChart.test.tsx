// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { RangeChart, type RangeRow, rangeBar, scaleMaxOf } from './RangeChart.tsx';

afterEach(cleanup);

const rows: RangeRow[] = [
  { key: 'junior', label: 'Junior', low: 1500, mid: 2000, high: 2500, count: 12 },
  { key: 'senior', label: 'Senior', low: 4000, mid: 5000, high: 6000, count: 30 },
];
const headers = { label: 'Seniority', chart: 'Ranges', median: 'Median', range: 'Middle half', count: 'Vacancies' };
const chart = <RangeChart caption="Pay by seniority" rows={rows} format={(n) => `$${n}`} headers={headers} />;

describe('RangeChart', () => {
  it('puts the scale’s end a little past the highest value, on a figure that reads well', () => {
    expect(scaleMaxOf(rows)).toBe(6300);
    expect(scaleMaxOf([{ high: 87 }])).toBe(92);
    expect(scaleMaxOf([])).toBe(1);
  });

  it('places the bar from the lower to the upper quartile and the mark at the median', () => {
    expect(rangeBar({ low: 1500, mid: 2000, high: 2500 }, 5000)).toEqual({ x: 30, width: 20, mid: 40 });
    // A range of one value still shows a sliver; a value past the scale stays on it.
    expect(rangeBar({ low: 100, mid: 100, high: 100 }, 1000).width).toBe(0.5);
    expect(rangeBar({ low: 900, mid: 1200, high: 1500 }, 1000)).toEqual({ x: 90, width: 10, mid: 100 });
  });

  it('is a table with the figures in its cells, captioned for a screen reader', () => {
    renderWithApp(chart);
    expect(screen.getByRole('table', { name: 'Pay by seniority' })).toBeTruthy();
    const senior = screen.getByRole('row', { name: /^Senior /i });
    expect(senior.textContent).toContain('$5000');
    expect(senior.textContent).toContain('$4000 – $6000');
    expect(senior.textContent).toContain('30');
  });

  it('is drawn whole by the server, without a script', () => {
    const html = renderToString(chart);
    expect(html.match(/data-chart="range"/g)).toHaveLength(2);
    expect(html).not.toContain('<script');
  });
});
