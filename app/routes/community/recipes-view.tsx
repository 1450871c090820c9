import { type FormEvent, useEffect, useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { EmptyState } from '~/components/ui/empty-state';
import { Clock } from '~/components/ui/icons';
import { PageHeader } from '~/components/ui/page-header';
import { Duration } from '~/features/learning/components/course-facts';
import { ALL_RECIPES_QUERY, ANY, TIME_LIMITS } from '~/features/recipes/recipe-filters';
import { DIETS, MEALS, SEASONS } from '~/features/recipes/recipe-format';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { RecipesPageData } from './recipes-page.server';

const fieldClass = 'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base font-normal text-stone-900';

/** The first row of cards loads at once (the page's largest pictures); the rest as they scroll in. */
const EAGER_CARDS = 3;

export function RecipesView({ page }: { page: RecipesPageData }) {
  const { t } = useTranslation();
  const { cards, filters, currentSeason } = page;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <nav aria-label={t('recipes.breadcrumb')} className="text-sm text-stone-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to={pathTo('/community')} className="underline hover:text-stone-900">
              {t('pages.community.title')}
            </Link>
          </li>
        </ol>
      </nav>
      <div className="mt-4">
        <PageHeader title={page.seo.title} description={page.seo.description} />
      </div>
      <p className="mt-4 max-w-3xl text-stone-700">{t(`recipes.inSeasonNow.${currentSeason}`)}</p>
      <RecipeFilters page={page} />
      <p className="mt-6 text-sm font-medium text-stone-700" aria-live="polite">
        {t('recipes.count', { count: cards.length })}
      </p>
      {cards.length === 0 ? (
        <EmptyState
          className="mt-4"
          title={t('recipes.empty.title')}
          text={t('recipes.empty.text')}
          action={
            <Link to={`${pathTo('/recipes')}${ALL_RECIPES_QUERY}`} className="font-semibold text-brand-800 underline">
              {t('recipes.empty.clear')}
            </Link>
          }
        />
      ) : (
        <ul aria-label={t('recipes.results')} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card, index) => (
            <li key={card.slug} className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white">
              <img
                src={card.image.src}
                alt={card.image.alt}
                width={1200}
                height={800}
                loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="aspect-3/2 w-full bg-earth-50 object-cover"
              />
              <div className="flex flex-1 flex-col gap-3 p-5">
                <h2 {...contentLanguage(CONTENT_LANGUAGE)} className="font-serif text-xl font-semibold text-stone-900">
                  <Link to={pathTo('/recipes/:slug', { slug: card.slug })} className="hover:underline">
                    {card.title}
                  </Link>
                </h2>
                <p className="inline-flex items-center gap-1.5 text-sm text-stone-700">
                  <Clock aria-hidden className="size-4" />
                  <span className="sr-only">{t('recipes.times.total')}</span>
                  <Duration minutes={card.totalMinutes} />
                </p>
                <ul className="mt-auto flex flex-wrap gap-1.5">
                  {card.seasons.map((season) => (
                    <li key={season} className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                      {t(`recipes.seasons.${season}`)}
                    </li>
                  ))}
                  {card.diets.map((diet) => (
                    <li key={diet} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                      {t(`recipes.diets.${diet}`)}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8 text-sm text-stone-600">{t('recipes.hemisphereNote')}</p>
      {filters.season !== null && (
        <p className="mt-2 text-sm">
          <Link to={`${pathTo('/recipes')}${ALL_RECIPES_QUERY}`} className="font-semibold text-brand-800 underline">
            {t('recipes.allSeasons')}
          </Link>
        </p>
      )}
    </div>
  );
}

/**
 * A GET form: the filters live in the address, so the list is server-rendered from it and works
 * without JavaScript ("Show recipes" submits it); with JavaScript a change submits at once.
 */
function RecipeFilters({ page }: { page: RecipesPageData }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [isEnhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const { filters } = page;
  const onChange = (event: FormEvent<HTMLFormElement>) =>
    submit(event.currentTarget, { replace: true, preventScrollReset: true });
  const selects = [
    { name: 'season', value: filters.season ?? ANY, options: SEASONS.map((season) => [season, t(`recipes.seasons.${season}`)]) },
    { name: 'meal', value: filters.meal ?? ANY, options: MEALS.map((meal) => [meal, t(`recipes.meals.${meal}`)]) },
    { name: 'diet', value: filters.diet ?? ANY, options: DIETS.map((diet) => [diet, t(`recipes.diets.${diet}`)]) },
    { name: 'time', value: filters.time ?? ANY, options: TIME_LIMITS.map((limit) => [limit, t(`recipes.filters.time${limit}`)]) },
  ] as const;
  return (
    <Form
      // The fields are uncontrolled: a new address (a "clear filters" link, back) redraws them.
      key={JSON.stringify(filters)}
      method="get"
      action={pathTo('/recipes')}
      onChange={isEnhanced ? onChange : undefined}
      aria-label={t('recipes.filters.label')}
      className="mt-8 grid grid-cols-2 items-end gap-3 md:flex md:flex-wrap"
    >
      {selects.map((select) => (
        <label key={select.name} className="text-sm font-semibold text-stone-800 md:w-48">
          {t(`recipes.filters.${select.name}`)}
          <select name={select.name} defaultValue={select.value} className={fieldClass}>
            <option value={ANY}>{t(`recipes.filters.any.${select.name}`)}</option>
            {select.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {!isEnhanced && (
        <button type="submit" className={buttonClass('primary', 'md', 'col-span-2 md:col-span-1')}>
          {t('recipes.filters.apply')}
        </button>
      )}
    </Form>
  );
}
