// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { Pagination } from './Pagination.tsx';
import { pageWindow } from './page-window.ts';

afterEach(cleanup);

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    const { container } = renderWithApp(<Pagination page={1} pages={1} />);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('links the pages around the current one, keeping the filters, page 1 without a parameter', () => {
    renderWithApp(<Pagination page={2} pages={3} />, { path: '/companies?city=berlin&page=2' });
    expect(hrefOf('Previous page')).toBe('/companies?city=berlin');
    expect(hrefOf('Next page')).toBe('/companies?city=berlin&page=3');
    expect(hrefOf('Page 1')).toBe('/companies?city=berlin');
    expect(hrefOf('Page 3')).toBe('/companies?city=berlin&page=3');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('marks the current page for assistive technology, and only that one', () => {
    renderWithApp(<Pagination page={2} pages={3} />, { path: '/companies?page=2' });
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('aria-label'))).toEqual(['Page 2']);
  });

  it('has no link before the first page or past the last', () => {
    renderWithApp(<Pagination page={3} pages={3} />, { path: '/job-openings?page=3' });
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Page 4' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('rel')).toBe('prev');
    cleanup();
    renderWithApp(<Pagination page={1} pages={3} />, { path: '/job-openings' });
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/job-openings?page=2');
  });

  it('is named by the page it sits on when told, and speaks the page language', () => {
    renderWithApp(<Pagination page={1} pages={2} label="Pages of favorites" />);
    expect(screen.getByRole('navigation', { name: 'Pages of favorites' })).toBeTruthy();
    cleanup();
    renderWithApp(<Pagination page={1} pages={2} />, { locale: 'uk' });
    const nav = screen.getByRole('navigation', { name: 'Сторінки' });
    expect(within(nav).getByRole('link', { name: 'Наступна сторінка' })).toBeTruthy();
  });
});

describe('pageWindow', () => {
  it('lists every page of a short list', () => {
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts gaps between the ends and the pages around the current one', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});
