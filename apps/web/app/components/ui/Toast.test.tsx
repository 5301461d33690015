// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { Button } from './Button.tsx';
import { TOAST_DURATION_MS } from './Toast.tsx';
import { ToastProvider, useToast } from './ToastProvider.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Saver() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.show({ tone: 'success', text: 'Saved.' })}>Save</Button>
      <Button onClick={() => toast.show({ tone: 'error', text: 'The server is away.' })}>Fail</Button>
    </>
  );
}

/** The toasts' look loads with the first one (ToastProvider): let it arrive. */
const settle = () =>
  act(async () => {
    await import('./ToastStack.tsx');
  });

const app = (flash: Parameters<typeof ToastProvider>[0]['flash'] = null) =>
  renderWithApp(
    <ToastProvider flash={flash}>
      <Saver />
    </ToastProvider>,
  );

describe('Toast', () => {
  it('says a success politely and an error as an alert, each closing on its button', async () => {
    app();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    await settle();
    expect(screen.getByRole('status').textContent).toContain('Saved.');
    expect(screen.getByRole('alert').textContent).toContain('The server is away.');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.contains(screen.getByRole('alert'))).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('goes by itself, but not while the pointer is over it', async () => {
    app();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    const toast = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success - 1000));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success * 3));
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the toast a redirect left, with nothing else to do', async () => {
    app({ id: 'flash-1', tone: 'success', text: 'The job opening is deleted.' });
    await settle();
    expect(screen.getByRole('status').textContent).toContain('The job opening is deleted.');
  });
});
