import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Bot, Maximize2, Minimize2, X } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';

const GUIDE_LINKS = [
  { to: '/composting-guide', key: 'pages.composting-guide.title' },
  { to: '/pest-management', key: 'pages.pest-management.title' },
  { to: '/water-conservation', key: 'pages.water-conservation.title' },
  { to: '/season-planner', key: 'pages.season-planner.title' },
  { to: '/faq', key: 'pages.faq.title' },
];

/**
 * The floating 'Chat with Verde AI' panel (SPEC §2), in its small (80x450) and large
 * (96x600) sizes. The conversation itself needs an AI provider, which the assistant
 * issue connects; until then the panel says so and points to the guides.
 */
export function AssistantPanel({ open, onClose, assistantName }: { open: boolean; onClose: () => void; assistantName: string }) {
  const { t } = useTranslation();
  const [large, setLarge] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="assistant-title"
      className={cn(
        'fixed end-4 bottom-20 z-50 flex max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-2xl outline-none md:bottom-6',
        large ? 'h-[600px] max-h-[80vh] w-96' : 'h-[450px] max-h-[75vh] w-80',
      )}
    >
      <div className="flex items-center gap-2 bg-brand-800 px-4 py-3 text-white">
        <Bot aria-hidden="true" className="size-5" />
        <h2 id="assistant-title" className="flex-1 font-semibold">
          {t('assistant.title', { assistantName })}
        </h2>
        <button
          type="button"
          onClick={() => setLarge((value) => !value)}
          className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15"
          aria-label={large ? t('assistant.minimise') : t('assistant.expand')}
        >
          {large ? <Minimize2 aria-hidden="true" className="size-4" /> : <Maximize2 aria-hidden="true" className="size-4" />}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15"
          aria-label={t('common.close')}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="flex-1 space-y-4 overflow-y-auto p-4 text-sm text-stone-700">
        <p>{t('assistant.notConnected', { assistantName })}</p>
        <ul className="space-y-2">
          {GUIDE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={onClose} className="font-medium text-brand-800 underline underline-offset-2">
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
