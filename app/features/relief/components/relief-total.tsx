import { useTranslation } from '~/i18n/use-translation';
import { formatPrice } from '~/utils/money';

/**
 * The relief ledger's total in a panel (the home page, /relief). Before anything has been given
 * (a new site) it says what happens to every order instead of showing "$0.00 given so far";
 * the figure appears once it is above zero (issue 35, point 11).
 */
export function ReliefTotal({
  cents,
  heading: Heading = 'p',
  headingId,
  labelClassName,
  noteClassName,
}: {
  cents: number;
  /** h2 where the panel is a section of its own (/relief); a paragraph inside another section. */
  heading?: 'h2' | 'p';
  headingId?: string;
  labelClassName: string;
  noteClassName: string;
}) {
  const { t, i18n } = useTranslation();
  const given = cents > 0;
  return (
    <>
      <Heading id={headingId} className={labelClassName}>
        {given ? t('relief.totalLabel') : t('relief.pledgeLabel')}
      </Heading>
      <p
        className={given ? 'mt-2 font-serif text-4xl font-bold' : 'mt-2 font-serif text-2xl leading-snug font-bold'}
        data-testid="relief-total"
      >
        {given ? formatPrice(cents, i18n.language) : t('relief.pledge')}
      </p>
      <p className={noteClassName}>{given ? t('relief.totalNote') : t('relief.pledgeNote')}</p>
    </>
  );
}
