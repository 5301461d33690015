import { FileText, ImagePlus } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileButtonClass } from './button-class.ts';

const ICONS = { image: ImagePlus, file: FileText } as const;

/**
 * A file sent the moment it is chosen (a logo, a photo, a CV): the label is the keyboard-reachable button and its
 * name, the input inside it hidden but focusable. While the upload runs it says so and takes no other file. A file
 * that travels with its form instead is the field kit's `FileField`.
 */
export function UploadButton({
  label,
  busyLabel,
  busy = false,
  accept,
  icon = 'image',
  onFile,
  className,
}: {
  label: string;
  /** What it says while the file travels; "Uploading…" unless the call does more. */
  busyLabel?: string;
  busy?: boolean;
  accept: string;
  icon?: keyof typeof ICONS;
  /** The chosen file; the input is emptied first, so choosing the same file again uploads it again. */
  onFile: (file: File) => void;
  className?: string;
}) {
  const { t } = useTranslation('Ui');
  const Icon = ICONS[icon];
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) onFile(file);
  };
  return (
    <label className={fileButtonClass(busy ? `cursor-progress opacity-80 ${className ?? ''}` : className)}>
      <Icon aria-hidden="true" className="size-4" />
      {busy ? (busyLabel ?? t('uploading')) : label}
      <input type="file" accept={accept} disabled={busy} onChange={choose} className="sr-only" />
    </label>
  );
}

/** A refusal shown under the control it is about, read out when it appears. */
export function ErrorText({ message, className = 'mt-2' }: { message?: string | null; className?: string }) {
  return message ? (
    <p role="alert" className={`${className} text-sm text-red-700`}>
      {message}
    </p>
  ) : null;
}
