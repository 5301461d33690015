import { EyeOff, IdCard, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CHOICE_CLASS } from '../ui/fields/field-meta.ts';

/** Before anything is sent: what the company will learn of who the applicant is. */
export function ConsentNotice({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="mb-4 flex gap-2 rounded-lg bg-brand-soft p-3 text-sm" data-testid="apply-consent">
      <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
      {children}
    </p>
  );
}

/**
 * The applicant's choice of what the company learns (the candidates' consent model): anonymously, the default, or with
 * name and contacts. Plain radio buttons posting `open_profile`, so it works before the page's script runs; each says
 * in its own words what the company will see.
 */
export function ProfileChoice({ company }: { company: string }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'apply' });
  const options = [
    { value: 'false', label: t('anonymous'), hint: t('anonymousHint', { company }), Icon: EyeOff },
    { value: 'true', label: t('withContacts'), hint: t('withContactsHint', { company }), Icon: IdCard },
  ];
  return (
    <fieldset className="mb-4" data-testid="profile-choice">
      <legend className="mb-2 text-sm font-semibold">{t('choiceLegend', { company })}</legend>
      <div className="grid gap-2">
        {options.map(({ value, label, hint, Icon }) => (
          <label
            key={value}
            className="flex cursor-pointer gap-3 rounded-lg border border-neutral-300 bg-white p-3 has-[:checked]:border-brand-strong has-[:checked]:bg-brand-soft"
          >
            <input
              type="radio"
              name="open_profile"
              value={value}
              defaultChecked={value === 'false'}
              aria-describedby={`open-profile-${value}-hint`}
              className={`${CHOICE_CLASS} mt-0.5`}
            />
            <span>
              <span className="flex items-center gap-1.5 font-medium">
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </span>
              <span id={`open-profile-${value}-hint`} className="mt-0.5 block text-sm text-muted">
                {hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
