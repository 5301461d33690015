import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { useHydrated } from './use-hydrated.ts';

type StepperProps = {
  /** The step shown, from 1. */
  step: number;
  /** Each step's name, in order. */
  names: string[];
  onStep: (step: number) => void;
  /** The last step's button, which sends the form. */
  submitLabel: string;
  busyLabel?: string;
  isBusy: boolean;
  /** The steps' fields; the page shows only the current step's once hydrated. */
  children: ReactNode;
};

/**
 * A wizard inside its form: "Step 2 of 4 · name" and the steps' names above the fields, Back, Next and the final send
 * below them. Before the script loads every step shows at once and only the send button is there, so the form still
 * posts; after, Back and Next move between steps without posting.
 */
export function Stepper({ step, names, onStep, submitLabel, busyLabel, isBusy, children }: StepperProps) {
  const { t } = useTranslation('Ui');
  const isHydrated = useHydrated();
  const isLast = step >= names.length;
  return (
    <>
      {isHydrated ? (
        <div className="mb-6">
          <p className="font-semibold text-brand-strong" aria-live="polite">
            {t('stepOf', { step, steps: names.length })} · {names[step - 1]}
          </p>
          <ol aria-label={t('steps')} className="mt-3 flex gap-1.5 max-md:hidden">
            {names.map((name, index) => (
              <li
                key={name}
                aria-current={index + 1 === step ? 'step' : undefined}
                className={`flex-1 border-t-4 pt-1.5 text-xs ${index + 1 <= step ? 'border-brand text-ink' : 'border-neutral-200 text-muted'} aria-[current=step]:font-semibold`}
              >
                {name}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {children}
      <div className="mt-6 flex justify-between gap-4">
        {isHydrated && step > 1 ? (
          <Button variant="secondary" onClick={() => onStep(step - 1)}>
            {t('back')}
          </Button>
        ) : (
          <span />
        )}
        {isHydrated && !isLast ? (
          // Keys differ so React makes a new element: a "Next" turned into the send button by its own click's
          // re-render would otherwise be a submit button when the browser runs the click's default action.
          <Button key="next" onClick={() => onStep(step + 1)}>
            {t('next')}
          </Button>
        ) : (
          <Button key="submit" type="submit" busy={isBusy} busyLabel={busyLabel}>
            {submitLabel}
          </Button>
        )}
      </div>
    </>
  );
}
