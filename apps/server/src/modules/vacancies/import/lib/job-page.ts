import { type CheerioAPI, load } from 'cheerio';

/** What a job page says about the job, as read, before it is matched to our catalogs. */
export type JobPage = {
  source: 'json_ld' | 'html';
  title: string;
  /** Untrusted HTML: the caller sanitizes it. */
  description_html: string;
  skills: string[];
  salary: { min: number | null; max: number | null; currency: string; unit: string } | null;
  /** schema.org employment types, upper case (`FULL_TIME`, `CONTRACTOR`). */
  employment_types: string[];
  is_remote: boolean;
  /** Towns named by the posting's locations (`addressLocality`). */
  localities: string[];
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: Json | undefined): Json[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const textOf = (value: Json | undefined): string => (typeof value === 'string' ? value.trim() : '');
const numberOf = (value: Json | undefined): number | null => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[\s,]/g, '')) : NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
};

const isJobPosting = (node: JsonObject) => listOf(node['@type']).some((type) => type === 'JobPosting');

/** The first JobPosting in a JSON-LD document: at its top, in an array, in `@graph`, or nested a few levels down. */
function findJobPosting(node: Json, depth = 0): JsonObject | null {
  if (depth > 6) return null;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findJobPosting(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(node)) return null;
  if (isJobPosting(node)) return node;
  for (const value of Object.values(node)) {
    const found = findJobPosting(value, depth + 1);
    if (found) return found;
  }
  return null;
}

/** JSON-LD blocks as sites write them: some wrapped in HTML comments or CDATA, some broken (skipped). */
function jsonLdBlocks($: CheerioAPI): Json[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((element) => {
      const text = $(element)
        .text()
        .replace(/^\s*(<!--|\/\/\s*<!\[CDATA\[)/, '')
        .replace(/(-->|\/\/\s*\]\]>)\s*$/, '');
      try {
        return [JSON.parse(text) as Json];
      } catch {
        return [];
      }
    });
}

/** A description given as escaped HTML (`&lt;p&gt;`) or as plain text with line breaks, made HTML. */
function descriptionHtmlOf(value: string): string {
  const html =
    /&lt;\/?[a-z]/i.test(value) && !/<[a-z]/i.test(value) ? load(`<div>${value}</div>`)('div').text() : value;
  if (/<[a-z][^>]*>/i.test(html)) return html;
  const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function salaryOf(posting: JsonObject): JobPage['salary'] {
  const base = listOf(posting.baseSalary).find(isObject);
  if (!base) return null;
  const currency = textOf(base.currency).toUpperCase();
  const value = isObject(base.value) ? base.value : { value: base.value ?? null };
  const min = numberOf(value.minValue) ?? numberOf(value.value);
  const max = numberOf(value.maxValue) ?? (numberOf(value.minValue) ? null : numberOf(value.value));
  if (!currency || (min === null && max === null)) return null;
  return {
    min,
    max: max !== null && min !== null && max < min ? null : max,
    currency,
    unit: textOf(value.unitText).toUpperCase(),
  };
}

function skillsOf(posting: JsonObject): string[] {
  return listOf(posting.skills)
    .flatMap((skill) => (isObject(skill) ? [textOf(skill.name)] : [textOf(skill)]))
    .flatMap((text) => text.split(/[,;\n•|]/))
    .map((name) => name.trim())
    .filter((name) => name.length > 0 && name.length <= 60);
}

function localitiesOf(posting: JsonObject): string[] {
  return listOf(posting.jobLocation)
    .filter(isObject)
    .flatMap((place) => listOf(place.address))
    .map((address) => (isObject(address) ? textOf(address.addressLocality) : textOf(address).split(',')[0]?.trim()))
    .filter((name): name is string => Boolean(name));
}

function fromJsonLd(posting: JsonObject): JobPage {
  const locationType = listOf(posting.jobLocationType).map((type) => textOf(type).toUpperCase());
  return {
    source: 'json_ld',
    title: textOf(posting.title) || textOf(posting.name),
    description_html: descriptionHtmlOf(textOf(posting.description)),
    skills: skillsOf(posting),
    salary: salaryOf(posting),
    employment_types: listOf(posting.employmentType).map((type) => textOf(type).toUpperCase().replace(/[\s-]/g, '_')),
    is_remote: locationType.includes('TELECOMMUTE') || posting.applicantLocationRequirements !== undefined,
    localities: localitiesOf(posting),
  };
}

/** Where a page without structured data keeps its text: the first of these that has some. */
const MAIN_CONTENT = ['main', 'article', '[role="main"]', '#content', '.content', '.job-description', 'body'];
const NOT_CONTENT = 'script, style, noscript, template, nav, header, footer, aside, form, iframe, svg, button';

function fromHtml($: CheerioAPI): JobPage {
  const meta = (name: string) => $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content')?.trim();
  const title = meta('og:title') || $('h1').first().text().trim() || $('title').first().text().trim();
  $(NOT_CONTENT).remove();
  const main = MAIN_CONTENT.map((selector) => $(selector).first()).find((node) => node.text().trim().length > 0);
  // The page's own heading repeats the title the wizard already shows.
  main?.find('h1').first().remove();
  const summary = meta('og:description') || meta('description');
  const body = main?.html()?.trim() || (summary ? descriptionHtmlOf(summary) : '');
  return {
    source: 'html',
    title: title.replace(/\s+/g, ' '),
    description_html: body,
    skills: [],
    salary: null,
    employment_types: [],
    is_remote: /\bremote\b/i.test(title),
    localities: [],
  };
}

/** Reads a job page: its JobPosting JSON-LD where it has one, else its title and main content. */
export function readJobPage(html: string): JobPage {
  const $ = load(html);
  for (const block of jsonLdBlocks($)) {
    const posting = findJobPosting(block);
    if (posting) {
      const job = fromJsonLd(posting);
      if (job.title) return job;
    }
  }
  return fromHtml($);
}
