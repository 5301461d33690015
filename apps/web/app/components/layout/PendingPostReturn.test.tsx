// @vitest-environment happy-dom
import { ROLES } from '@hushwork/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testUser } from '../../test/render-header.tsx';
import { PendingPostReturn } from './PendingPostReturn.tsx';

const ARTICLE = '/uk/blog/how-to-write-resume';
const kept = { method: 'comment', post_id: 3, target_id: 3, payload: { text: 'Thanks!' }, redirect: ARTICLE };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, user: ReturnType<typeof testUser>) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <PendingPostReturn user={user} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

const candidate = { id: 1 } as never;

describe('going back to a page whose kept comment waits', () => {
  it('takes a signed-up worker back to the article once their profile exists, once a visit', async () => {
    localStorage.setItem('hushwork.pendingPostComment', JSON.stringify(kept));
    renderAt('/uk/profile/user', testUser({ role_id: ROLES.worker, candidate }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(ARTICLE));
    cleanup();
    renderAt('/uk/profile/user', testUser({ role_id: ROLES.worker, candidate }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('where').textContent).toBe('/uk/profile/user');
  });

  it('stays while the onboarding push holds the worker back, and when nothing is kept', async () => {
    localStorage.setItem('hushwork.pendingPostComment', JSON.stringify(kept));
    renderAt('/uk/profile/add-resume', testUser({ role_id: ROLES.worker, candidate: null }));
    cleanup();
    localStorage.clear();
    renderAt('/uk/profile/user', testUser({ role_id: ROLES.worker, candidate }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('where').textContent).toBe('/uk/profile/user');
    expect(sessionStorage.length).toBe(0);
  });
});
