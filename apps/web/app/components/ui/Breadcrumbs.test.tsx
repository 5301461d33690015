// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

afterEach(cleanup);

describe('Breadcrumbs', () => {
  it('links every step but the current one and publishes a BreadcrumbList', () => {
    renderWithApp(
      <Breadcrumbs
        items={[
          { title: 'Home', link: '/' },
          { title: 'Blog', link: '/blog' },
          { title: 'Resume tips', link: '/blog/resume' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(screen.queryByRole('link', { name: 'Resume tips' })).toBeNull();
    expect(screen.getByText('Resume tips').getAttribute('aria-current')).toBe('page');
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement[2]).toMatchObject({ position: 3, name: 'Resume tips', item: '/blog/resume' });
  });
});
