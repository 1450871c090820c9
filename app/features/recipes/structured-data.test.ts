import { describe, expect, it } from 'vitest';
import type { Recipe } from './recipe-format';
import { isoDuration } from './recipe-text';
import { recipeSearchDocument } from './search-document';
import { recipeJsonLd } from './structured-data';

const recipe: Recipe = {
  slug: 'bean-soup',
  title: 'Bean Soup',
  description: 'A soup.',
  seasons: ['autumn', 'winter'],
  meal: 'dinner',
  diets: ['vegan', 'vegetarian', 'dairy-free', 'nut-free'],
  prepMinutes: 20,
  cookMinutes: 65,
  totalMinutes: 85,
  servings: 4,
  published: '2026-11-02',
  updated: '2026-11-26',
  image: { src: '/images/recipes/bean-soup.svg', alt: 'A bowl of soup' },
  intro: 'A **warm** soup. See [our guide](/composting-guide).',
  groups: [
    {
      title: 'For the soup',
      ingredients: [
        { quantity: { kind: 'amount', value: 1.5 }, unit: 'cup', item: 'white beans', note: 'soaked', productHandle: null },
        {
          quantity: { kind: 'range', from: 2, to: 3 },
          unit: 'clove',
          item: 'garlic',
          note: null,
          productHandle: 'music-hardneck-garlic',
        },
        { quantity: null, unit: null, item: 'salt', note: 'to taste', productHandle: null },
      ],
    },
  ],
  steps: ['Heat the oil to **medium**.', 'Simmer for 20 minutes.'],
  tips: null,
  grow: null,
};

const site = { name: 'Verde Living', url: 'https://verde.example' };

describe('recipeJsonLd', () => {
  it('is a complete schema.org Recipe', () => {
    expect(recipeJsonLd(recipe, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Bean Soup',
      description: 'A soup.',
      url: 'https://verde.example/recipes/bean-soup',
      mainEntityOfPage: 'https://verde.example/recipes/bean-soup',
      image: ['https://verde.example/images/recipes/bean-soup.svg'],
      datePublished: '2026-11-02',
      dateModified: '2026-11-26',
      author: { '@type': 'Organization', name: 'Verde Living', url: 'https://verde.example' },
      publisher: { '@type': 'Organization', name: 'Verde Living', url: 'https://verde.example' },
      prepTime: 'PT20M',
      cookTime: 'PT1H5M',
      totalTime: 'PT1H25M',
      recipeYield: ['4', '4 servings'],
      recipeCategory: 'Dinner',
      keywords: 'autumn, winter, vegan, vegetarian, dairy-free, nut-free',
      // Dairy-free and nut-free have no RestrictedDiet of their own.
      suitableForDiet: ['https://schema.org/VeganDiet', 'https://schema.org/VegetarianDiet'],
      recipeIngredient: ['1½ cups white beans, soaked', '2–3 cloves garlic', 'salt, to taste'],
      recipeInstructions: [
        {
          '@type': 'HowToStep',
          position: 1,
          text: 'Heat the oil to medium.',
          url: 'https://verde.example/recipes/bean-soup#step-1',
        },
        {
          '@type': 'HowToStep',
          position: 2,
          text: 'Simmer for 20 minutes.',
          url: 'https://verde.example/recipes/bean-soup#step-2',
        },
      ],
      inLanguage: 'en',
    });
  });

  it('leaves out suitableForDiet when no diet maps to schema.org', () => {
    expect(recipeJsonLd({ ...recipe, diets: ['nut-free'] }, site)).not.toHaveProperty('suitableForDiet');
  });

  it('writes ISO 8601 durations', () => {
    expect([0, 5, 60, 90, 125].map(isoDuration)).toEqual(['PT0M', 'PT5M', 'PT1H', 'PT1H30M', 'PT2H5M']);
  });
});

describe('recipeSearchDocument', () => {
  it('is the recipe in plain text, with its seasons, meal, diets and ingredients as keywords', () => {
    expect(recipeSearchDocument(recipe)).toEqual({
      kind: 'recipe',
      sourceId: 'bean-soup',
      language: 'en',
      title: 'Bean Soup',
      summary: 'A soup.',
      body: 'A warm soup. See our guide.\n1½ cups white beans, soaked\n2–3 cloves garlic\nsalt, to taste\nHeat the oil to medium.\nSimmer for 20 minutes.',
      keywords: ['autumn', 'winter', 'dinner', 'vegan', 'vegetarian', 'dairy-free', 'nut-free', 'white beans', 'garlic', 'salt'],
      path: '/recipes/bean-soup',
      image: { src: '/images/recipes/bean-soup.svg', alt: 'A bowl of soup' },
      publishedAt: new Date('2026-11-02T00:00:00Z'),
    });
  });
});
