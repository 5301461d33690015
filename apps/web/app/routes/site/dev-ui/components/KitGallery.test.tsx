// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render.tsx';
import { KitGallery } from './KitGallery.tsx';

afterEach(cleanup);

/**
 * The browser suite cannot reach /dev/ui: its server sends mail through SMTP, and the page answers only where
 * /dev/mail does (no SMTP, asked from the machine itself). So the gallery is checked here, rendered as the page
 * renders it, with axe's WCAG 2.1 A and AA rules. Colour contrast needs real CSS and is left to the browser.
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
        <main>
          <KitGallery />
        </main>,
        { locale, path: '/dev/ui' },
      );
      expect(screen.getAllByRole('button').some((button) => button.getAttribute('aria-busy') === 'true')).toBe(true);
      expect(screen.getAllByRole('navigation').length).toBeGreaterThanOrEqual(5);
      expect(container.querySelectorAll('[aria-current="page"]').length).toBeGreaterThanOrEqual(5);
      // The field kit in its five states: one of them shows the first error of every field, tied to its control.
      expect(container.querySelectorAll('form').length).toBe(5);
      expect(container.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThanOrEqual(6);
      expect(container.querySelectorAll('input:disabled, select:disabled, textarea:disabled').length).toBeGreaterThan(
        10,
      );
      expect(await violationsIn(container)).toEqual([]);
    });
  }
});
