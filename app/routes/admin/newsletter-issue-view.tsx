import { useEffect, useRef } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ContentHtml } from '~/components/ui/content-html';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { MarkdownPreview } from '~/components/ui/markdown-preview';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { DELIVERY_STATES, ISSUE_LIMITS } from '~/features/newsletter/issue-rules';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { IssueEditorAnswer, loadIssuePage } from './newsletter-issue.server';

type IssuePageData = Awaited<ReturnType<typeof loadIssuePage>>;
type DeliveryLine = NonNullable<IssuePageData['found']>['deliveries'][number];

const LIMIT_VARS: Record<string, Record<string, number>> = {
  subject: ISSUE_LIMITS.subject,
  preheader: ISSUE_LIMITS.preheader,
  body: ISSUE_LIMITS.body,
};

/** Half a second after the last keystroke, the preview is rendered again (the server's one sanitising path). */
const PREVIEW_DELAY_MS = 500;

/**
 * A newsletter issue (admins): while a draft, the editor with its live preview, the send (with a
 * confirm step) and deleting it; once sent, what went out and to whom, with each recipient's
 * delivery state and the totals.
 */
export function NewsletterIssueView({ page, answer }: { page: IssuePageData; answer: IssueEditorAnswer | undefined }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const { found } = page;
  const draft = !found || found.issue.status === 'draft';
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <Link to="/admin/communications" className="text-sm font-semibold text-brand-800 underline">
        {t('newsletter.issues.backToList')}
      </Link>
      <div className="mt-4">
        <PageHeader title={found ? found.issue.subject : t('newsletter.issues.new')}>
          {found && (
            <p className="mt-3 text-stone-700">
              {t(`newsletter.issues.status.${found.issue.status}`)}
              {found.issue.sentAt ? ` · ${when(found.issue.sentAt)}` : ''}
            </p>
          )}
        </PageHeader>
      </div>
      {answer?.message && <ResultNotice ok={answer.ok} message={t(answer.message)} className="mt-6" />}
      {draft ? <IssueEditor page={page} answer={answer} /> : found && <SentIssue found={found} page={page.page} />}
    </div>
  );
}

function IssueEditor({ page, answer }: { page: IssuePageData; answer: IssueEditorAnswer | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const preview = useFetcher<IssueEditorAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { found } = page;
  const kept = answer?.values && (answer.intent === 'preview' || !answer.ok) ? answer.values : null;
  const values = kept ?? page.values;
  const error = (field: string) => {
    const key = answer?.fieldErrors?.[field];
    return key ? t(key, LIMIT_VARS[field] ?? {}) : undefined;
  };
  const busy = navigation.state !== 'idle';
  const previewHtml =
    preview.data?.preview ?? (answer?.intent === 'preview' ? answer.preview : undefined) ?? found?.html ?? undefined;
  const schedulePreview = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const data = new FormData(form);
      data.set('intent', 'preview');
      void preview.submit(data, { method: 'post' });
    }, PREVIEW_DELAY_MS);
  };
  const recipients = found?.confirmedSubscribers ?? 0;
  return (
    <>
      <Form
        ref={formRef}
        method="post"
        noValidate
        onChange={schedulePreview}
        onSubmit={() => clearTimeout(timer.current)}
        className="mt-6 grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
      >
        <TextField
          label={t('newsletter.issues.fields.subject')}
          hint={t('newsletter.issues.fields.subjectHint', ISSUE_LIMITS.subject)}
          name="subject"
          maxLength={ISSUE_LIMITS.subject.max}
          defaultValue={values.subject}
          error={error('subject')}
          dir="auto"
        />
        <TextField
          label={t('newsletter.issues.fields.preheader')}
          hint={t('newsletter.issues.fields.preheaderHint', ISSUE_LIMITS.preheader)}
          name="preheader"
          maxLength={ISSUE_LIMITS.preheader.max}
          defaultValue={values.preheader}
          error={error('preheader')}
          dir="auto"
        />
        <TextAreaField
          label={t('newsletter.issues.fields.body')}
          hint={t('newsletter.issues.fields.bodyHint')}
          name="body"
          rows={18}
          maxLength={ISSUE_LIMITS.body.max}
          defaultValue={values.body}
          error={error('body')}
          dir="auto"
          spellCheck
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={buttonClass('primary', 'md')} disabled={busy}>
            {t('newsletter.issues.save')}
          </button>
          <button type="submit" name="intent" value="preview" className={buttonClass('secondary', 'md')} disabled={busy}>
            {t('newsletter.issues.preview')}
          </button>
        </div>
      </Form>
      {previewHtml !== undefined && (
        <MarkdownPreview
          id="issue-preview"
          heading={t('newsletter.issues.previewHeading')}
          emptyText={t('newsletter.issues.previewEmpty')}
          html={previewHtml}
          busy={preview.state !== 'idle'}
        />
      )}
      {found && (
        <section aria-labelledby="send-heading" className="mt-10 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
          <h2 id="send-heading" className="font-serif text-2xl font-bold text-stone-900">
            {t('newsletter.issues.sendHeading')}
          </h2>
          <p className="mt-2 text-stone-700">{t('newsletter.issues.sendHint')}</p>
          {recipients === 0 ? (
            <p className="mt-4 text-stone-700">{t('newsletter.issues.errors.noRecipients')}</p>
          ) : (
            <details className="mt-4">
              <summary className={buttonClass('primary', 'md', 'cursor-pointer list-none')}>
                {t('newsletter.issues.send', { count: recipients })}
              </summary>
              <div className="mt-4 rounded-xl bg-earth-50 p-4">
                <p className="text-stone-800">{t('newsletter.issues.sendConfirmText', { count: recipients })}</p>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="send" />
                  <button type="submit" className={buttonClass('danger', 'md')} disabled={busy}>
                    {t('newsletter.issues.sendConfirm', { count: recipients })}
                  </button>
                </Form>
              </div>
            </details>
          )}
        </section>
      )}
      {found && (
        <details className="mt-10 border-t border-stone-200 pt-6">
          <summary className="cursor-pointer font-semibold text-red-700">{t('newsletter.issues.delete')}</summary>
          <p className="mt-2 text-sm text-stone-700">{t('newsletter.issues.deleteHint')}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={buttonClass('danger', 'md')}>
              {t('newsletter.issues.deleteConfirm')}
            </button>
          </Form>
        </details>
      )}
    </>
  );
}

function SentIssue({ found, page }: { found: NonNullable<IssuePageData['found']>; page: number }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const totals = found.totals;
  const columns: DataTableColumn<DeliveryLine>[] = [
    { id: 'email', labelKey: 'newsletter.issues.columns.email', className: 'break-all', cell: (delivery) => delivery.email },
    {
      id: 'delivery',
      labelKey: 'newsletter.issues.columns.delivery',
      cell: (delivery) => t(`newsletter.issues.delivery.${delivery.state}`),
    },
    {
      id: 'settled',
      labelKey: 'newsletter.issues.columns.settled',
      className: 'text-stone-700',
      cell: (delivery) => (delivery.settledAt ? when(delivery.settledAt) : '–'),
    },
  ];
  return (
    <>
      {totals && (
        <section aria-labelledby="totals-heading" className="mt-6">
          <h2 id="totals-heading" className="font-serif text-2xl font-bold text-stone-900">
            {t('newsletter.issues.totalsHeading', { count: totals.total })}
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
            {DELIVERY_STATES.map((state) => (
              <div key={state} className="rounded-2xl border border-stone-200 bg-white p-4">
                <dt className="text-sm text-stone-600">{t(`newsletter.issues.delivery.${state}`)}</dt>
                <dd className="mt-1 text-2xl font-bold text-stone-900" data-testid={`total-${state}`}>
                  {totals[state]}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section aria-labelledby="recipients-heading" className="mt-10">
        <h2 id="recipients-heading" className="font-serif text-2xl font-bold text-stone-900">
          {t('newsletter.issues.recipientsHeading')}
        </h2>
        <DataTable
          label={t('newsletter.issues.recipientsHeading')}
          columns={columns}
          rows={found.deliveries}
          rowKey={(delivery) => delivery.id}
          minWidth="28rem"
          page={{ page, pageCount: found.pageCount }}
          // Only a page past the last is empty: a send writes every recipient's row at once.
          empty={{ title: t('newsletter.issues.noRecipientsOnPage') }}
        />
      </section>
      <section aria-labelledby="sent-words" className="mt-10 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <h2 id="sent-words" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
          {t('newsletter.issues.whatWentOut')}
        </h2>
        {found.issue.preheader && <p className="mt-3 text-stone-700">{found.issue.preheader}</p>}
        <ContentHtml className="prose-content mt-4" html={found.html} />
      </section>
      {found.issue.status === 'sending' && (
        <p className="mt-6">
          <Link to={pathTo('/admin/communications/:issueId', { issueId: found.issue.id })} className="text-brand-800 underline">
            {t('newsletter.issues.refresh')}
          </Link>
        </p>
      )}
    </>
  );
}
