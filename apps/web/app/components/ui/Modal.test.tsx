// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { Modal } from './Modal.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        done
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="T" onClosed={onClosed}>
        body
      </Modal>
    </>
  );
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

describe('Modal', () => {
  it('opens 100 ms after it is asked to and says so', () => {
    const onOpened = vi.fn();
    renderWithApp(
      <Modal open onClose={() => {}} title="Share profile" onOpened={onOpened}>
        body
      </Modal>,
    );
    act(() => vi.advanceTimersByTime(99));
    expect(dialog().open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(dialog().open).toBe(true);
    expect(onOpened).toHaveBeenCalledOnce();
    expect(dialog().style.width).toContain('750px');
  });

  it('asks to close from its close control and from an outside click, unless outside clicks are off', () => {
    const onClose = vi.fn();
    renderWithApp(
      <Modal open onClose={onClose} title="T">
        body
      </Modal>,
    );
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(dialog());
    expect(onClose).toHaveBeenCalledTimes(2);
    cleanup();
    const onCloseStrict = vi.fn();
    renderWithApp(
      <Modal open onClose={onCloseStrict} title="T" closeOnOutsideClick={false}>
        body
      </Modal>,
    );
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(dialog());
    expect(onCloseStrict).not.toHaveBeenCalled();
  });

  it('closes when its owner says so and tells it', () => {
    const onClosed = vi.fn();
    renderWithApp(<Harness onClosed={onClosed} />);
    act(() => vi.advanceTimersByTime(100));
    expect(dialog().open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog().open).toBe(false);
    expect(onClosed).toHaveBeenCalledOnce();
  });
});
