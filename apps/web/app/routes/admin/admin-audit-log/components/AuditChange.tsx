import type { TAuditEntry } from '@hushwork/contract';

const shown = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** The fields an entry changed, each as before → after; nothing when the action recorded none. */
export function AuditChange({ entry }: { entry: TAuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return <span className="text-muted">—</span>;
  return (
    <ul className="space-y-0.5 font-mono text-xs [overflow-wrap:anywhere]">
      {keys.map((key) => (
        <li key={key}>
          {key}: {shown(before[key])} → {shown(after[key])}
        </li>
      ))}
    </ul>
  );
}
