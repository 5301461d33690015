import {
  RESUME_TEMPLATES,
  RESUMES,
  resolvedDesign,
  resumeTemplateThumbnail,
  type TResumeDesign,
} from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button.tsx';
import { SelectInput, SwatchPicker } from '../../../../components/ui/StateInputs.tsx';
import { ErrorText } from '../../../../components/ui/UploadButton.tsx';
import { AutofilledText, useFieldBinding } from './Steps.tsx';
import type { ResumeWizard } from './use-resume-wizard.ts';

/** The photo as the data URL the document carries; the server re-encodes it and refuses what is not a picture. */
function readPhoto(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function SummaryStep({ wizard }: { wizard: ResumeWizard }) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const bind = useFieldBinding(wizard);
  const photo = wizard.draft.document.photo;
  const [photoError, setPhotoError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    setPhotoError(null);
    if (!file) return;
    if (file.size > RESUMES.photoMaxBytes || !/^image\/(jpeg|png|webp)$/.test(file.type)) {
      return setPhotoError(t('photoRefused'));
    }
    const url = await readPhoto(file);
    wizard.edit('photo', (document) => ({ ...document, photo: url }));
  };
  return (
    <>
      <AutofilledText
        label={t('summary')}
        field={bind('summary') as Parameters<typeof AutofilledText>[0]['field']}
        maxLength={RESUMES.summaryMax}
      />
      <section aria-label={t('photoTitle')} className="mb-8">
        <h2 className="mb-3 text-xl font-semibold">{t('photoTitle')}</h2>
        <div className="flex flex-wrap items-center gap-4">
          {photo ? <img src={photo} alt={t('photoAlt')} className="h-20 w-20 rounded-full object-cover" /> : null}
          <label className="inline-flex cursor-pointer items-center rounded-lg border border-neutral-300 bg-white px-4 py-2 font-semibold focus-within:outline focus-within:outline-2">
            {photo ? t('photoChange') : t('photoAdd')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={(event) => void pick(event.target.files?.[0])}
            />
          </label>
          {photo ? (
            <Button variant="ghost" onClick={() => wizard.edit('photo', (document) => ({ ...document, photo: null }))}>
              {t('photoRemove')}
            </Button>
          ) : null}
        </div>
        <ErrorText message={photoError ?? wizard.errors.photo?.[0]} />
      </section>
    </>
  );
}

/** Template, colour (the template's or one of its three matching colours), font and size. */
export function DesignPicker({ wizard }: { wizard: ResumeWizard }) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const design = wizard.draft.design;
  const resolved = resolvedDesign(design);
  const set = (change: Partial<TResumeDesign>) => wizard.setDesign({ ...design, ...change });
  const colors = [resolved.template.color, ...resolved.template.matching_colors];
  return (
    <section aria-label={t('designTitle')} className="mb-8">
      <h2 className="mb-3 text-xl font-semibold">{t('designTitle')}</h2>
      <fieldset className="mb-4">
        <legend className="mb-2 text-sm font-semibold">{t('template')}</legend>
        <div className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {RESUME_TEMPLATES.map((template) => (
            <label key={template.name} className="cursor-pointer text-center text-sm">
              <input
                type="radio"
                name="resume-template"
                value={template.name}
                checked={design.template === template.name}
                // A new template starts with its own colour: another's accent rarely suits it.
                onChange={() => set({ template: template.name, color: null })}
                className="peer sr-only"
              />
              <img
                src={resumeTemplateThumbnail(template.name)}
                alt=""
                loading="lazy"
                className="aspect-[210/297] w-full rounded-md border-2 border-neutral-200 object-cover peer-checked:border-brand-strong peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2"
              />
              <span className="mt-1 block">{t(`templateName.${template.name}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SwatchPicker
        legend={t('color')}
        colors={colors}
        value={resolved.color}
        onChange={(color) => set({ color: color === resolved.template.color ? null : color })}
        nameOf={(color, index) => (index === 0 ? t('colorOwn', { color }) : t('colorMatching', { color }))}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectInput
          label={t('font')}
          value={design.font}
          options={RESUMES.fonts.map((font) => ({ value: font, name: font }))}
          onChange={(font) => set({ font: font as TResumeDesign['font'] })}
        />
        <SelectInput
          label={t('fontSize')}
          value={String(design.font_size)}
          options={RESUMES.fontSizes.map((size) => ({
            value: String(size),
            name: size === 0 ? t('fontSizeTemplate') : t('fontSizePoints', { size }),
          }))}
          onChange={(size) => set({ font_size: Number(size) })}
        />
      </div>
    </section>
  );
}
