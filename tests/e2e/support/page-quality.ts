/**
 * The quality list every public page is held to (SPEC, issue 36; decision 0081), read from the
 * HTML the server sends: valid HTML by html-validate, the title, the description, the headings
 * and the structured data. No browser: tests/e2e/public-pages-quality.spec.ts fetches each page
 * once over HTTP and runs these on the text; axe runs there in the browser.
 */
import { type ConfigData, HtmlValidate } from 'html-validate';

/**
 * html-validate's recommended rules, less those that flag what the HTML standard and browsers
 * accept (each one is justified in docs/decisions/0081-html-validate-for-every-public-page.md).
 * `no-dup-id` and `unique-landmark` (a second landmark of a kind needs a name of its own) stay on.
 */
export const VALIDATOR_CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Attribute names are case-insensitive in HTML; React writes charSet, autoComplete, dateTime.
    'attr-case': 'off',
    // `<input/>`, `disabled=""` and `hidden=""` are how React serialises; the parser reads them alike.
    'void-style': 'off',
    'no-self-closing': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Inline style carries computed values (a progress bar's width, a CSS variable), allowed by the standard.
    'no-inline-style': 'off',
    'no-trailing-whitespace': 'off',
    // An id is valid when it is not empty and has no space (the standard); React's useId starts with "_".
    'valid-id': ['error', { relaxed: true }],
    // ARIA lets any element with a role that supports naming take a name (a list of products, a figure).
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // A missing type is `text`, by the standard, in every browser.
    'no-implicit-input-type': 'off',
    // A typographic preference: the pages keep telephone numbers on one line with CSS (white-space: nowrap).
    'tel-non-breaking': 'off',
    // The title's length is checked by headProblems on its text; this rule counts an entity (&amp;) as its characters.
    'long-title': 'off',
  },
};

const validator = new HtmlValidate(VALIDATOR_CONFIG);

/** What html-validate finds wrong, one line a problem. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `html ${message.ruleId}: ${message.message} (${message.selector ?? `line ${message.line}`})`,
    ),
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The document without its scripts and templates, whose text is not the page's markup. */
function markupOnly(html: string) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<template\b[^>]*>[\s\S]*?<\/template>/g, '');
}

/** The title (at most 70 characters, with the site's name), the description (50 to 160), one h1 and no skipped level. */
export function headProblems(html: string): string[] {
  const problems: string[] = [];
  const siteName = decode(/<html[^>]*\sdata-site-name="([^"]*)"/.exec(html)?.[1] ?? '');
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => decode(match[1] ?? ''));
  if (titles.length !== 1) problems.push(`title: ${titles.length} <title> elements, not one`);
  const title = titles[0] ?? '';
  if (title.length > 70) problems.push(`title: ${title.length} characters, over 70: "${title}"`);
  if (!siteName || !title.includes(siteName)) problems.push(`title: "${title}" does not name the site ("${siteName}")`);

  const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => decode(match[1] ?? ''));
  if (descriptions.length !== 1) problems.push(`description: ${descriptions.length} meta descriptions, not one`);
  const description = descriptions[0] ?? '';
  if (description.length < 50 || description.length > 160) {
    problems.push(`description: ${description.length} characters, not 50 to 160: "${description}"`);
  }

  const levels = [...markupOnly(html).matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
  const h1s = levels.filter((level) => level === 1).length;
  if (h1s !== 1) problems.push(`headings: ${h1s} h1, not one`);
  // A skip is a heading more than one level below the one before it (h1 then h3). The page starts
  // at the top level: an area navigation's h2 label before the page's h1 skips nothing.
  let previous = 1;
  for (const level of levels) {
    if (level > previous + 1) problems.push(`headings: h${level} follows h${previous}, skipping a level`);
    previous = level;
  }
  return problems;
}

type Node = Record<string, unknown>;

/** The properties each type of structured data must have to be complete (what search engines ask of it). */
export const REQUIRED_PROPERTIES: Record<string, readonly string[]> = {
  // The site's own Organization (on every page) has its url and logo; an author or provider names it.
  Organization: ['name'],
  Store: ['name', 'url'],
  WebSite: ['name', 'url', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  WebPage: ['name', 'url'],
  AboutPage: ['name', 'url'],
  ContactPage: ['name', 'url'],
  CollectionPage: ['name', 'url'],
  Article: ['headline', 'datePublished', 'dateModified', 'author'],
  BlogPosting: ['headline', 'datePublished', 'dateModified', 'author'],
  Blog: ['name', 'url'],
  HowTo: ['name', 'step'],
  HowToStep: ['text'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  Product: ['name', 'offers'],
  Offer: ['price', 'priceCurrency'],
  AggregateOffer: ['lowPrice', 'priceCurrency'],
  AggregateRating: ['ratingValue', 'reviewCount'],
  Review: ['author', 'reviewRating'],
  Rating: ['ratingValue'],
  Course: ['name', 'description', 'provider'],
  CourseInstance: ['courseMode'],
  Event: ['name', 'startDate', 'location'],
  EducationEvent: ['name', 'startDate', 'location'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position'],
  ItemList: ['itemListElement'],
  Recipe: ['name', 'recipeIngredient', 'recipeInstructions'],
  Person: ['name'],
  Brand: ['name'],
  ImageObject: ['url'],
  EntryPoint: ['urlTemplate'],
  PostalAddress: ['streetAddress'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  ContactPoint: ['contactType'],
  VirtualLocation: ['url'],
  Place: ['name'],
  DonateAction: ['recipient'],
  JobPosting: ['title', 'datePosted', 'hiringOrganization', 'description'],
  // Google's forum thread data: who wrote it and when, and its words.
  DiscussionForumPosting: ['headline', 'author', 'datePublished', 'text', 'url'],
  Comment: ['author', 'datePublished', 'text'],
  InteractionCounter: ['interactionType', 'userInteractionCount'],
  ProfilePage: ['mainEntity'],
};

/** Nodes whose type the checker does not know yet: add it above, with what it must carry. */
function typesOf(node: Node): string[] {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : type === undefined ? [] : [String(type)];
}

function isEmpty(value: unknown) {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function checkNode(node: Node, where: string, problems: string[]) {
  for (const type of typesOf(node)) {
    const required = REQUIRED_PROPERTIES[type];
    if (!required) {
      problems.push(`json-ld ${where}: no checker for @type ${type} (add one to REQUIRED_PROPERTIES)`);
      continue;
    }
    for (const property of required) {
      if (isEmpty(node[property])) problems.push(`json-ld ${where}: ${type} has no ${property}`);
    }
  }
  for (const [key, value] of Object.entries(node)) {
    const children = Array.isArray(value) ? value : [value];
    children.forEach((child, index) => {
      if (child && typeof child === 'object') {
        checkNode(child as Node, `${where}.${key}${Array.isArray(value) ? `[${index}]` : ''}`, problems);
      }
    });
  }
}

/** Every `application/ld+json` block parses, and every typed node in it carries what its type needs. */
export function structuredDataProblems(html: string): string[] {
  const problems: string[] = [];
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  blocks.forEach((block, index) => {
    let data: unknown;
    try {
      data = JSON.parse(block[1] ?? '');
    } catch (error) {
      problems.push(`json-ld block ${index + 1} does not parse: ${(error as Error).message}`);
      return;
    }
    const roots = Array.isArray(data) ? data : [data];
    for (const root of roots) checkNode(root as Node, `block ${index + 1}`, problems);
  });
  return problems;
}

/** Every problem of the page's HTML, ignoring those an exception allows (a pattern matched against each line). */
export async function pageProblems(html: string, allowed: readonly RegExp[] = []): Promise<string[]> {
  const problems = [...headProblems(html), ...structuredDataProblems(html), ...(await htmlProblems(html))];
  return problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
}
