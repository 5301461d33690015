// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { Header } from './Header.tsx';

afterEach(cleanup);

describe('Header', () => {
  it('shows sign in and sign up to guests, in the page language and with its prefix', () => {
    renderWithApp(<Header />, { locale: 'pl', path: '/pl/privacy' });
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/pl/login');
    expect(links).toContain('/pl/register');
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('has no search box on the home page', () => {
    renderWithApp(<Header />, { locale: 'uk', path: '/uk' });
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('hides the Telegram link when no channel is configured', () => {
    renderWithApp(<Header />, { path: '/privacy' });
    expect(screen.queryByRole('link', { name: 'Telegram channel' })).toBeNull();
  });
});
