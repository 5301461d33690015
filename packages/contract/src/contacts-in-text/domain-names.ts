import ianaTopLevelDomains from 'tlds/index.json' with { type: 'json' };

/**
 * Every top-level domain IANA delegates (the `tlds` package follows the root zone list; update the package to follow
 * new endings). A fixed list of endings let "jane.dev", "jane.online" or "jane.xyz" through.
 */
export const TOP_LEVEL_DOMAINS: ReadonlySet<string> = new Set(ianaTopLevelDomains);

/**
 * Endings people mean when they spell a domain out ("gmail dot com", "mail точка ру") or space its dot ("jane . dev"),
 * with the Cyrillic spellings of the Latin ones. Prose is full of "the dot is …" and "точка зрения": a spelt-out or
 * spaced dot counts only before one of these, never before the whole list, where "is", "in" and "it" are endings too.
 * Endings that are English words after "dot" ("the dot at the corner", "a dot by the line") are left out.
 */
export const COMMON_TOP_LEVEL_DOMAINS: ReadonlySet<string> = new Set([
  ...['com', 'net', 'org', 'info', 'biz', 'io', 'dev', 'app', 'co', 'ai', 'me', 'xyz', 'online', 'site', 'tech'],
  ...['ru', 'ua', 'de', 'pl', 'eu', 'uk', 'kz', 'su', 'ch', 'cz'],
  ...['рф', 'укр', 'ком', 'орг', 'ру', 'нет', 'юа', 'уа', 'бел', 'онлайн', 'сайт'],
]);

/** Whether `ending` (lower case) ends a domain: an IANA ending or a Cyrillic spelling of a common one ("ру"). */
export const isTopLevelDomain = (ending: string) =>
  TOP_LEVEL_DOMAINS.has(ending) || COMMON_TOP_LEVEL_DOMAINS.has(ending);

/**
 * Short links that lead straight to a person in a messenger or network. They count with any dot, spaced or spelt
 * out ("t . me / jane", "wa dot me"), and even without the path: naming the service's short domain is the giveaway.
 */
export const CONTACT_DOMAINS: ReadonlySet<string> = new Set([
  't.me',
  'telegram.me',
  'telegram.dog',
  'wa.me',
  'm.me',
  'ig.me',
  'fb.me',
  'vk.me',
  'signal.me',
  'lnkd.in',
  'discord.gg',
  'instagr.am',
  'linktr.ee',
  'taplink.cc',
  'bit.ly',
]);

/**
 * Names of technologies and employers that are written like a domain and are not anyone's contact: "ASP.NET",
 * "Socket.IO", "System.IO", "worked at Booking.com". They pass as they stand (no scheme, "www." or path: a link to
 * them is still a link). Names whose ending is not a domain ("Node.js", "Vue.js") need no entry.
 */
export const TECHNOLOGY_NAMES: ReadonlySet<string> = new Set([
  'asp.net',
  'dot.net',
  'ado.net',
  'vb.net',
  'ml.net',
  'akka.net',
  'math.net',
  'system.io',
  'system.net',
  'java.io',
  'java.net',
  'socket.io',
  'fly.io',
  'dev.to',
  'deno.land',
  'booking.com',
  'monday.com',
  'hotels.com',
  'mail.ru',
]);

/**
 * Endings that are also file extensions a developer names in passing ("README.md", "main.py", "build.sh",
 * "lib.rs", "main.tf", "report.zip"). A bare "name.md" is read as a file; with a scheme, "www." or a path it is a
 * link like any other.
 */
export const FILE_EXTENSION_DOMAINS: ReadonlySet<string> = new Set([
  'md',
  'py',
  'sh',
  'rs',
  'zip',
  'mov',
  'tf',
  'pm',
  'ps',
  'cc',
  'so',
  'mk',
  'ml',
  'java',
]);
