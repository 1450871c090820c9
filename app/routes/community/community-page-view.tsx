import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { EmptyState } from '~/components/ui/empty-state';
import { Clock } from '~/components/ui/icons';
import { PostCard } from '~/features/blog/components/post-card';
import { ThreadList } from '~/features/forum/components/thread-list';
import { ClassCard } from '~/features/learning/components/class-card';
import { Duration } from '~/features/learning/components/course-facts';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { CommunityPageData } from './community-page.server';

/** One part of the hub: its heading, what it shows, and a link to the whole list. */
function HubSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id={id} className="font-serif text-2xl font-bold text-stone-900">
          {title}
        </h2>
        <Link to={more.to} className="font-semibold text-brand-800 underline underline-offset-4">
          {more.label}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** The places of the community, each with a line saying what is there. */
const PLACES = [
  { to: '/forum', key: 'forum' },
  { to: '/blog', key: 'blog' },
  { to: '/recipes', key: 'recipes' },
  { to: '/tools-resources', key: 'guides' },
  { to: '/season-planner', key: 'planner' },
  { to: '/join', key: 'join' },
] as const;

/** /community: the hub. The latest posts, the next live classes, recipes of the season, and where everything else is. */
export function CommunityPageView({ page }: { page: CommunityPageData }) {
  const { t } = useTranslation();
  const { threads, posts, classes, recipes, season } = page;
  return (
    <AreaPage pageKey="community" area="community">
      <HubSection
        id="hub-threads"
        title={t('community.threads.title')}
        more={{ to: pathTo('/forum'), label: t('community.threads.more') }}
      >
        {threads.length === 0 ? (
          <EmptyState className="mt-4" title={t('community.threads.none')} />
        ) : (
          <div className="mt-4">
            <ThreadList threads={threads} showCategory />
          </div>
        )}
      </HubSection>
      <HubSection
        id="hub-posts"
        title={t('community.posts.title')}
        more={{ to: pathTo('/blog'), label: t('community.posts.more') }}
      >
        {posts.length === 0 ? (
          <EmptyState className="mt-4" title={t('community.posts.none')} />
        ) : (
          <ul className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id} className="flex">
                <PostCard post={post} titleLevel="h3" />
              </li>
            ))}
          </ul>
        )}
      </HubSection>
      <HubSection
        id="hub-classes"
        title={t('community.classes.title')}
        more={{ to: pathTo('/coaching'), label: t('community.classes.more') }}
      >
        {classes.length === 0 ? (
          <EmptyState className="mt-4" title={t('community.classes.none')} />
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {classes.map((session) => (
              <li key={session.id}>
                <ClassCard session={session} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm text-stone-600">
          {t('learning.classes.timesNote')}{' '}
          <Link to={pathTo('/class-enrollment')} className="font-semibold text-brand-800 underline">
            {t('pages.class-enrollment.title')}
          </Link>
        </p>
      </HubSection>
      <HubSection
        id="hub-recipes"
        title={t('community.recipes.title', { season: t(`recipes.seasons.${season}`) })}
        more={{ to: pathTo('/recipes'), label: t('community.recipes.more') }}
      >
        {recipes.length === 0 ? (
          <EmptyState className="mt-4" title={t('community.recipes.none')} />
        ) : (
          <ul className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {recipes.map((recipe) => (
              <li
                key={recipe.slug}
                className="relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white"
              >
                <img
                  src={recipe.image.src}
                  alt=""
                  width={1200}
                  height={800}
                  loading="lazy"
                  className="aspect-3/2 w-full bg-earth-50 object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h3 {...contentLanguage(CONTENT_LANGUAGE)} className="font-serif text-xl font-semibold text-stone-900">
                    <Link
                      to={pathTo('/recipes/:slug', { slug: recipe.slug })}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {recipe.title}
                    </Link>
                  </h3>
                  <p {...contentLanguage(CONTENT_LANGUAGE)} className="line-clamp-3 text-sm text-stone-700">
                    {recipe.description}
                  </p>
                  <p className="mt-auto inline-flex items-center gap-1.5 text-sm text-stone-700">
                    <Clock aria-hidden className="size-4" />
                    <span className="sr-only">{t('recipes.times.total')}</span>
                    <Duration minutes={recipe.totalMinutes} />
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm text-stone-600">{t('recipes.hemisphereNote')}</p>
      </HubSection>
      <section aria-labelledby="hub-places" className="mt-12">
        <h2 id="hub-places" className="font-serif text-2xl font-bold text-stone-900">
          {t('community.places.title')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {PLACES.map((place) => (
            <li key={place.key} className="relative rounded-2xl border border-stone-200 bg-white p-5 hover:shadow-md">
              <h3 className="text-lg font-semibold text-stone-900">
                <Link to={pathTo(place.to)} className="after:absolute after:inset-0 hover:underline">
                  {t(`community.places.${place.key}.label`)}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-stone-700">{t(`community.places.${place.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </AreaPage>
  );
}
