// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { FilterPanel } from './FilterPanel.tsx';

afterEach(cleanup);

const page = () => (
  <>
    <header>
      <a href="/">Home</a>
    </header>
    <FilterPanel
      activeCount={2}
      results={<p>Results</p>}
      filters={
        <form aria-label="Job filters">
          <input id="only-once" type="search" name="search" aria-label="Keywords" />
        </form>
      }
    />
  </>
);

describe('the filter panel', () => {
  it('renders its form once, beside the results, and opens that same form as a modal drawer', async () => {
    renderWithApp(page());
    const button = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(document.querySelectorAll('form')).toHaveLength(1);
    const form = screen.getByRole('form', { name: 'Job filters' });
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => button.click());
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The very form of the sidebar, now in the drawer: no second copy, no id twice.
    expect(dialog.contains(form)).toBe(true);
    expect(document.querySelectorAll('#only-once')).toHaveLength(1);
    // The rest of the page cannot be reached while it is open.
    expect(screen.getByText('Results').closest('[inert]')).not.toBeNull();
    expect(document.querySelector('header')?.hasAttribute('inert')).toBe(true);

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(screen.getByRole('form', { name: 'Job filters' })).toBe(form);
  });

  it('closes with its "Show results" button', async () => {
    renderWithApp(page());
    act(() => screen.getByTestId('filters-button').click());
    await screen.findByRole('dialog', { name: 'Filters' });
    act(() => screen.getByRole('button', { name: 'Show results' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
