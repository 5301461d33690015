import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Button } from '../ui/Button.tsx';

export type ItemResult =
  | { ok: true; intent: string; id: number }
  | { ok: false; intent: string; id: number; code: string; message: string };

export const inputClass = 'w-full rounded-lg border border-neutral-300 bg-white px-3 py-2';

/** A one-button form posting an intent about an item; busy while it is the one being sent. */
export function IntentButton({
  intent,
  id,
  children,
  primary = false,
  describedBy,
  fields = {},
}: {
  intent: string;
  id: number;
  children: string;
  primary?: boolean;
  /** Further values the intent needs (the company to open a profile to). */
  fields?: Record<string, string>;
  /** The id of words the person should read before pressing it (what approving an offer reveals). */
  describedBy?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('id') === String(id);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        name="intent"
        value={intent}
        busy={busy}
        aria-describedby={describedBy}
        variant={primary ? 'primary' : 'secondary'}
        size="sm"
      >
        {children}
      </Button>
    </Form>
  );
}

/** What the last action did to this item: its words when done (`done.<intent>` of `keyPrefix`), the refusal else. */
export function ItemNotice({
  result,
  id,
  keyPrefix,
}: {
  result: ItemResult | undefined;
  id: number;
  keyPrefix: string;
}) {
  const { t } = useTranslation('Applications', { keyPrefix });
  if (!result || result.id !== id) return null;
  return result.ok ? (
    <p role="status" className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
      {t(`done.${result.intent}`)}
    </p>
  ) : (
    <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {result.message}
    </p>
  );
}

/** Text the person wrote, with its line breaks. */
export function WrittenText({ children }: { children: string }) {
  return <p className="whitespace-pre-line text-sm">{children}</p>;
}
