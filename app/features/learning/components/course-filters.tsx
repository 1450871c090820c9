import type { FormEvent } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { useTranslation } from '~/i18n/use-translation';
import {
  COURSE_LEVELS,
  COURSE_PRICES,
  COURSE_TOPICS,
  type CourseListQuery,
  courseListHref,
  parseCourseListQuery,
} from '../learning.schema';

const fieldClass = 'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base font-normal text-stone-900';

/**
 * The catalogue of courses' search and filters: a plain GET form, so every result can be shared
 * and crawled and it works before JavaScript has loaded.
 */
export function CourseFilters({ query, languages }: { query: CourseListQuery; languages: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const any = t('learning.filters.any');
  const filtered = Boolean(query.q || query.topic || query.level || query.price || query.language);
  const navigate = useNavigate();
  // With JavaScript, the address keeps only the filters chosen (no "level=&price=").
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>);
    navigate(courseListHref(parseCourseListQuery(new URL(`/courses?${params}`, 'http://localhost'))));
  }
  return (
    <Form
      onSubmit={onSubmit}
      method="get"
      action="/courses"
      role="search"
      aria-label={t('learning.filters.label')}
      className="rounded-2xl border border-stone-200 bg-white p-4"
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6">
        <label className="col-span-2 block text-sm font-semibold text-stone-800">
          {t('learning.filters.search')}
          <input type="search" name="q" defaultValue={query.q} maxLength={100} className={fieldClass} />
        </label>
        <label className="block text-sm font-semibold text-stone-800">
          {t('learning.filters.topic')}
          <select name="topic" defaultValue={query.topic ?? ''} className={fieldClass}>
            <option value="">{any}</option>
            {COURSE_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`learning.topics.${topic}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-stone-800">
          {t('learning.filters.level')}
          <select name="level" defaultValue={query.level ?? ''} className={fieldClass}>
            <option value="">{any}</option>
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`learning.levels.${level}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-stone-800">
          {t('learning.filters.price')}
          <select name="price" defaultValue={query.price ?? ''} className={fieldClass}>
            <option value="">{any}</option>
            {COURSE_PRICES.map((price) => (
              <option key={price} value={price}>
                {t(`learning.prices.${price}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-stone-800">
          {t('learning.filters.language')}
          <select name="language" defaultValue={query.language ?? ''} className={fieldClass}>
            <option value="">{any}</option>
            {languages.map((code) => (
              <option key={code} value={code}>
                {names.of(code) ?? code}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass('primary', 'md')}>
          {t('learning.filters.apply')}
        </button>
        {filtered && (
          <Link to="/courses" className="font-semibold text-brand-800 underline">
            {t('learning.filters.clear')}
          </Link>
        )}
      </div>
    </Form>
  );
}
