import { normaliseQuery } from '~/features/search/search-text';
import { parseAmountCents } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';

/** The school's topics; their names are translated under learning.topics. */
export const COURSE_TOPICS = ['seeds', 'growing', 'composting', 'water', 'pests'] as const;
export type CourseTopic = (typeof COURSE_TOPICS)[number];

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const COURSE_PRICES = ['free', 'paid'] as const;
export type CoursePrice = (typeof COURSE_PRICES)[number];

export const COURSES_PAGE_SIZE = 12;

/** A course or lesson slug: the shape the database's CHECK enforces. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The longest reason an admin may give for revoking or re-issuing a certificate (the database refuses longer). */
export const CERTIFICATE_REASON_MAX_LENGTH = 500;

/** A course review's length, as people meet it (the database allows up to 2,000 characters). */
export const COURSE_REVIEW_BODY_MIN = 20;
export const COURSE_REVIEW_BODY_MAX = 2000;

/** A lesson note's longest text (the database refuses longer). */
export const NOTE_MAX_LENGTH = 5000;

export type CourseListQuery = {
  q: string;
  topic?: CourseTopic;
  level?: CourseLevel;
  price?: CoursePrice;
  /** A language code; only the languages courses are taught in are offered. */
  language?: string;
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined =>
  values.find((value) => value === text);

/**
 * The catalogue of courses' filters from its URL (shareable and crawlable); anything unexpected
 * falls back to "any" rather than failing the page. Read without zod, like the shop's: this
 * module ships with the listing.
 */
export function parseCourseListQuery(url: URL): CourseListQuery {
  const get = (name: string) => url.searchParams.get(name);
  const page = Number(get('page') ?? '1');
  const language = get('language') ?? '';
  return {
    q: normaliseQuery(get('q')),
    topic: oneOf(COURSE_TOPICS, get('topic')),
    level: oneOf(COURSE_LEVELS, get('level')),
    price: oneOf(COURSE_PRICES, get('price')),
    language: /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(language) ? language : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The URL of the listing with these filters; defaults are left out so URLs stay short. */
export function courseListHref(query: Partial<CourseListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.topic) params.set('topic', query.topic);
  if (query.level) params.set('level', query.level);
  if (query.price) params.set('price', query.price);
  if (query.language) params.set('language', query.language);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${pathTo('/courses')}?${search}` : pathTo('/courses');
}

/** A live class as an instructor schedules it (the instructor dashboard). Times are wall-clock in their zone. */
/** The courses the pumpkin game (/pumpkin/game) goes with: their pages invite learners to play it. */
export const PUMPKIN_GAME_COURSES: readonly string[] = ['pumpkin-seed-power', 'pumpkin-harvest-power'];

/** The highest price of a course or a class seat, in dollars, as the forms take it. */
export const PRICE_MAX_DOLLARS = 10_000;

/** "12.50" → 1250 cents; empty means free. At most two decimals, never negative, never above the ceiling. */
export function priceToCents(input: string): number | null {
  const value = input.trim().replace(/^\$/, '');
  if (value === '') return 0;
  const cents = parseAmountCents(value);
  return cents !== null && cents <= PRICE_MAX_DOLLARS * 100 ? cents : null;
}
