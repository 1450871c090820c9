import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { useRootData } from '~/components/layout/use-root-data';
import { buttonClass } from '~/components/ui/button-styles';
import {
  ArrowRight,
  BookOpen,
  Droplets,
  FlaskConical,
  GraduationCap,
  HeartHandshake,
  type IconComponent,
  Recycle,
  Shovel,
  Sprout,
  Store,
  Users,
} from '~/components/ui/icons';
import { requireAccess } from '~/features/accounts/guard.server';
import type { Category } from '~/features/catalog/catalog.schema';
import { productListHref } from '~/features/catalog/catalog.schema';
import { countListedByCategory, findFeaturedProducts } from '~/features/catalog/catalog.server';
import { ProductGrid } from '~/features/catalog/components/product-card';
import { getContentDocument, listContentSlugs } from '~/features/content/content.server';
import { CourseGrid } from '~/features/learning/components/course-card';
import { findLatestCourses } from '~/features/learning/courses.server';
import { ReliefTotal } from '~/features/relief/components/relief-total';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/home';
import { HomeSection } from './home-section';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/');
  const slugs = await listContentSlugs('guides');
  const [documents, featured, categories, courses, seo] = await Promise.all([
    Promise.all(slugs.map((slug) => getContentDocument('guides', slug))),
    findFeaturedProducts({ limit: FEATURED_COUNT }),
    countListedByCategory(),
    // Real courses, not a tile about them (issue 35, point 11): one statement, the catalogue's cards.
    findLatestCourses({ limit: COURSE_COUNT }),
    pageSeo(request, { path: '/', pageKey: 'home' }),
  ]);
  const guides = documents
    .filter((document) => document !== null)
    .map(({ slug, title, description, readingMinutes }) => ({ slug, title, description, readingMinutes }));
  return { guides, featured, categories, courses, seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** Two rows of four on a wide screen, two columns on a phone. */
const FEATURED_COUNT = 8;
/** One row of three on a wide screen. */
const COURSE_COUNT = 3;

const CATEGORY_ICONS: Record<Category, IconComponent> = {
  seeds: Sprout,
  soil: FlaskConical,
  composting: Recycle,
  watering: Droplets,
  tools: Shovel,
  books: BookOpen,
  relief: HeartHandshake,
};

const PILLARS = [
  { key: 'coaching', to: '/coaching', icon: Users },
  { key: 'community', to: '/community', icon: Sprout },
  { key: 'recipes', to: '/recipes', icon: BookOpen },
] as const;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { guides, featured, categories, courses } = loaderData;
  const root = useRootData();
  const siteName = root?.site.name ?? '';
  const reliefTotalCents = root?.reliefTotalCents ?? 0;
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-6 sm:gap-10 sm:px-6 sm:py-14 md:py-20 lg:grid-cols-2">
          <div className="order-2 sm:order-1">
            <p className="text-sm font-semibold tracking-wider text-brand-800 uppercase">{t('home.eyebrow')}</p>
            <h1 className="mt-3 font-serif text-4xl leading-tight font-bold tracking-tight text-stone-900 sm:text-5xl">
              {t('home.title')}
            </h1>
            <p className="mt-4 max-w-xl text-base leading-7 text-stone-700 sm:mt-5 sm:text-lg sm:leading-8">{t('home.lead')}</p>
            <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
              <Link to="/products" className={buttonClass('primary', 'lg')}>
                {t('home.shopCta')}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
              <Link to="/coaching" className={buttonClass('secondary', 'lg')}>
                {t('home.learnCta')}
              </Link>
            </div>
          </div>
          {/* On a phone too (issue 35, point 11): smaller and first, so the first screen shows it with the text and the buttons. */}
          <div
            aria-hidden="true"
            className="relative order-1 mx-auto aspect-[4/3] h-36 sm:order-2 sm:h-auto sm:w-full sm:max-w-lg"
          >
            <img src="/images/garden-hero.svg" alt="" width="640" height="480" className="h-full w-full" fetchPriority="high" />
          </div>
        </div>
      </section>

      <HomeSection name="featured" allHref="/products" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <ProductGrid products={featured} label={t('home.featured.title')} />
      </HomeSection>

      {courses.length > 0 && (
        <HomeSection name="courses" allHref="/courses" className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
          <CourseGrid courses={courses} label={t('home.courses.title')} />
        </HomeSection>
      )}

      {categories.length > 0 && (
        <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
          <h2 id="categories-title" className="font-serif text-3xl font-bold text-stone-900">
            {t('home.categories.title')}
          </h2>
          <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-7">
            {categories.map(({ category, count }) => {
              const Icon = CATEGORY_ICONS[category];
              return (
                <li key={category}>
                  <Link
                    to={productListHref({ category })}
                    className="flex h-full items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 transition hover:border-brand-500 hover:shadow-md sm:flex-col sm:px-3 sm:py-5 sm:text-center"
                  >
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:size-12">
                      <Icon aria-hidden="true" className="size-5 sm:size-6" />
                    </span>
                    <span className="flex flex-col sm:items-center sm:gap-1">
                      <span className="text-sm font-semibold text-stone-900 sm:text-base">
                        {t(`catalog.categories.${category}`)}
                      </span>
                      <span className="text-xs text-stone-600">{t('home.categories.count', { count })}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="relief-story-title" className="bg-brand-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wider text-white uppercase">
              <HeartHandshake aria-hidden="true" className="size-5" />
              {t('home.relief.eyebrow')}
            </p>
            <h2 id="relief-story-title" className="mt-3 font-serif text-3xl font-bold">
              {t('home.relief.title')}
            </h2>
            <p className="mt-4 max-w-2xl leading-7 text-white">{t('home.relief.text')}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/relief" className={buttonClass('light', 'md')}>
                {t('home.relief.ledgerCta')}
              </Link>
              <Link to="/donate" className={buttonClass('outlineLight', 'md')}>
                {t('home.relief.donateCta')}
              </Link>
            </div>
          </div>
          <div className="rounded-3xl bg-brand-800 p-6 ring-1 ring-white/20">
            <ReliefTotal
              cents={reliefTotalCents}
              labelClassName="text-sm font-semibold text-white"
              noteClassName="mt-2 text-sm leading-6 text-white"
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="pillars-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="pillars-title" className="font-serif text-3xl font-bold text-stone-900">
          {t('home.pillars.title')}
        </h2>
        <p className="mt-2 text-stone-600">{t('home.pillars.lead')}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {PILLARS.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-2xl border border-stone-200 p-6 transition hover:border-brand-500 hover:shadow-lg hover:shadow-brand-900/5"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="mt-4 text-lg font-semibold text-stone-900 group-hover:text-brand-800">
                  {t(`home.pillars.${key}.title`)}
                </span>
                <span className="mt-2 text-sm leading-6 text-stone-600">{t(`home.pillars.${key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guides-title" className="bg-earth-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 id="guides-title" className="font-serif text-3xl font-bold text-stone-900">
            {t('home.guides.title')}
          </h2>
          <p className="mt-2 text-stone-600">{t('home.guides.lead')}</p>
          <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {guides.map((guide) => (
              <li key={guide.slug}>
                <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
                  <BookOpen aria-hidden="true" className="size-5 text-brand-700" />
                  <h3 {...contentLanguage(CONTENT_LANGUAGE)} className="mt-3 text-lg font-semibold text-stone-900">
                    <Link to={`/${guide.slug}`} className="hover:text-brand-800 hover:underline">
                      {guide.title}
                    </Link>
                  </h3>
                  <p {...contentLanguage(CONTENT_LANGUAGE)} className="mt-2 flex-1 text-sm leading-6 text-stone-600">
                    {guide.description}
                  </p>
                  {guide.readingMinutes && (
                    <p className="mt-4 text-xs font-medium text-stone-500">
                      {t('home.guides.minutes', { count: guide.readingMinutes })}
                    </p>
                  )}
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="earn-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="earn-title" className="font-serif text-3xl font-bold text-stone-900">
          {t('home.earn.title')}
        </h2>
        <div className="mt-8 grid gap-5 md:grid-cols-3">
          {[
            { text: 'home.earn.sellText', cta: 'home.earn.sellCta', to: '/vendors/onboard', icon: Store },
            { text: 'home.earn.affiliateText', cta: 'home.earn.affiliateCta', to: '/affiliate-program', icon: HeartHandshake },
            { text: 'home.earn.teachText', cta: 'home.earn.teachCta', to: '/teach', icon: GraduationCap },
          ].map(({ text, cta, to, icon: Icon }) => (
            <div key={to} className="flex flex-col rounded-2xl bg-brand-800 p-6 text-white">
              <Icon aria-hidden="true" className="size-6 text-brand-200" />
              <p className="mt-3 flex-1 leading-7 text-brand-50">{t(text)}</p>
              <Link to={to} className={buttonClass('light', 'md', 'mt-5 self-start')}>
                {t(cta, { siteName })}
              </Link>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
