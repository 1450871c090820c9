import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { products } from '~/db/schema/index';
import { loadCart } from '~/features/cart/cart.server';
import { productHandlesOf } from '~/features/recipes/recipe-format';
import { findRecipe, listRecipes } from '~/features/recipes/recipes.server';
import { sitemapEntries } from '~/routes/api/sitemap-entries.server';
import { action as recipeAction, loader as recipeLoader } from '~/routes/community/recipe';
import { findRecipeProducts } from '~/routes/community/recipe-page.server';
import { formPost, pageGet, signUpShopper } from '../factories/accounts';
import { createProduct } from '../factories/products';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Recipes linked to the store (issue 36): a recipe's ingredients name products by handle; the
 * page reads each one's name, price and stock from the catalogue as it renders, and "Add these
 * to my cart" puts the buyable ones in the visitor's or member's cart through the cart's own
 * operation. The recipe is a real file of content/recipes (the first that links three or more
 * products); its products are made here, in this file's own database.
 */

const database = await setupTestDatabase();

const recipe = (await listRecipes()).find((candidate) => productHandlesOf(candidate).length >= 3);
if (!recipe) throw new Error('no recipe in content/recipes links three products');
const handles = productHandlesOf(recipe);
const [renamed = '', soldOut = '', unlisted = ''] = handles;
const path = `/recipes/${recipe.slug}`;

beforeEach(async () => {
  // The catalogue as each test starts: every linked product listed and in stock, under its first name.
  await database.db.delete(products).where(inArray(products.handle, handles));
  for (const handle of handles) await createProduct(database, { handle, name: `First name of ${handle}`, priceCents: 450 });
});

async function addProducts(jar: CookieJar) {
  const result = await callAction(recipeAction, formPost(path, { intent: 'add-products' }, jar), { slug: recipe?.slug ?? '' });
  jar.apply(result.headers);
  return result as {
    status: number;
    headers: Headers;
    data: { ok: boolean; message: string; messageVars?: Record<string, unknown> };
  };
}

const cartOf = (jar: CookieJar) => loadCart(pageGet('/api/cart', jar));

describe('a recipe page and the store', () => {
  it('shows each linked product as the catalogue has it today; an unknown or unlisted handle shows no link', async () => {
    await database.db.update(products).set({ name: 'Renamed seeds', priceCents: 525 }).where(eq(products.handle, renamed));
    await database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.handle, soldOut));
    await database.db.update(products).set({ status: 'draft' }).where(eq(products.handle, unlisted));

    const page = await callAction(recipeLoader, pageGet(path, new CookieJar()), { slug: recipe.slug });
    expect(page.status).toBe(200);
    const shown = (page.data as { products: { handle: string; name: string; priceCents: number; isBuyable: boolean }[] })
      .products;
    expect(shown).toContainEqual({ handle: renamed, name: 'Renamed seeds', priceCents: 525, isBuyable: true });
    expect(shown).toContainEqual(expect.objectContaining({ handle: soldOut, isBuyable: false }));
    expect(shown.map((product) => product.handle)).not.toContain(unlisted);

    expect((await findRecipeProducts(['no-such-product', renamed])).map((product) => product.handle)).toEqual([renamed]);
  });

  it('adds every buyable linked product to a visitor’s cart and names the ones out of stock', async () => {
    await database.db.update(products).set({ name: 'Sold-out bulbs', stockQuantity: 0 }).where(eq(products.handle, soldOut));
    await database.db.update(products).set({ status: 'draft' }).where(eq(products.handle, unlisted));
    const jar = new CookieJar();

    const answer = await addProducts(jar);
    const buyable = handles.filter((handle) => handle !== soldOut && handle !== unlisted);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      ok: true,
      message: 'recipes.products.addedSomeSoldOut',
      messageVars: { count: buyable.length, names: 'Sold-out bulbs' },
    });
    const cart = await cartOf(jar);
    expect(cart.lines.map((line) => line.handle).sort()).toEqual([...buyable].sort());
    expect(cart.count).toBe(buyable.length);
  });

  it('adds them to a member’s own cart', async () => {
    const { jar } = await signUpShopper('recipe-cook');
    const answer = await addProducts(jar);
    expect(answer.data).toEqual({ ok: true, message: 'recipes.products.added', messageVars: { count: handles.length } });
    expect((await cartOf(jar)).count).toBe(handles.length);
  });

  it('says so when every linked product is out of stock, and adds nothing', async () => {
    await database.db.update(products).set({ stockQuantity: 0 }).where(inArray(products.handle, handles));
    const jar = new CookieJar();
    const answer = await addProducts(jar);
    expect(answer.status).toBe(409);
    expect(answer.data).toEqual({ ok: false, message: 'recipes.products.allSoldOut' });
    expect((await cartOf(jar)).count).toBe(0);
  });

  it('scales on the server from the address, and answers 404 for an unknown recipe', async () => {
    const scaled = await callAction(recipeLoader, pageGet(`${path}?servings=7&step=1`, new CookieJar()), { slug: recipe.slug });
    expect((scaled.data as { servings: number }).servings).toBe(8);
    expect(await findRecipe('no-such-recipe')).toBeNull();
    const missing = await callAction(recipeLoader, pageGet('/recipes/no-such-recipe', new CookieJar()), {
      slug: 'no-such-recipe',
    });
    expect(missing.status).toBe(404);
  });

  it('lists every recipe in the sitemap, dated when it was last updated', async () => {
    expect(await sitemapEntries()).toContainEqual({ path, lastmod: recipe.updated });
  });
});
