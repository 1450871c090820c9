import { Link } from 'react-router';
import { Clock, GraduationCap } from '~/components/ui/icons';
import { contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { CourseCard as CourseCardData } from '../courses.server';
import { CoursePrice, Duration } from './course-facts';

type TitleLevel = 'h2' | 'h3';

/** One course in a grid: cover, topic and level, title, summary, length and price. */
export function CourseCard({ course, titleLevel: Title = 'h3' }: { course: CourseCardData; titleLevel?: TitleLevel }) {
  const { t } = useTranslation();
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white transition-shadow hover:shadow-md">
      <div className="flex aspect-video items-center justify-center bg-earth-50">
        {course.coverImage ? (
          <img
            src={course.coverImage}
            alt=""
            width={1600}
            height={900}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          // A course without a cover of its own yet (one an instructor just wrote).
          <GraduationCap aria-hidden className="size-16 text-brand-700/60" strokeWidth={1.25} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-900">{t(`learning.topics.${course.topic}`)}</span>
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-700">{t(`learning.levels.${course.level}`)}</span>
        </p>
        <Title {...contentLanguage(course.language)} className="text-lg font-semibold text-stone-900">
          <Link to={pathTo('/courses/:slug', { slug: course.slug })} className="after:absolute after:inset-0">
            {course.title}
          </Link>
        </Title>
        <p {...contentLanguage(course.language)} className="line-clamp-3 text-sm text-stone-600">
          {course.summary}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3 text-sm text-stone-600">
          <span className="inline-flex items-center gap-3">
            <span className="inline-flex items-center gap-1">
              <GraduationCap aria-hidden className="size-4" />
              {t('learning.lessonCount', { count: course.lessonCount })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden className="size-4" />
              <Duration minutes={course.estimatedMinutes} />
            </span>
          </span>
          <CoursePrice cents={course.priceCents} className="text-base font-bold text-stone-900" />
        </div>
      </div>
    </article>
  );
}

export function CourseGrid({
  courses,
  label,
  titleLevel,
}: {
  courses: CourseCardData[];
  label: string;
  titleLevel?: TitleLevel;
}) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id} className="flex">
          <CourseCard course={course} titleLevel={titleLevel} />
        </li>
      ))}
    </ul>
  );
}
