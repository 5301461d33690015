// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { Stepper } from './Stepper.tsx';

afterEach(cleanup);

function Wizard({ start = 1, isBusy = false }: { start?: number; isBusy?: boolean }) {
  const [step, setStep] = useState(start);
  return (
    <form>
      <Stepper
        step={step}
        names={['About', 'Offices', 'Photos']}
        onStep={setStep}
        submitLabel="Create"
        busyLabel="Creating…"
        isBusy={isBusy}
      >
        <p>Fields</p>
      </Stepper>
    </form>
  );
}

describe('Stepper', () => {
  it('tells the step by number and name and moves with Next and Back without sending', () => {
    renderWithApp(<Wizard />);
    expect(screen.getByText('Step 1 of 3 · About')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 3 · Offices')).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Offices');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 3 · About')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('type')).toBe('button');
  });

  it('ends with the button that sends the form, busy while it is sent', () => {
    renderWithApp(<Wizard start={3} isBusy />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    const send = screen.getByRole('button', { name: /Creating…/ });
    expect(send.getAttribute('type')).toBe('submit');
    expect(send.getAttribute('aria-busy')).toBe('true');
  });
});
