import { Link } from 'react-router';
import { Store } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';

/**
 * SPEC §2's "Sell on …" invitation, in the page's flow just above the footer (decision 0074). A
 * button fixed to the corner of the window sat over a product's picture, a description or a
 * card's controls whenever they scrolled under it, on every wide page; here it covers nothing at
 * any width and is still on every browsing page. It leads to the vendor page, which says what
 * selling here involves and how to hear when applications open.
 */
export function SellInvitation({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="sell-invitation" className="border-t border-stone-200 bg-earth-50">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-3 px-4 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p id="sell-invitation" className="text-sm text-stone-700">
          {t('sell.invitation')}
        </p>
        <Link
          to="/vendors/onboard"
          className="inline-flex shrink-0 items-center gap-2 rounded-full bg-brand-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-900"
        >
          <Store aria-hidden className="size-4" />
          {t('sell.cta', { siteName })}
        </Link>
      </div>
    </aside>
  );
}
