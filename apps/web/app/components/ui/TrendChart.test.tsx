// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { barHeights, TrendChart } from './TrendChart.tsx';

afterEach(cleanup);

const points = [
  { label: 'Nov 1', value: 0 },
  { label: 'Nov 2', value: 4 },
  { label: 'Nov 3', value: 2 },
];
const chart = (
  <TrendChart title="Registrations" summary="6 in 3 days" points={points} labelHeader="Day" valueHeader="Sign-ups" />
);

describe('TrendChart', () => {
  it('scales the tallest day to the full height and keeps a sliver for empty days', () => {
    expect(barHeights([0, 4, 2])).toEqual([1, 100, 50]);
    expect(barHeights([0, 0])).toEqual([1, 1]);
    expect(barHeights([])).toEqual([]);
  });

  it('is an image named by its title and described by its summary, with the numbers in a table', () => {
    renderWithApp(chart);
    const image = screen.getByRole('img');
    const [titleId, descId] = (image.getAttribute('aria-labelledby') ?? '').split(' ');
    expect(document.getElementById(titleId ?? '')?.textContent).toBe('Registrations');
    expect(document.getElementById(descId ?? '')?.textContent).toBe('6 in 3 days');
    expect(image.querySelectorAll('rect')).toHaveLength(3);
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['DaySign-ups', 'Nov 10', 'Nov 24', 'Nov 32']);
  });

  it('is drawn whole by the server, without a script', () => {
    const html = renderToString(
      <TrendChart title="Hires" summary="None yet" points={points} labelHeader="Day" valueHeader="Hires" />,
    );
    expect(html).toContain('<svg');
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html).toContain('<details');
  });
});
