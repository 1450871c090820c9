import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ContentHtml } from '~/components/ui/content-html';
import { Leaf, Printer, ShoppingBag } from '~/components/ui/icons';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import { ProductPrice } from '~/features/catalog/components/product-price';
import { Duration } from '~/features/learning/components/course-facts';
import { RecipeIngredients } from '~/features/recipes/components/recipe-ingredients';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { RecipePageData, RecipeProduct } from './recipe-page.server';

export function RecipePageView({ page, actionResult }: { page: RecipePageData; actionResult?: ActionAnswer }) {
  const { t } = useTranslation();
  const { recipe, html, products } = page;
  const productsByHandle = new Map(products.map((product) => [product.handle, product]));
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <nav aria-label={t('recipes.breadcrumb')} className="text-sm text-stone-600 print:hidden">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to={pathTo('/community')} className="underline hover:text-stone-900">
              {t('pages.community.title')}
            </Link>
            <span aria-hidden> / </span>
          </li>
          <li>
            <Link to={pathTo('/recipes')} className="underline hover:text-stone-900">
              {t('pages.recipes.title')}
            </Link>
          </li>
        </ol>
      </nav>
      {/* "Print" prints the recipe alone (app.css). */}
      <article data-print-alone className="mt-4">
        <header {...contentLanguage(CONTENT_LANGUAGE)}>
          <h1 className="font-serif text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{recipe.title}</h1>
          <p className="mt-3 max-w-3xl text-lg leading-8 text-stone-600">{recipe.description}</p>
        </header>
        <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <img
            src={recipe.image.src}
            alt={recipe.image.alt}
            width={1200}
            height={800}
            fetchPriority="high"
            className="aspect-3/2 w-full rounded-2xl bg-earth-50 object-cover print:max-w-sm"
          />
          <div>
            <ContentHtml lang={CONTENT_LANGUAGE} className="prose-content" html={html.intro} />
            <RecipeFacts page={page} />
            <PrintButton />
          </div>
        </div>

        <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_3fr]">
          <section aria-labelledby="ingredients">
            <h2 id="ingredients" className="font-serif text-2xl font-bold text-stone-900">
              {t('recipes.ingredients')}
            </h2>
            <RecipeIngredients
              groups={recipe.groups}
              baseServings={recipe.servings}
              initialServings={page.servings}
              renderProduct={(handle) => {
                const product = productsByHandle.get(handle);
                return product ? <ProductLink product={product} /> : null;
              }}
            />
            {products.length > 0 && <AddProducts products={products} actionResult={actionResult} />}
          </section>
          <section aria-labelledby="method">
            <h2 id="method" className="font-serif text-2xl font-bold text-stone-900">
              {t('recipes.method')}
            </h2>
            <ol className="mt-4 space-y-5">
              {html.steps.map((step, index) => (
                <li key={step} id={`step-${index + 1}`} className="flex gap-4">
                  <span
                    aria-hidden
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-900"
                  >
                    {index + 1}
                  </span>
                  <ContentHtml
                    lang={CONTENT_LANGUAGE}
                    className="prose-content min-w-0 pt-1 [&>p:first-child]:mt-0"
                    html={step}
                  />
                </li>
              ))}
            </ol>
          </section>
        </div>

        {html.tips && (
          <section aria-labelledby="tips" className="mt-10 max-w-3xl">
            <h2 id="tips" className="font-serif text-2xl font-bold text-stone-900">
              {t('recipes.tips')}
            </h2>
            <ContentHtml lang={CONTENT_LANGUAGE} className="prose-content mt-3" html={html.tips} />
          </section>
        )}
        {html.grow && (
          <section aria-labelledby="grow" className="mt-10 max-w-3xl rounded-2xl bg-brand-50 p-6 print:hidden">
            <h2 id="grow" className="font-serif text-2xl font-bold text-stone-900">
              {t('recipes.grow')}
            </h2>
            <ContentHtml lang={CONTENT_LANGUAGE} className="prose-content mt-3" html={html.grow} />
          </section>
        )}
      </article>
    </div>
  );
}

function RecipeFacts({ page }: { page: RecipePageData }) {
  const { t } = useTranslation();
  const { recipe } = page;
  const facts = [
    ['prep', <Duration key="prep" minutes={recipe.prepMinutes} />],
    ['cook', <Duration key="cook" minutes={recipe.cookMinutes} />],
    ['total', <Duration key="total" minutes={recipe.totalMinutes} />],
    ['yield', t('recipes.servings.yield', { count: recipe.servings })],
  ] as const;
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
      {facts.map(([key, value]) => (
        <div key={key} className="rounded-xl border border-stone-200 bg-white px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{t(`recipes.times.${key}`)}</dt>
          <dd className="mt-1 font-semibold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Printing needs the browser's print, so the button shows once JavaScript runs; the print styles work either way. */
function PrintButton() {
  const { t } = useTranslation();
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(true), []);
  if (!canPrint) return null;
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass('secondary', 'md', 'mt-6 print:hidden')}>
      <Printer aria-hidden className="size-5" />
      {t('recipes.print')}
    </button>
  );
}

/** The store product an ingredient names: its name and price today, or that it is sold out. */
function ProductLink({ product }: { product: RecipeProduct }) {
  const { t } = useTranslation();
  return (
    <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm print:hidden">
      <Leaf aria-hidden className="size-4 text-brand-700" />
      <span className="sr-only">{t('recipes.products.growIt')}</span>
      <Link
        to={pathTo('/product/:handle', { handle: product.handle })}
        className="font-medium text-brand-800 underline underline-offset-2"
      >
        {product.name}
      </Link>
      <ProductPrice cents={product.priceCents} className="text-stone-700" />
      {!product.isBuyable && <span className="font-semibold text-red-800">{t('catalog.stock.out')}</span>}
    </span>
  );
}

function AddProducts({ products, actionResult }: { products: RecipeProduct[]; actionResult?: ActionAnswer }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionAnswer>();
  useAnswerToast(fetcher, 'recipe-products');
  const shown = fetcher.data ? undefined : actionResult;
  const isAnyBuyable = products.some((product) => product.isBuyable);
  return (
    <div className="mt-6 rounded-2xl border border-stone-200 bg-earth-50 p-4 print:hidden">
      <p className="text-sm text-stone-700">{t('recipes.products.intro', { count: products.length })}</p>
      <fetcher.Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="add-products" />
        <button type="submit" className={buttonClass('primary', 'md')} disabled={!isAnyBuyable || fetcher.state !== 'idle'}>
          <ShoppingBag aria-hidden className="size-5" />
          {t('recipes.products.addAll')}
        </button>
      </fetcher.Form>
      {!isAnyBuyable && <p className="mt-2 text-sm font-semibold text-red-800">{t('recipes.products.allSoldOut')}</p>}
      {shown && (
        <p role="status" className={shown.ok ? 'mt-3 font-medium text-brand-800' : 'mt-3 font-medium text-red-800'}>
          {t(shown.message, shown.messageVars ?? {})}
        </p>
      )}
    </div>
  );
}
