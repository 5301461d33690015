import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHOICE_CLASS } from '../ui/fields/field-meta.ts';

/**
 * Whether the company shows in the public directory (`is_public`), as a switch. The box starts as saved and the page's
 * action reads an unticked one as "hidden", so saving the form keeps what the team chose.
 */
export function DirectorySwitch({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation('Companies');
  const [isOn, setOn] = useState(isPublic);
  return (
    <div className="mt-6 rounded-xl border border-neutral-200 p-4">
      <label className="flex cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          role="switch"
          name="is_public"
          checked={isOn}
          aria-checked={isOn}
          onChange={(event) => setOn(event.currentTarget.checked)}
          aria-describedby="directory-switch-hint"
          className={CHOICE_CLASS}
        />
        {t('showInDirectory')}
      </label>
      <p id="directory-switch-hint" className="mt-1 text-sm text-muted">
        {t('showInDirectoryHint')}
      </p>
    </div>
  );
}
