// @vitest-environment happy-dom

import { resources } from '@hushwork/contract/i18n';
import { cleanup, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../../components/ui/ToastProvider.tsx';
import { renderWithApp } from '../../../../test/render.tsx';
import { KitGallery } from './KitGallery.tsx';

afterEach(cleanup);

/**
 * The gallery rendered as the page renders it, with axe's WCAG 2.1 A and AA rules, in a second or two; colour
 * contrast needs real CSS and is left to the browser test (e2e/platform/dev-ui.spec.ts), which needs a server of its
 * own because /dev/ui answers only where /dev/mail does (no SMTP, asked from the machine itself).
 */
async function violationsIn(element: Element) {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}

describe('the kit gallery at /dev/ui', () => {
  for (const locale of ['en', 'uk'] as const) {
    it(`shows every control in each state and passes axe (${locale})`, async () => {
      const { container } = renderWithApp(
        <ToastProvider flash={null}>
          <main>
            <KitGallery />
          </main>
        </ToastProvider>,
        { locale, path: '/dev/ui' },
      );
      expect(screen.getAllByRole('button').some((button) => button.getAttribute('aria-busy') === 'true')).toBe(true);
      expect(screen.getAllByRole('navigation').length).toBeGreaterThanOrEqual(5);
      expect(container.querySelectorAll('[aria-current="page"]').length).toBeGreaterThanOrEqual(5);
      // The field kit in its five states (one of them shows the first error of every field, tied to its control),
      // the data table's bulk-action form, and the filter kit's GET forms (a search's and a directory's).
      expect(container.querySelectorAll('form').length).toBe(8);
      expect(container.querySelector('form[method="get"] input[type="search"]')).not.toBeNull();
      // An upload waiting for its file, and one refused.
      expect(container.querySelector('label input[type="file"]:disabled')).not.toBeNull();
      expect(container.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThanOrEqual(6);
      expect(container.querySelectorAll('input:disabled, select:disabled, textarea:disabled').length).toBeGreaterThan(
        10,
      );
      // The data table: sortable, ticked for a bulk action, loading and empty.
      const isChart = (table: Element) => table.closest('figure') || table.querySelector('svg[data-chart="range"]');
      expect([...container.querySelectorAll('table')].filter((table) => !isChart(table)).length).toBe(2);
      // The range chart: a table whose rows carry their figures and an SVG bar each.
      expect(container.querySelectorAll('tbody th[scope="row"] ~ td svg[data-chart="range"]').length).toBe(3);
      // The trend charts: drawn as SVG images, each with its numbers as a table.
      expect(container.querySelectorAll('figure svg[role="img"] title').length).toBe(2);
      expect(container.querySelectorAll('figure details table').length).toBe(2);
      expect(container.querySelectorAll('[aria-busy="true"] table').length).toBe(1);
      expect(container.querySelectorAll('th[aria-sort], th[scope="row"]').length).toBeGreaterThan(0);
      expect(screen.getAllByRole('checkbox', { name: /\S/ }).length).toBeGreaterThanOrEqual(4);
      // Toasts in each tone, and the stepper on its first, a middle and its last step.
      const { toast } = resources[locale].DevUi.sample;
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(toast.error);
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(toast.success);
      expect(screen.getAllByRole('list', { name: /\S/ }).length).toBeGreaterThanOrEqual(3);
      expect(
        screen.getAllByRole('button').filter((button) => button.getAttribute('type') === 'submit').length,
      ).toBeGreaterThan(0);
      expect(await violationsIn(container)).toEqual([]);
      // axe over the whole gallery takes seconds, more on the shared 2-core machine than vitest's default allows.
    }, 30_000);
  }
});
