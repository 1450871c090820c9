import { Link } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';

const STEPS = ['review', 'decision', 'dashboard'] as const;

/** After sending a vendor application: what happens next, in order. */
export function VendorsWelcomeView() {
  const { t } = useTranslation();
  return (
    <AreaPage pageKey="vendors-welcome" area="market">
      <section aria-labelledby="welcome-next" className="mt-8 max-w-2xl rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <h2 id="welcome-next" className="font-serif text-xl font-bold text-stone-900">
          {t('vendors.welcome.heading')}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 ps-5 text-stone-800">
          {STEPS.map((step) => (
            <li key={step}>{t(`vendors.welcome.steps.${step}`)}</li>
          ))}
        </ol>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to={pathTo('/vendors/onboard')} className={buttonClass('primary', 'md')}>
            {t('vendors.welcome.status')}
          </Link>
          <Link to={pathTo('/legal/vendor-terms')} className={buttonClass('secondary', 'md')}>
            {t('vendors.apply.readTerms')}
          </Link>
        </div>
      </section>
    </AreaPage>
  );
}
