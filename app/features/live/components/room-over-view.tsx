import { buttonClass } from '~/components/ui/button-styles';
import { useTranslation } from '~/i18n/use-translation';

/** The room is over for this window: its time ended, the person joined elsewhere, or reconnecting gave up. */
export function RoomOverView({ status, classHref }: { status: 'ended' | 'replaced' | 'failed'; classHref: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-8 rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      <h2 className="font-serif text-xl font-bold text-stone-900">{t(`live.status.${status}.title`)}</h2>
      <p className="mt-2 text-stone-700">{t(`live.status.${status}.description`)}</p>
      <a href={classHref} className={buttonClass('secondary', 'md', 'mt-6')}>
        {t('live.backToClass')}
      </a>
    </div>
  );
}
