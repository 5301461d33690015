import { Form, useNavigation } from 'react-router';
import { SwitchButton } from './SwitchButton.tsx';

/**
 * A setting turned by one switch that posts to the page's action (without JavaScript, too): the form sends `intent`
 * and `name=value`, the state the switch turns the setting to. The switch is busy while that intent's post is on
 * its way.
 */
export function SwitchForm({
  intent,
  name,
  value,
  isOn,
  label,
  describedBy,
  disabled = false,
}: {
  intent: string;
  name: string;
  value: string;
  isOn: boolean;
  label: string;
  /** The ids of what explains the switch and states it, for a screen reader. */
  describedBy: string;
  disabled?: boolean;
}) {
  const busy = useNavigation().formData?.get('intent') === intent;
  return (
    <Form method="post" className="mt-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <SwitchButton isOn={isOn} label={label} aria-describedby={describedBy} busy={busy} disabled={disabled} />
    </Form>
  );
}
