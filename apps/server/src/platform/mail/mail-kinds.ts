import type { Locale } from '@hushwork/contract';
import type { Params } from '@hushwork/contract/i18n';

/**
 * Every mail the platform sends and the values its text needs, filled in by the modules that send them:
 * `declare module '…/platform/mail/mail-kinds.ts' { interface MailParamsByKind { verify_email: {…} } }`
 * beside the module's mail bodies. Links are absolute http(s) URLs.
 * @public The modules' merging is a use knip does not see.
 */
// biome-ignore lint/suspicious/noEmptyInterface: modules add their kinds by declaration merging.
export interface MailParamsByKind {}

export type MailKind = keyof MailParamsByKind;
/** Every mail greets its recipient by name (empty for none). */
export type MailParams<K extends MailKind> = MailParamsByKind[K] & { name: string };

/** The building blocks of a mail body, written once and turned into both the HTML and the plain-text part. */
export type MailPart =
  | { type: 'paragraph'; text: string }
  | { type: 'notice'; text: string }
  | { type: 'button'; label: string; href: string }
  | { type: 'note'; text: string };

/**
 * `t('intro')` reads `Mail:<kind>.intro`; a key with a namespace (`Mail:validity`) is read as given. A numeric
 * `count` picks the plural form (`lockTime_one`, `lockTime_few` …) and fills `{{count}}`.
 */
export type MailBody<K extends MailKind> = (
  params: MailParams<K>,
  t: (key: string, params?: Params) => string,
  locale: Locale,
) => MailPart[];

/** A module's mails: one body per kind it declares, checked against the kind's params. */
export type MailBodies = { [K in MailKind]?: MailBody<K> };

/** Every mail body of one app's modules, by kind (`buildRegistry` collects it from the manifests' `mails`). */
export type MailCatalog = ReadonlyMap<string, MailBody<MailKind>>;

/** The catalog of the given modules' mails: a kind declared twice is two modules claiming one mail, a bug. */
export function mailCatalogOf(tables: readonly MailBodies[]): MailCatalog {
  const bodies = new Map<string, MailBody<MailKind>>();
  for (const table of tables) {
    for (const [kind, body] of Object.entries(table)) {
      if (bodies.has(kind)) throw new Error(`mail kind ${kind} is declared by two modules`);
      bodies.set(kind, body as MailBody<MailKind>);
    }
  }
  return bodies;
}

export function mailBodyOf<K extends MailKind>(mails: MailCatalog, kind: K): MailBody<K> {
  const body = mails.get(kind);
  if (!body) throw new Error(`mail kind ${kind} is not declared by any module of this app`);
  return body as MailBody<K>;
}
