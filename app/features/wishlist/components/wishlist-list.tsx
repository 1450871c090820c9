import { Link, useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { EmptyState } from '~/components/ui/empty-state';
import { ShoppingBag, Trash } from '~/components/ui/icons';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import { ProductPicture } from '~/features/catalog/components/product-picture';
import { ProductPrice, StockState } from '~/features/catalog/components/product-price';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import type { Result } from '~/utils/failure';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { WishlistCode } from '../failures';
import type { WishlistEntry } from '../wishlist.server';

const REMOVE_FETCHER = 'wishlist-remove';

function WishlistRow({ item }: { item: WishlistEntry }) {
  const { t } = useTranslation();
  // One fetcher for all removals, shared by key with the list: the row is gone once its removal
  // lands, so the list (which stays) shows the toast.
  const remove = useFetcher<ActionAnswer>({ key: REMOVE_FETCHER });
  const add = useFetcher<ActionAnswer>();
  useAnswerToast(add, 'cart');
  const removing = remove.state !== 'idle' && remove.formData?.get('productId') === item.productId;
  return (
    <li className={removing ? 'opacity-50' : undefined}>
      <article className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-4">
        <div className="size-24 shrink-0 overflow-hidden rounded-xl bg-earth-50">
          {item.image && <ProductPicture image={item.image} size={96} sizes="96px" isMain className="size-full object-cover" />}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="font-semibold text-stone-900">
            <Link
              {...contentLanguage(CONTENT_LANGUAGE)}
              to={pathTo('/product/:handle', { handle: item.handle })}
              className="underline-offset-4 hover:underline"
            >
              {item.name}
            </Link>
          </h2>
          <p className="line-clamp-2 text-sm text-stone-600">{item.description}</p>
          <div className="flex flex-wrap items-center gap-3">
            <ProductPrice cents={item.priceCents} className="font-bold text-stone-900" />
            {item.isAvailable ? (
              <StockState trackInventory={item.trackInventory} stockQuantity={item.stockQuantity} />
            ) : (
              <span className="text-sm font-medium text-stone-600">{t('cart.errors.unavailable')}</span>
            )}
          </div>
          <div className="mt-2 flex flex-wrap gap-2">
            <add.Form method="post" action="/api/cart">
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="productId" value={item.productId} />
              <button
                type="submit"
                className={buttonClass('primary', 'sm')}
                disabled={!item.isAvailable || (item.trackInventory && item.stockQuantity < 1) || add.state !== 'idle'}
              >
                <ShoppingBag aria-hidden className="size-4" />
                {t('cart.add')}
              </button>
            </add.Form>
            <remove.Form method="post">
              <input type="hidden" name="productId" value={item.productId} />
              <button
                type="submit"
                className={buttonClass('secondary', 'sm')}
                disabled={removing}
                aria-label={t('wishlist.removeNamed', { name: item.name })}
              >
                <Trash aria-hidden className="size-4" />
                {t('wishlist.removeShort')}
              </button>
            </remove.Form>
          </div>
        </div>
      </article>
    </li>
  );
}

/** The account's wishlist (SPEC §3): saved products with add to cart and remove. */
export function WishlistList({
  wishlist,
  pageResult,
}: {
  wishlist: Result<{ items: WishlistEntry[] }, WishlistCode>;
  pageResult?: ActionAnswer;
}) {
  const { t } = useTranslation();
  useAnswerToast(useFetcher<ActionAnswer>({ key: REMOVE_FETCHER }), 'wishlist');
  if (!wishlist.ok)
    return (
      <p role="alert" className="mt-8 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
        {t(wishlist.message)}
      </p>
    );
  return (
    <div className="mt-8">
      {pageResult && (
        <p role="status" className={pageResult.ok ? 'mb-4 font-medium text-brand-800' : 'mb-4 font-medium text-red-800'}>
          {t(pageResult.message, pageResult.messageVars ?? {})}
        </p>
      )}
      {wishlist.items.length === 0 ? (
        <EmptyState
          title={t('wishlist.empty')}
          text={t('wishlist.emptyHint')}
          action={
            <Link to="/products" className={buttonClass('primary', 'md')}>
              {t('cart.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2">
          {wishlist.items.map((item) => (
            <WishlistRow key={item.productId} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
