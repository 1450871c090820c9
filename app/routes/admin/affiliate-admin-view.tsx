import { Link, useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Money } from '~/components/ui/money';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { SelectField } from '~/components/ui/select-field';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { AFFILIATE_LIMITS, COMMISSION_CATEGORIES, categoryRateField } from '~/features/affiliates/programme.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { FormResult } from '~/utils/form-result';
import type { loader } from './affiliate-admin';

/** What the decision form's action answers. */
export type AffiliateDecisionAnswer = FormResult & { userId?: string };

/** What the rates-by-category form's action answers. */
export type CategoryRatesAnswer = FormResult;

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Member = LoaderData['members'][number];
type Signals = LoaderData['signals'];

/** Where a member's card is on this screen (the unfiltered list holds every member). */
const memberLink = (userId: string) => `/affiliate/admin#member-${userId}`;

function MemberLink({ userId, displayName, code }: { userId: string; displayName: string; code: string | null }) {
  return (
    <Link to={memberLink(userId)} className="font-semibold text-brand-800 underline underline-offset-2">
      {displayName}
      {code ? <span className="font-mono font-normal"> ({code})</span> : null}
    </Link>
  );
}

/**
 * Fraud signals (issue 39): members whose figures look wrong, each with the figures and a link to
 * the member. Computed from the roll-ups and indexed tables when the page loads (decision 0094).
 */
function SignalsSection({ signals }: { signals: Signals }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const { rules, visitsWithoutSales, selfReferrals, sharedCards } = signals;
  const none = visitsWithoutSales.length + selfReferrals.length + sharedCards.length === 0;
  return (
    <section aria-labelledby="affiliate-signals" className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="affiliate-signals" className="text-lg font-semibold text-stone-900">
        {t('affiliates.signals.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('affiliates.signals.intro', { days: rules.windowDays })}</p>
      {none ? (
        <p className="mt-3 text-stone-800">{t('affiliates.signals.none')}</p>
      ) : (
        <div className="mt-4 space-y-5">
          {visitsWithoutSales.length > 0 && (
            <div>
              <h3 className="font-semibold text-stone-900">
                {t('affiliates.signals.visits.title', { visits: rules.minVisitsWithoutSales })}
              </h3>
              <ul className="mt-2 space-y-1 text-stone-800">
                {visitsWithoutSales.map((member) => (
                  <li key={member.userId}>
                    <MemberLink {...member} />
                    {' · '}
                    {t('affiliates.signals.visits.figures', { visits: member.visits })}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {selfReferrals.length > 0 && (
            <div>
              <h3 className="font-semibold text-stone-900">{t('affiliates.signals.selfReferral.title')}</h3>
              <ul className="mt-2 space-y-1 text-stone-800">
                {selfReferrals.map((member) => (
                  <li key={member.userId}>
                    <MemberLink {...member} />
                    {' · '}
                    {t('affiliates.signals.selfReferral.figures', { count: member.attempts, last: when(member.lastAt) })}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {sharedCards.length > 0 && (
            <div>
              <h3 className="font-semibold text-stone-900">
                {t('affiliates.signals.sharedCard.title', { affiliates: rules.minAffiliatesPerCard })}
              </h3>
              <ul className="mt-2 space-y-3 text-stone-800">
                {sharedCards.map((card) => (
                  <li key={card.card}>
                    <p>
                      {t('affiliates.signals.sharedCard.figures', {
                        card: card.card,
                        orders: card.orders,
                        affiliates: card.affiliates.length,
                      })}
                    </p>
                    <ul className="mt-1 list-disc space-y-1 ps-6">
                      {card.affiliates.map((member) => (
                        <li key={member.userId}>
                          <MemberLink {...member} />
                          {' · '}
                          {t('affiliates.signals.sharedCard.member', { orders: member.orders })}{' '}
                          <Money cents={member.totalCents} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The programme's rates by category (decision 0100): blank is the programme's rate; an
 * affiliate's own rate, where an admin set one, wins over all of them. Orders posted from now on
 * earn the new rates; what was already earned stays as it was.
 */
function CategoryRatesSection({ rates, programmePercent }: { rates: LoaderData['categoryRates']; programmePercent: number }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CategoryRatesAnswer>();
  const answer = fetcher.data;
  const failed = answer && !answer.ok ? answer : null;
  return (
    <section aria-labelledby="category-rates" className="mt-8 rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="category-rates" className="text-lg font-semibold text-stone-900">
        {t('affiliates.categoryRates.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('affiliates.categoryRates.intro', { percent: programmePercent })}</p>
      <fetcher.Form method="post" className="mt-4 grid gap-3 sm:grid-cols-3">
        <input type="hidden" name="intent" value="category-rates" />
        {failed?.formError && <ResultNotice ok={false} message={t(failed.formError)} className="sm:col-span-3" />}
        {answer?.ok && <ResultNotice ok message={t('affiliates.categoryRates.saved')} className="sm:col-span-3" />}
        {COMMISSION_CATEGORIES.map((category) => {
          const field = categoryRateField(category);
          const error = failed?.fieldErrors[field];
          return (
            <TextField
              key={category}
              label={t('affiliates.categoryRates.label', { category: t(`catalog.categories.${category}`) })}
              name={field}
              inputMode="decimal"
              placeholder={t('affiliates.categoryRates.placeholder', { percent: programmePercent })}
              defaultValue={rates[category] === undefined ? '' : String(rates[category])}
              error={error ? t(error, AFFILIATE_LIMITS.rate) : undefined}
            />
          );
        })}
        <div className="sm:col-span-3">
          <button type="submit" className={buttonClass('primary', 'md')} disabled={fetcher.state !== 'idle'}>
            {t('affiliates.categoryRates.save')}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}

const DECISIONS: Record<Member['status'], readonly ('approve' | 'reject' | 'suspend')[]> = {
  applied: ['approve', 'reject'],
  approved: ['suspend'],
  suspended: ['approve'],
  rejected: [],
};

function DecisionForm({ member }: { member: Member }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AffiliateDecisionAnswer>();
  const answer = fetcher.data;
  const failed = answer && !answer.ok ? answer : null;
  const decisions = DECISIONS[member.status];
  if (decisions.length === 0) return null;
  const error = (field: string) => {
    const key = failed?.fieldErrors[field];
    return key ? t(key, AFFILIATE_LIMITS.note) : undefined;
  };
  return (
    <fetcher.Form method="post" className="mt-4 grid gap-3 border-t border-stone-100 pt-4 sm:grid-cols-2">
      <input type="hidden" name="userId" value={member.userId} />
      {failed?.formError && <ResultNotice ok={false} message={t(failed.formError)} className="sm:col-span-2" />}
      {answer?.ok && <ResultNotice ok message={t('affiliates.review.done')} className="sm:col-span-2" />}
      <SelectField label={t('affiliates.review.decision')} name="decision" defaultValue={decisions[0]} error={error('decision')}>
        {decisions.map((decision) => (
          <option key={decision} value={decision}>
            {t(`affiliates.review.decisions.${decision}`)}
          </option>
        ))}
      </SelectField>
      {decisions.includes('approve') && (
        <TextField
          label={t('affiliates.review.rate')}
          hint={t('affiliates.review.rateHint')}
          name="rate"
          inputMode="decimal"
          defaultValue={member.commissionPercent === null ? '' : String(member.commissionPercent)}
          error={error('rate')}
        />
      )}
      <TextAreaField
        className="sm:col-span-2"
        label={t('affiliates.review.note')}
        hint={t('affiliates.review.noteHint')}
        name="note"
        rows={3}
        maxLength={AFFILIATE_LIMITS.note.max}
        error={error('note')}
        dir="auto"
      />
      {member.wantsToLead && decisions.includes('approve') && (
        <label className="flex items-center gap-3 text-stone-800 sm:col-span-2">
          <input type="checkbox" name="asLeader" defaultChecked className="size-4 accent-brand-700" />
          {t('affiliates.review.asLeader')}
        </label>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'md')} disabled={fetcher.state !== 'idle'}>
          {t('affiliates.review.save')}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** The affiliate programme's applications and members, with an admin's decisions. */
export function AffiliateAdminView({ loaderData }: { loaderData: LoaderData }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const { members, status, terms, signals, categoryRates } = loaderData;
  const filters = [null, 'applied', 'approved', 'suspended', 'rejected'] as const;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <PageHeader title={t('pages.affiliate-admin.title')} description={t('pages.affiliate-admin.description')} />
      <p className="mt-4 text-stone-700">
        {t('affiliates.review.terms', {
          percent: terms.commissionPercent,
          leader: terms.leaderOverridePercent,
          days: terms.refundWindowDays,
        })}
      </p>
      <p className="mt-2">
        <Link to="/admin/payouts" className="font-semibold text-brand-800 underline underline-offset-2">
          {t('affiliates.review.payoutsLink')}
        </Link>
      </p>
      <SignalsSection signals={signals} />
      <CategoryRatesSection rates={categoryRates} programmePercent={terms.commissionPercent} />
      <nav aria-label={t('affiliates.review.filter')} className="mt-6 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter ?? 'all'}
            to={filter ? `?status=${filter}` : '?'}
            aria-current={status === filter ? 'page' : undefined}
            className="rounded-full border border-stone-300 px-3 py-1 text-sm font-semibold text-stone-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50"
          >
            {t(`affiliates.review.status.${filter ?? 'all'}`)}
          </Link>
        ))}
      </nav>
      {members.length === 0 ? (
        <p className="mt-8 text-stone-700">{t('affiliates.review.none')}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {members.map((member) => (
            <li
              key={member.userId}
              id={`member-${member.userId}`}
              className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-5"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold text-stone-900">
                  {member.displayName} <span className="font-normal text-stone-600">{member.email}</span>
                </h2>
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800">
                  {t(`affiliates.review.status.${member.status}`)}
                </span>
              </div>
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-stone-600">{t('affiliates.review.channel')}</dt>
                  <dd dir="auto" className="text-stone-900">
                    {member.channel}
                  </dd>
                </div>
                <div>
                  <dt className="text-stone-600">{t('affiliates.review.applied')}</dt>
                  <dd className="text-stone-900">{when(member.appliedAt)}</dd>
                </div>
                <div className="sm:col-span-2">
                  <dt className="text-stone-600">{t('affiliates.review.plan')}</dt>
                  <dd dir="auto" className="whitespace-pre-wrap text-stone-900">
                    {member.plan}
                  </dd>
                </div>
                {member.code && (
                  <div>
                    <dt className="text-stone-600">{t('affiliates.review.code')}</dt>
                    <dd className="font-mono text-stone-900">{member.code}</dd>
                  </div>
                )}
                <div>
                  <dt className="text-stone-600">{t('affiliates.review.rate')}</dt>
                  <dd className="text-stone-900">
                    {member.ratePercent}%{member.isLeader ? ` · ${t('affiliates.review.leader')}` : ''}
                    {!member.isLeader && member.wantsToLead ? ` · ${t('affiliates.review.wantsToLead')}` : ''}
                  </dd>
                </div>
                {member.decisionNote && (
                  <div className="sm:col-span-2">
                    <dt className="text-stone-600">{t('affiliates.review.lastNote')}</dt>
                    <dd dir="auto" className="text-stone-900">
                      {member.decisionNote}
                    </dd>
                  </div>
                )}
              </dl>
              <DecisionForm member={member} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
