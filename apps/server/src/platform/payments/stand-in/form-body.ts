/** A decoded Stripe request: nested hashes and arrays of strings, as `a[b][0]=v` spells them. */
export type FormValue = string | FormValue[] | FormHash;
export type FormHash = { [key: string]: FormValue };

/** Hashes whose keys are the caller's own: `metadata[0]=x` is a key named "0", never an array. */
const FREE_KEYED = new Set(['metadata']);

/**
 * Parses `application/x-www-form-urlencoded` with Stripe's bracket notation (the SDK writes `items[0][price]=…`,
 * curl users write `expand[]=…`; both mean arrays). Keys with digits only become array indexes, in their order.
 */
export function parseForm(text: string): FormHash {
  const root: FormHash = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const rawKey = at < 0 ? pair : pair.slice(0, at);
    const rawValue = at < 0 ? '' : pair.slice(at + 1);
    const key = decode(rawKey);
    const value = decode(rawValue);
    const path = keyPath(key);
    if (path) assign(root, path, value);
  }
  return arraysOf(root, '') as FormHash;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** `items[0][price]` → ['items', '0', 'price']; `expand[]` → ['expand', '']; null when the brackets do not close. */
function keyPath(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open < 0) return key === '' ? null : [key];
  const path = [key.slice(0, open)];
  const rest = key.slice(open);
  const segment = /\[([^[\]]*)\]/g;
  let consumed = 0;
  for (let match = segment.exec(rest); match; match = segment.exec(rest)) {
    if (match.index !== consumed) return null;
    path.push(match[1] ?? '');
    consumed = match.index + match[0].length;
  }
  return consumed === rest.length && path[0] !== '' ? path : null;
}

/** Empty segments (`[]`) append: stored under the next free numeric key, turned into arrays at the end. */
function assign(target: FormHash, path: string[], value: string) {
  let node = target;
  for (let i = 0; i < path.length; i += 1) {
    const segment = path[i] === '' ? String(Object.keys(node).length) : path[i]!;
    if (i === path.length - 1) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (next === undefined || typeof next === 'string' || Array.isArray(next)) node[segment] = {};
    node = node[segment] as FormHash;
  }
}

function arraysOf(value: FormValue, key: string): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((name) => [name, arraysOf(value[name]!, name)] as const);
  const isList = !FREE_KEYED.has(key) && keys.length > 0 && keys.every((name) => /^\d+$/.test(name));
  if (isList) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  return Object.fromEntries(entries);
}
