// @vitest-environment happy-dom
import { ROLES } from '@hushwork/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHeader, testUser } from '../../test/render-header.tsx';
import { ImpersonationBar } from './ImpersonationBar.tsx';

afterEach(cleanup);

const worker = testUser({ role_id: ROLES.worker, name: 'Taras' });

describe('the "log in as" marker', () => {
  it('names the user and the admin behind the session, with a plain form post back', async () => {
    renderHeader(<ImpersonationBar />, {
      user: worker,
      impersonatedBy: { id: 1, name: 'Ada' },
      locale: 'uk',
      path: '/uk',
    });
    expect(await screen.findByText('Ви увійшли як Taras від імені адміністратора Ada')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Повернутися до мого акаунта' });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/uk/admin/impersonation/end');
  });

  it('is absent from an ordinary session', () => {
    renderHeader(<ImpersonationBar />, { user: worker });
    expect(screen.queryByTestId('impersonation-bar')).toBeNull();
  });
});
