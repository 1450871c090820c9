import { describe, expect, it } from 'vitest';
import { filterRecipes, isFiltered, readRecipeFilters, seasonOf } from './recipe-filters';
import type { Recipe } from './recipe-format';

const recipe = (overrides: Partial<Recipe>): Recipe => ({
  slug: 'a',
  title: 'A',
  description: 'd',
  seasons: ['autumn'],
  meal: 'dinner',
  diets: [],
  prepMinutes: 10,
  cookMinutes: 10,
  totalMinutes: 20,
  servings: 4,
  published: '2026-01-01',
  updated: '2026-01-01',
  image: { src: '/images/recipes/a.svg', alt: '' },
  intro: 'i',
  groups: [],
  steps: [],
  tips: null,
  grow: null,
  ...overrides,
});

const november = new Date('2026-11-29T12:00:00Z');

describe('seasonOf (northern hemisphere, meteorological seasons)', () => {
  it.each([
    ['2026-03-01', 'spring'],
    ['2026-05-31', 'spring'],
    ['2026-06-01', 'summer'],
    ['2026-08-31', 'summer'],
    ['2026-09-01', 'autumn'],
    ['2026-11-30', 'autumn'],
    ['2026-12-01', 'winter'],
    ['2027-02-28', 'winter'],
  ])('%s is %s', (date, season) => {
    expect(seasonOf(new Date(`${date}T12:00:00Z`))).toBe(season);
  });
});

describe('readRecipeFilters', () => {
  it('opens on the current season', () => {
    const filters = readRecipeFilters(new URLSearchParams(), november);
    expect(filters).toEqual({ season: 'autumn', meal: null, diet: null, time: null });
    expect(isFiltered(filters, november)).toBe(false);
  });

  it('reads every filter, and "any" or nonsense as no filter', () => {
    expect(readRecipeFilters(new URLSearchParams('season=summer&meal=side&diet=vegan&time=30'), november)).toEqual({
      season: 'summer',
      meal: 'side',
      diet: 'vegan',
      time: '30',
    });
    const any = readRecipeFilters(new URLSearchParams('season=any&meal=brunch&diet=&time=45'), november);
    expect(any).toEqual({ season: null, meal: null, diet: null, time: null });
    expect(isFiltered(any, november)).toBe(true);
  });
});

describe('filterRecipes', () => {
  const soup = recipe({
    slug: 'soup',
    seasons: ['autumn', 'winter'],
    diets: ['vegan'],
    totalMinutes: 60,
    published: '2026-11-01',
  });
  const salad = recipe({ slug: 'salad', seasons: ['summer'], meal: 'side', totalMinutes: 20, published: '2026-07-01' });
  const stew = recipe({ slug: 'stew', seasons: ['winter'], totalMinutes: 95, published: '2026-12-01' });
  const all = [salad, soup, stew];
  const none = { season: null, meal: null, diet: null, time: null } as const;

  it('filters by season, meal, diet and time, newest first', () => {
    expect(filterRecipes(all, none).map((r) => r.slug)).toEqual(['stew', 'soup', 'salad']);
    expect(filterRecipes(all, { ...none, season: 'winter' }).map((r) => r.slug)).toEqual(['stew', 'soup']);
    expect(filterRecipes(all, { ...none, meal: 'side' }).map((r) => r.slug)).toEqual(['salad']);
    expect(filterRecipes(all, { ...none, diet: 'vegan' }).map((r) => r.slug)).toEqual(['soup']);
    expect(filterRecipes(all, { ...none, time: '30' }).map((r) => r.slug)).toEqual(['salad']);
    expect(filterRecipes(all, { ...none, time: '60' }).map((r) => r.slug)).toEqual(['soup', 'salad']);
    expect(filterRecipes(all, { ...none, season: 'spring' })).toEqual([]);
  });
});
