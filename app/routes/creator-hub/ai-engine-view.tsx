import { Link, useFetcher } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { FigureCard, FigureGrid } from '~/components/ui/figure-card';
import { ListSearch } from '~/components/ui/list-search';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import type { ConsoleAnswer } from '~/features/assistant/admin-tools.server';
import type { CoverageRow, UsageDay } from '~/features/assistant/assistant-activity.server';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { formatPrice } from '~/utils/money';
import type { AiEngineData } from './ai-engine.server';

/*
 * /creator-hub: Verde AI at work (issue 38). What answers and what it has spent today, a console
 * to try a question, its use over two weeks, the questions no page answered (the guides to write),
 * the question log with filters, and the knowledge index by kind of page with a rebuild button.
 */

const sectionClass = 'mt-10';
const headingClass = 'font-serif text-2xl font-bold text-stone-900';
const ms = (value: number | null) => (value === null ? '–' : `${value} ms`);

function ProviderFigures({ page }: { page: AiEngineData }) {
  const { t, i18n } = useTranslation();
  const { provider, usage } = page;
  const number = new Intl.NumberFormat(i18n.language);
  const today = usage[0]?.day === new Date().toISOString().slice(0, 10) ? usage[0] : undefined;
  return (
    <FigureGrid className="mt-4">
      <FigureCard
        label={t('aiEngine.provider.label')}
        value={t(`aiEngine.provider.${provider.id}`)}
        note={provider.host ? `${provider.model} · ${provider.host}` : t('aiEngine.provider.builtInNote')}
        tone="brand"
      />
      <FigureCard
        label={t('aiEngine.provider.tokensToday')}
        value={number.format(provider.tokensToday)}
        note={
          provider.pricePerMillionCents > 0
            ? t('aiEngine.provider.cost', {
                cost: formatPrice(costCents(provider.tokensToday, provider.pricePerMillionCents), i18n.language),
              })
            : undefined
        }
      >
        <dd className="text-sm text-stone-700">
          {provider.dailyBudget > 0
            ? t('aiEngine.provider.budget', { budget: number.format(provider.dailyBudget) })
            : t('aiEngine.provider.noBudget')}
        </dd>
      </FigureCard>
      <FigureCard label={t('aiEngine.provider.questionsToday')} value={number.format(today?.questions ?? 0)} />
      <FigureCard
        label={t('aiEngine.provider.p95Today')}
        value={ms(today?.p95Ms ?? null)}
        note={t('aiEngine.provider.firstPiece', { value: ms(today?.firstPieceP95Ms ?? null) })}
      />
    </FigureGrid>
  );
}

function TestConsole() {
  const { t } = useTranslation();
  const fetcher = useFetcher<ConsoleAnswer>();
  const answer = fetcher.data;
  return (
    <section className={sectionClass} aria-labelledby="console-title">
      <h2 id="console-title" className={headingClass}>
        {t('aiEngine.console.title')}
      </h2>
      <p className="mt-1 text-stone-700">{t('aiEngine.console.text')}</p>
      <fetcher.Form method="post" className="mt-4 flex max-w-3xl flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="try" />
        <label className="min-w-64 flex-1 space-y-1.5 text-sm font-semibold text-stone-800">
          <span className="block">{t('aiEngine.console.question')}</span>
          <input
            name="question"
            required
            maxLength={2000}
            className="block w-full rounded-xl border border-stone-300 bg-white px-4 py-2 text-base font-normal"
            placeholder={t('assistant.placeholder')}
          />
        </label>
        <button type="submit" className={buttonClass('primary')} disabled={fetcher.state !== 'idle'}>
          {fetcher.state === 'idle' ? t('aiEngine.console.ask') : t('assistant.thinking')}
        </button>
      </fetcher.Form>
      {answer && (
        <div className="mt-4 max-w-3xl rounded-2xl border border-stone-200 bg-white p-4" aria-live="polite">
          {answer.ok ? (
            <>
              <p className="text-sm text-stone-600">
                {t(`aiEngine.provider.${answer.provider}`)} · {answer.ms} ms
                {answer.declined && ` · ${t('aiEngine.outcome.declined')}`}
              </p>
              <p className="mt-2 whitespace-pre-line text-stone-900">{answer.content}</p>
              {answer.sources.length > 0 && (
                <ol className="mt-2 space-y-1 text-sm">
                  {answer.sources.map((source) => (
                    <li key={source.number}>
                      <Link to={source.path} className="text-brand-800 underline">
                        [{source.number}] {source.title}
                      </Link>
                    </li>
                  ))}
                </ol>
              )}
            </>
          ) : (
            <p className="font-semibold text-red-800">
              {answer.error.startsWith('aiEngine.') ? t(answer.error) : t('aiEngine.console.failed', { error: answer.error })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** Tokens' cost in cents at the configured price, rounded up to a whole cent. */
const costCents = (tokens: number, pricePerMillionCents: number) => Math.ceil((tokens * pricePerMillionCents) / 1_000_000);

function UsageTable({ usage, pricePerMillionCents }: { usage: UsageDay[]; pricePerMillionCents: number }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const columns: DataTableColumn<UsageDay>[] = [
    { id: 'day', labelKey: 'aiEngine.usage.day', cell: (row) => row.day, className: 'whitespace-nowrap' },
    { id: 'questions', labelKey: 'aiEngine.usage.questions', numeric: true, cell: (row) => number.format(row.questions) },
    { id: 'answered', labelKey: 'aiEngine.outcome.answered', numeric: true, cell: (row) => number.format(row.answered) },
    { id: 'noSource', labelKey: 'aiEngine.outcome.no-source', numeric: true, cell: (row) => number.format(row.noSource) },
    { id: 'declined', labelKey: 'aiEngine.outcome.declined', numeric: true, cell: (row) => number.format(row.declined) },
    { id: 'failed', labelKey: 'aiEngine.outcome.failed', numeric: true, cell: (row) => number.format(row.failed) },
    { id: 'median', labelKey: 'aiEngine.usage.median', numeric: true, cell: (row) => ms(row.medianMs) },
    { id: 'p95', labelKey: 'aiEngine.usage.p95', numeric: true, cell: (row) => ms(row.p95Ms) },
    { id: 'tokens', labelKey: 'aiEngine.usage.tokens', numeric: true, cell: (row) => number.format(row.tokens) },
    ...(pricePerMillionCents > 0
      ? [
          {
            id: 'cost',
            labelKey: 'aiEngine.usage.cost',
            numeric: true,
            cell: (row: UsageDay) => formatPrice(costCents(row.tokens, pricePerMillionCents), i18n.language),
          },
        ]
      : []),
  ];
  return (
    <section className={sectionClass} aria-labelledby="usage-title">
      <h2 id="usage-title" className={headingClass}>
        {t('aiEngine.usage.title')}
      </h2>
      <DataTable
        label={t('aiEngine.usage.table')}
        columns={columns}
        rows={usage}
        rowKey={(row) => row.day}
        minWidth="48rem"
        empty={{ title: t('aiEngine.usage.none') }}
      />
    </section>
  );
}

function Unanswered({ page }: { page: AiEngineData }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  return (
    <section className={sectionClass} aria-labelledby="unanswered-title">
      <h2 id="unanswered-title" className={headingClass}>
        {t('aiEngine.unanswered.title')}
      </h2>
      <p className="mt-1 text-stone-700">{t('aiEngine.unanswered.text')}</p>
      {page.unanswered.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('aiEngine.unanswered.none')}</p>
      ) : (
        <ul className="mt-3 max-w-3xl divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {page.unanswered.map((row) => (
            <li key={row.question} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
              <span className="text-stone-900" dir="auto">
                {row.question}
              </span>
              <span className="text-sm text-stone-600">
                {t('aiEngine.unanswered.asked', { count: row.asked })} · {when(new Date(row.lastAskedAt))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type LoggedQuestion = AiEngineData['questions'][number];

function QuestionLog({ page }: { page: AiEngineData }) {
  const { t, i18n } = useTranslation();
  const when = useDateTimeFormat();
  const number = new Intl.NumberFormat(i18n.language);
  const columns: DataTableColumn<LoggedQuestion>[] = [
    { id: 'when', labelKey: 'aiEngine.log.when', className: 'whitespace-nowrap', cell: (row) => when(new Date(row.createdAt)) },
    {
      id: 'question',
      labelKey: 'aiEngine.log.question',
      className: 'min-w-64',
      cell: (row) => <span dir="auto">{row.question}</span>,
    },
    {
      id: 'outcome',
      labelKey: 'aiEngine.log.outcome',
      cell: (row) =>
        row.declineReason
          ? `${t(`aiEngine.outcome.${row.outcome}`)} (${row.declineReason})`
          : t(`aiEngine.outcome.${row.outcome}`),
    },
    {
      id: 'sources',
      labelKey: 'aiEngine.log.sources',
      cell: (row) =>
        row.sources.length === 0 ? (
          '–'
        ) : (
          <ul>
            {row.sources.map((source) => (
              <li key={source.number}>
                <Link to={source.path} className="text-brand-800 underline">
                  {source.title}
                </Link>
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'provider',
      labelKey: 'aiEngine.log.provider',
      cell: (row) => (row.provider === 'built-in' ? t('aiEngine.provider.built-in') : row.model),
    },
    {
      id: 'who',
      labelKey: 'aiEngine.log.who',
      cell: (row) => `${row.signedIn ? t('aiEngine.log.member') : t('aiEngine.log.visitor')} · ${row.language}`,
    },
    { id: 'time', labelKey: 'aiEngine.log.time', numeric: true, cell: (row) => ms(row.totalMs) },
    { id: 'tokens', labelKey: 'aiEngine.usage.tokens', numeric: true, cell: (row) => number.format(row.tokens) },
  ];
  return (
    <section className={sectionClass} aria-labelledby="log-title">
      <h2 id="log-title" className={headingClass}>
        {t('aiEngine.log.title')}
      </h2>
      <p className="mt-1 text-stone-700">{t('aiEngine.log.text')}</p>
      <ListSearch label={t('aiEngine.log.search')} submitLabel={t('aiEngine.log.filter')} defaultValue={page.filters.q}>
        <label className="space-y-1.5 text-sm font-semibold text-stone-800">
          <span className="block">{t('aiEngine.log.outcome')}</span>
          <select
            name="outcome"
            defaultValue={page.filters.outcome ?? ''}
            className="block rounded-xl border border-stone-300 bg-white px-4 py-2 text-base font-normal"
          >
            <option value="">{t('aiEngine.log.anyOutcome')}</option>
            {page.outcomes.map((outcome) => (
              <option key={outcome} value={outcome}>
                {t(`aiEngine.outcome.${outcome}`)}
              </option>
            ))}
          </select>
        </label>
      </ListSearch>
      <DataTable
        label={t('aiEngine.log.table')}
        columns={columns}
        rows={page.questions}
        rowKey={(row) => row.id}
        minWidth="60rem"
        page={{ page: page.filters.page, pageCount: page.pageCount }}
        summary={t('aiEngine.log.count', { count: page.total })}
        empty={{ title: t('aiEngine.log.none') }}
      />
    </section>
  );
}

function Knowledge({ coverage }: { coverage: CoverageRow[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const fetcher = useFetcher<ActionAnswer>();
  useAnswerToast(fetcher, 'ai-rebuild');
  const percent = (row: CoverageRow) => (row.passages === 0 ? '–' : `${Math.floor((100 * row.embedded) / row.passages)} %`);
  const columns: DataTableColumn<CoverageRow>[] = [
    { id: 'kind', labelKey: 'aiEngine.knowledge.kind', cell: (row) => t(`search.kinds.${row.kind}`) },
    { id: 'documents', labelKey: 'aiEngine.knowledge.documents', numeric: true, cell: (row) => number.format(row.documents) },
    { id: 'passages', labelKey: 'aiEngine.knowledge.passages', numeric: true, cell: (row) => number.format(row.passages) },
    { id: 'embedded', labelKey: 'aiEngine.knowledge.embedded', numeric: true, cell: percent },
  ];
  return (
    <section className={sectionClass} aria-labelledby="knowledge-title">
      <h2 id="knowledge-title" className={headingClass}>
        {t('aiEngine.knowledge.title')}
      </h2>
      <p className="mt-1 text-stone-700">{t('aiEngine.knowledge.text')}</p>
      <DataTable
        label={t('aiEngine.knowledge.table')}
        columns={columns}
        rows={coverage}
        rowKey={(row) => row.kind}
        empty={{ title: t('aiEngine.knowledge.none') }}
      />
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="rebuild" />
        <button type="submit" className={buttonClass('secondary')} disabled={fetcher.state !== 'idle'}>
          {t('aiEngine.knowledge.rebuild')}
        </button>
      </fetcher.Form>
    </section>
  );
}

export function AiEngineView({ page }: { page: AiEngineData }) {
  return (
    <AreaPage pageKey="creator-hub-ai-engine">
      <ProviderFigures page={page} />
      <TestConsole />
      <UsageTable usage={page.usage} pricePerMillionCents={page.provider.pricePerMillionCents} />
      <Unanswered page={page} />
      <QuestionLog page={page} />
      <Knowledge coverage={page.coverage} />
    </AreaPage>
  );
}
