// @vitest-environment happy-dom
import type { TJobsFacets, TJobsQueryOutput } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { act, cleanup, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { FACET_SHOWN } from '../ui/filters/facet-split.ts';
import { JobFilters } from './JobFilters.tsx';

const words = resources.en.Vacancies as { filters: Record<string, string> };
const showAll = (total: number) => resources.en.Ui.showAll.replace('{{total}}', String(total));

afterEach(cleanup);

const named = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, slug: `tech-${i + 1}`, name: `Tech ${i + 1}`, count: 50 - i }));

const facets = (overrides: Partial<TJobsFacets> = {}): TJobsFacets => ({
  seniority: [{ key: 'senior', count: 12 }],
  experience: [],
  english_level: [],
  job_types: [],
  employment: [],
  remote: 4,
  specializations: [],
  keywords: named(20),
  countries: [],
  cities: [],
  sampled: [],
  ...overrides,
});

const query = (overrides: Partial<TJobsQueryOutput> = {}) => ({ page: 1, ...overrides }) as TJobsQueryOutput;

const technologies = () => screen.getByRole('group', { name: words.filters.technologies });

describe('job filters', () => {
  it('shows a long facet list’s first values and the rest behind a native disclosure, every value in the form', async () => {
    renderWithApp(<JobFilters query={query()} facets={facets()} sort="date" />);
    const group = await screen.findByRole('group', { name: words.filters.technologies });
    const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.value)).toEqual(named(20).map((t) => String(t.id)));
    const details = group.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getByText(showAll(20)).tagName).toBe('SUMMARY');
    const inDetails = within(details).getAllByRole('checkbox') as HTMLInputElement[];
    expect(inDetails.map((box) => box.value)).toEqual(
      named(20)
        .slice(FACET_SHOWN)
        .map((t) => String(t.id)),
    );
    // Every hidden value is a labelled checkbox of the same field, in the form, so it submits with the others.
    for (const box of inDetails) {
      expect(box.name).toBe('keyword_ids');
      expect(box.form).toBe(screen.getByRole('form', { name: words.filters.title }));
      expect(box.closest('label')?.textContent).toMatch(/^Tech \d+ \(\d+\)$/);
    }
    // A short list has no disclosure.
    expect(screen.getByRole('group', { name: words.filters.seniority }).querySelector('details')).toBeNull();
  });

  it('shows no figures for a facet counted over a sample, and keeps the others’', async () => {
    renderWithApp(<JobFilters query={query()} facets={facets({ sampled: ['keywords', 'remote'] })} sort="date" />);
    const group = await screen.findByRole('group', { name: words.filters.technologies });
    expect(within(group).getByRole('checkbox', { name: 'Tech 1' })).toBeTruthy();
    for (const box of within(group).getAllByRole('checkbox')) {
      expect(box.closest('label')?.textContent).toMatch(/^Tech \d+$/);
    }
    expect(screen.getByRole('checkbox', { name: words.filters.remote })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Senior \(12\)/ })).toBeTruthy();
  });

  it('keeps a ticked value outside the disclosure, ticked', async () => {
    renderWithApp(<JobFilters query={query({ keyword_ids: [15] })} facets={facets()} sort="date" />);
    const ticked = (await screen.findByRole('checkbox', { name: 'Tech 15 (36)' })) as HTMLInputElement;
    expect(ticked.checked).toBe(true);
    expect(ticked.closest('details')).toBeNull();
    const hidden = technologies().querySelectorAll('details input');
    expect(hidden).toHaveLength(20 - FACET_SHOWN - 1);
    expect([...hidden].some((box) => (box as HTMLInputElement).checked)).toBe(false);
  });

  it('escapes the names it writes as HTML', async () => {
    const keywords = named(20);
    keywords[19] = { ...keywords[19]!, name: '<img src=x onerror=alert(1)> & "C#"' };
    renderWithApp(<JobFilters query={query()} facets={facets({ keywords })} sort="date" />);
    await screen.findByRole('group', { name: words.filters.technologies });
    expect(technologies().querySelector('img')).toBeNull();
    expect(screen.getByRole('checkbox', { name: '<img src=x onerror=alert(1)> & "C#" (31)' })).toBeTruthy();
  });
});

describe('job filters, server-rendered and hydrated', () => {
  const app = () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <JobFilters query={query({ keyword_ids: [15] })} facets={facets()} sort="date" /> }],
      { initialEntries: ['/job-openings'] },
    );
    return (
      <I18nextProvider i18n={createI18n('en', resources.en as Record<string, unknown>)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    );
  };

  it('renders every value on the server, and the browser takes it over without a mismatch', async () => {
    const html = renderToString(app());
    for (const { id } of named(20)) expect(html).toMatch(new RegExp(`name="keyword_ids"[^>]* value="${id}"`));
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Show all \(20\)<\/summary>/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverInputs = [...container.querySelectorAll('details input')];
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const root = await act(async () => hydrateRoot(container, app(), { onRecoverableError: recoverable }));
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      // The hidden values are the server's own elements, kept as they are.
      expect([...container.querySelectorAll('details input')]).toEqual(serverInputs);
      act(() => root.unmount());
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });
});
