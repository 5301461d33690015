import { CARD_FRAME_WORDS, cardFrameLocale } from './card-frame-words.ts';

/** Stripe's `appearance.variables` the card form honours, as CSS custom properties of the form. */
const APPEARANCE: Record<string, string> = {
  colorPrimary: '--color-primary',
  colorBackground: '--color-background',
  colorText: '--color-text',
  colorDanger: '--color-danger',
  fontFamily: '--font-family',
  fontSizeBase: '--font-size',
  borderRadius: '--radius',
};
/** Colours, lengths and font names only: nothing that could close the rule or the style element. */
const SAFE_CSS_VALUE = /^[#\w\s,.'"%()-]{1,100}$/;
const ORIGIN = /^https?:\/\/[^\s/?#]+$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function appearanceCss(given: string | null): string {
  if (!given) return '';
  let variables: Record<string, unknown>;
  try {
    variables = JSON.parse(given) as Record<string, unknown>;
  } catch {
    return '';
  }
  const rules = Object.entries(APPEARANCE)
    .filter(([name]) => typeof variables[name] === 'string' && SAFE_CSS_VALUE.test(variables[name] as string))
    .map(([name, property]) => `${property}: ${variables[name]};`);
  return rules.length > 0 ? `:root { ${rules.join(' ')} }` : '';
}

const STYLE = `
:root { --color-primary: #0a5bd3; --color-background: #ffffff; --color-text: #1a1f36; --color-danger: #b3261e;
  --font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; --font-size: 16px; --radius: 6px; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: var(--color-background); color: var(--color-text);
  font-family: var(--font-family); font-size: var(--font-size); line-height: 1.4; }
form { display: grid; gap: 12px; padding: 3px; }
.hint { margin: 0; padding: 8px 12px; border-radius: var(--radius); background: #fff4d6; color: #4d3300; font-size: 0.875em; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.field { display: grid; gap: 4px; align-content: start; }
label { font-size: 0.875em; font-weight: 600; }
input { width: 100%; padding: 10px 12px; font: inherit; color: var(--color-text); background: var(--color-background);
  border: 1px solid #6b7280; border-radius: var(--radius); }
input::placeholder { color: #6b7280; opacity: 1; }
input:focus { outline: 2px solid var(--color-primary); outline-offset: 1px; border-color: var(--color-primary); }
input[aria-invalid="true"] { border-color: var(--color-danger); }
.error { margin: 0; color: var(--color-danger); font-size: 0.875em; }
.error:empty { display: none; }
@media (max-width: 300px) { .row { grid-template-columns: 1fr; } }
`;

/**
 * The card form's page, loaded in the iframe the payment element mounts. The page's own script (`card.js`) reads
 * its settings from the form's data attributes, so the page needs no inline script. Null when the query does not
 * name a parent origin to answer, which the page could not talk to.
 */
export function cardFramePage(query: URLSearchParams): string | null {
  const parent = query.get('parent') ?? '';
  const frame = query.get('frame') ?? '';
  if (!ORIGIN.test(parent) || !/^[\w-]{1,64}$/.test(frame)) return null;
  const locale = cardFrameLocale(query.get('locale'));
  const words = CARD_FRAME_WORDS[locale];
  const field = (id: string, label: string, attributes: string) => `
    <div class="field">
      <label for="${id}">${escapeHtml(label)}</label>
      <input id="${id}" name="${id}" type="text" ${attributes} aria-describedby="${id}-error" spellcheck="false">
      <p class="error" id="${id}-error" aria-live="polite"></p>
    </div>`;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.title)}</title>
<style>${STYLE}${appearanceCss(query.get('appearance'))}</style>
</head>
<body>
<form id="card-form" novalidate data-parent-origin="${escapeHtml(parent)}" data-frame="${escapeHtml(frame)}" data-errors="${escapeHtml(JSON.stringify(words.errors))}">
  <p class="hint" id="hint">${escapeHtml(words.hint)}</p>
  ${field('number', words.number, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"').replace('aria-describedby="number-error"', 'aria-describedby="hint number-error"')}
  <div class="row">
    ${field('expiry', words.expiry, `inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(words.expiryPlaceholder)}" maxlength="7"`)}
    ${field('cvc', words.cvc, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"')}
  </div>
</form>
<script src="/elements/card.js"></script>
</body>
</html>
`;
}
