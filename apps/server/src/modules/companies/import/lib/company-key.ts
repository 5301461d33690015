/**
 * How the recruiter import recognises a company it already knows (docs/admin-import-djinni-recruiters.md): by its
 * site's domain when the row gives one, else by its name.
 */

/** `https://www.Acme.com/jobs` → `acme.com`: the host, lower-cased, without `www.`; null for no site or an unreadable one. */
export function siteDomainOf(site: string | null | undefined): string | null {
  const text = site?.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return (
      url.hostname
        .toLowerCase()
        .replace(/^www\./, '')
        .replace(/\.$/, '') || null
    );
  } catch {
    return null;
  }
}

/** `  ACME   Labs ` → `acme labs`: lower-cased, trimmed, runs of spaces as one (the SQL side does the same). */
export const nameKeyOf = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');
