import { data } from 'react-router';
import { addSeveralToCart } from '~/features/cart/cart.server';
import { findListedProductsByHandles, isInStock } from '~/features/catalog/catalog.server';
import { servingsAsked } from '~/features/recipes/quantity';
import { productHandlesOf } from '~/features/recipes/recipe-format';
import { findRecipe, renderRecipe } from '~/features/recipes/recipes.server';
import { recipeJsonLd } from '~/features/recipes/structured-data';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { getSiteConfig } from '~/utils/site.server';

/*
 * A recipe page composes the recipes with the store: the products its ingredients name (by
 * handle, in the file) are read from the catalogue as the page renders, so a renamed product
 * shows its new name and price, and a handle the catalogue does not list shows no link. "Add
 * these to my cart" goes through the cart's own operation. So it lives beside its route.
 */

async function requireRecipe(request: Request, slug: string) {
  const recipe = await findRecipe(slug);
  if (!recipe) throw await notFoundResponse(request);
  return recipe;
}

/** The products a recipe links that the catalogue lists, with today's name, price and stock. */
export async function findRecipeProducts(handles: readonly string[]) {
  const products = await findListedProductsByHandles(handles);
  return products.map((product) => ({
    handle: product.handle,
    name: product.name,
    priceCents: product.priceCents,
    isBuyable: isInStock(product),
  }));
}

export type RecipeProduct = Awaited<ReturnType<typeof findRecipeProducts>>[number];

export async function loadRecipePage(request: Request, { slug }: { slug: string }) {
  const recipe = await requireRecipe(request, slug);
  const [products, seo] = await Promise.all([
    findRecipeProducts(productHandlesOf(recipe)),
    pageSeo(request, {
      path: pathTo('/recipes/:slug', { slug: recipe.slug }),
      title: recipe.title,
      description: recipe.description,
      type: 'article',
      jsonLd: [recipeJsonLd(recipe, getSiteConfig())],
    }),
  ]);
  return {
    recipe,
    html: renderRecipe(recipe),
    // `?servings=` scales on the server too, so the scaler's form works without JavaScript.
    servings: servingsAsked(new URL(request.url).searchParams, recipe.servings),
    products,
    seo,
  };
}

export type RecipePageData = Awaited<ReturnType<typeof loadRecipePage>>;

/**
 * "Add these to my cart": one of each linked product the catalogue lists and has in stock, into
 * the request's cart (a visitor's or the member's), through the cart's own operation. The answer
 * names what was out of stock.
 */
export async function recipePageAction(request: Request, { slug }: { slug: string }) {
  const read = await readForm(request);
  if (!read.ok || textField(read.form, 'intent') !== 'add-products')
    return data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const recipe = await requireRecipe(request, slug);
  const products = await findListedProductsByHandles(productHandlesOf(recipe));
  if (products.length === 0) return data<ActionAnswer>({ ok: false, message: 'recipes.products.noneLinked' }, { status: 409 });
  const soldOut = new Intl.ListFormat('en', { type: 'conjunction' }).format(
    products.filter((product) => !isInStock(product)).map((product) => product.name),
  );
  const buyable = products.filter(isInStock);
  const { added, headers } =
    buyable.length > 0
      ? await addSeveralToCart({ request, productIds: buyable.map((product) => product.id) })
      : { added: 0, headers: new Headers() };
  if (added === 0)
    return data<ActionAnswer>(
      buyable.length === 0
        ? { ok: false, message: 'recipes.products.allSoldOut' }
        : { ok: false, message: 'recipes.products.noneAdded' },
      { status: 409, headers },
    );
  return data<ActionAnswer>(
    soldOut
      ? { ok: true, message: 'recipes.products.addedSomeSoldOut', messageVars: { count: added, names: soldOut } }
      : { ok: true, message: 'recipes.products.added', messageVars: { count: added } },
    { headers },
  );
}
