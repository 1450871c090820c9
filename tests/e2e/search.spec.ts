import { expect, test } from './fixtures';

// Both sizes: the header's search button opens the same search row on phones and desktops.
test.describe('site search', () => {
  test('the header suggests products, then guides, as you type; arrows and Enter open one', { tag: '@phone' }, async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await expect(box).toBeFocused();
    await box.pressSequentially('tomato');

    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const products = list.getByRole('group', { name: 'Products' });
    const guides = list.getByRole('group', { name: 'Guides' });
    await expect(products.getByRole('option').first()).toContainText('Tomato Seeds');
    await expect(products.getByRole('option').first().locator('mark')).toHaveText('Tomato');
    await expect(guides.getByRole('option').first()).toBeVisible();
    // Products come before guides in the list.
    const options = list.getByRole('option');
    const labels = await options.allTextContents();
    const firstGuide = await guides.getByRole('option').first().textContent();
    expect(labels.findIndex((label) => label.includes('Tomato Seeds'))).toBeLessThan(labels.indexOf(firstGuide ?? ''));
    await expect(options.last()).toHaveText('See all results for “tomato”');
    await checkA11y();

    // Focus stays in the box; the active option is announced through aria-activedescendant.
    await box.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await box.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toBeFocused();

    const chosen = (await first.textContent()) ?? '';
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]*tomato-seeds$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tomato Seeds');
    expect(chosen).toContain((await page.getByRole('heading', { level: 1 }).textContent()) ?? 'missing');
    // Choosing a suggestion closes the search row.
    await expect(box).toBeHidden();
  });

  test('Escape closes the list, then the search row; Enter with nothing chosen searches', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    // A typo still finds the compost products.
    await box.pressSequentially('compst');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('group', { name: 'Products' }).getByRole('option').first()).toContainText('Compost');

    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('compst');
    await box.press('Escape');
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await box.fill('compost');
    await expect(list).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=compost');
    await expect(page.getByRole('heading', { level: 2, name: /Products/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Composting Guide' })).toBeVisible();
  });

  test('/search groups results by type and marks the words searched for', async ({ page }) => {
    await page.goto('/search?q=tomato');
    await expect(page.getByText(/\d+ results for “tomato”/)).toBeVisible();
    const products = page.getByRole('region', { name: /Products/ });
    const guides = page.getByRole('region', { name: /Guides/ });
    await expect(products.getByRole('heading', { level: 3 }).first()).toContainText('Tomato Seeds');
    await expect(products.getByRole('heading', { level: 3 }).first().locator('mark')).toHaveText('Tomato');
    await expect(guides.getByRole('listitem').first()).toBeVisible();
    // Products come first, then guides.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.findIndex((text) => text.startsWith('Products'))).toBeLessThan(
      headings.findIndex((text) => text.startsWith('Guides')),
    );
    // Snippets start on a word: an ellipsis, then a whole word.
    for (const snippet of await products.locator('li p[dir="auto"]').allTextContents()) {
      expect(snippet).toMatch(/^(…)?[\p{L}\p{N}]/u);
    }

    // The page's own box searches again.
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search the site' });
    await box.fill('zzzqqq');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=zzzqqq');
    await expect(page.getByText('Nothing matched “zzzqqq”.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all products' })).toBeVisible();
  });
});

test.describe('one search over everything', () => {
  test('the header finds a recipe; the search page filters by kind', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.pressSequentially('pumpkin soup');
    const recipes = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('group', { name: 'Recipes' });
    const recipe = recipes.getByRole('option', { name: /Pumpkin Soup/ }).first();
    await expect(recipe).toBeVisible();
    const title = ((await recipe.textContent()) ?? '').trim();
    await recipe.click();
    await expect(page).toHaveURL(/\/recipes\/[a-z0-9-]*pumpkin-soup[a-z0-9-]*$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // A question of several words finds what shares most of them; the kinds filter it.
    await page.goto('/search?q=how+do+I+save+tomato+seeds');
    const filters = page.getByRole('navigation', { name: 'Filter results by type' });
    await expect(filters.getByRole('link', { name: /^Everything/ })).toHaveAttribute('aria-current', 'page');
    await expect(
      page
        .getByRole('region', { name: /Blog posts/ })
        .getByRole('link')
        .first(),
    ).toContainText(/Tomato Seeds/i);
    await filters.getByRole('link', { name: /^Blog posts/ }).click();
    await expect(page).toHaveURL(/type=post/);
    await expect(filters.getByRole('link', { name: /^Blog posts/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([/Blog posts/]);
  });

  test('a mistyped word is read as the closest word, and the page says so', async ({ page }) => {
    await page.goto('/search?q=compst');
    await expect(page.getByText('compst → compost')).toBeVisible();
    await expect(page.getByRole('region', { name: /Guides/ }).getByRole('link', { name: 'Composting Guide' })).toBeVisible();
  });
});

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header links to the search page, whose form searches', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Search' }).first().click();
    await expect(page).toHaveURL('/search');
    await page.getByRole('main').getByRole('combobox', { name: 'Search the site' }).fill('tomato');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search?q=tomato');
    await expect(
      page
        .getByRole('region', { name: /Products/ })
        .getByRole('link')
        .first(),
    ).toContainText('Tomato Seeds');
  });
});
