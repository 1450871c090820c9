import fs from 'node:fs';
import { filterRecipes } from '../../app/features/recipes/recipe-filters';
import { DIETS, MEALS, SEASONS } from '../../app/features/recipes/recipe-format';
import { parseRecipe } from '../../app/features/recipes/recipe-parser';
import { expect, test } from './fixtures';

/*
 * Recipes (issue 36): filter the list, open a recipe, scale its servings, and put the products
 * its ingredients grow from into the cart. The two recipes named here are files of
 * content/recipes that ship with the site.
 */

const SALAD = 'Summer Tomato and Green Bean Salad with Basil';
const SOUP = 'White Bean and Lacinato Kale Soup with Garlic';

test('filter the recipes, open one, scale it and add its products to the cart', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/recipes?season=any');
  const results = page.getByRole('list', { name: 'Recipes' });
  await expect(results.getByRole('link', { name: SOUP })).toBeVisible();

  // With JavaScript a choice applies at once.
  await page.getByRole('combobox', { name: 'Season' }).selectOption('summer');
  await expect(page).toHaveURL(/season=summer/);
  await expect(results.getByRole('link', { name: SOUP })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Time' }).selectOption('30');
  await expect(page).toHaveURL(/time=30/);
  await expect(page.getByText(/^\d+ recipes?$/)).toBeVisible();
  await results.getByRole('link', { name: SALAD }).click();

  await expect(page.getByRole('heading', { level: 1, name: SALAD })).toBeVisible();
  const beans = page.getByRole('listitem').filter({ hasText: 'green beans' }).first();
  await expect(beans).toContainText('300 g green beans');
  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('6');
  await expect(beans).toContainText('450 g green beans');
  await expect(page.getByText('Quantities for 6 servings.')).toBeVisible();
  await page.getByRole('button', { name: 'Fewer servings' }).click();
  await page.getByRole('spinbutton', { name: 'Servings' }).fill('2');
  await expect(beans).toContainText('150 g green beans');
  await expect(page.getByRole('listitem').filter({ hasText: 'small red onion' })).toContainText('¼');

  // Each linked ingredient names the product it grows from, as the shop has it today.
  await expect(beans.getByRole('link', { name: 'Provider Bush Bean Seeds' })).toBeVisible();
  await page.getByRole('button', { name: 'Add these to my cart' }).click();
  await expect(page.getByText(/products? added to your cart/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, [1-9]\d* items?$/ })).toBeVisible();
});

test('without JavaScript the filters and the servings scaler still answer, and the recipe prints alone', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/recipes?season=any');
  await page.getByRole('combobox', { name: 'Season' }).selectOption('autumn');
  await page.getByRole('combobox', { name: 'Meal' }).selectOption('dinner');
  await page.getByRole('button', { name: 'Show recipes' }).click();
  await expect(page).toHaveURL(/season=autumn&meal=dinner/);
  await page.getByRole('link', { name: SOUP }).click();
  const kale = page.getByRole('listitem').filter({ hasText: 'lacinato kale' }).first();
  await expect(kale).toContainText('200 g lacinato kale');
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page).toHaveURL(/servings=4&step=1/);
  await expect(page.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('5');
  await expect(kale).toContainText('250 g lacinato kale');

  // Printed, the recipe stands alone: the site's header and footer are left off the page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: SOUP })).toBeVisible();
  await expect(kale).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await context.close();
});

/** Filters no recipe of content/recipes matches, whatever recipes are added. */
function emptyFilters(): string {
  const recipes = fs
    .readdirSync('content/recipes')
    .filter((file) => file.endsWith('.md'))
    .map((file) => parseRecipe(file, fs.readFileSync(`content/recipes/${file}`, 'utf8')));
  for (const season of SEASONS)
    for (const meal of MEALS)
      for (const diet of DIETS)
        if (filterRecipes(recipes, { season, meal, diet, time: '30' }).length === 0)
          return `season=${season}&meal=${meal}&diet=${diet}&time=30`;
  throw new Error('every combination of filters finds a recipe');
}

test('filters that find nothing offer to clear them', { tag: '@phone' }, async ({ page }) => {
  await page.goto(`/recipes?${emptyFilters()}`);
  await expect(page.getByText('No recipes match these filters.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/recipes\?season=any$/);
  await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('link', { name: SOUP })).toBeVisible();
});
