import { Form, Link, useNavigation } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { FileCheckCorner, Trash, Upload } from '~/components/ui/icons';
import { ResultNotice } from '~/components/ui/result-notice';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { DOCUMENT_KINDS, DOCUMENT_LIMIT_VARS } from '~/features/instructors/documents';
import { useTranslation } from '~/i18n/use-translation';
import { formatFileSize } from '~/utils/file-size';
import type { ActionAnswer } from '~/utils/form-result';
import type { loadVerificationPage } from './verification.server';

type PageData = Awaited<ReturnType<typeof loadVerificationPage>>;

/** The documents page: send a document, see what was sent, delete it. Works without JavaScript. */
export function VerificationView({
  pageKey,
  page,
  answer,
}: {
  pageKey: string;
  page: PageData;
  /** The upload's or the deletion's answer, with the field it refused. */
  answer: (ActionAnswer & { field?: string }) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const formatWhen = useDateTimeFormat();
  return (
    <AreaPage pageKey={pageKey} area="instructors">
      <p className="mt-6 max-w-3xl text-stone-700">{t('instructors.documents.intro')}</p>
      {page.state === 'signed-out' && (
        <p className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 text-stone-800">
          {t('instructors.documents.signInFirst')}{' '}
          <Link to="/auth?redirectTo=%2Finstructor%2Fverification" className="font-semibold text-brand-800 underline">
            {t('instructors.documents.signIn')}
          </Link>
        </p>
      )}
      {page.state === 'apply-first' && (
        <p className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 text-stone-800">
          {t('instructors.documents.applyFirst')}{' '}
          <Link to="/instructor/apply" className="font-semibold text-brand-800 underline">
            {t('instructors.documents.apply')}
          </Link>
        </p>
      )}
      {page.state === 'ready' && (
        <>
          {answer && <ResultNotice ok={answer.ok} message={t(answer.message, answer.messageVars)} className="mt-6" />}
          <Form
            // A fresh, empty form once a document has been received.
            key={page.documents.length}
            method="post"
            encType="multipart/form-data"
            className="mt-6 grid max-w-2xl gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
          >
            <input type="hidden" name="intent" value="upload" />
            <fieldset>
              <legend className="font-semibold text-stone-800">{t('instructors.documents.kindLabel')}</legend>
              <div className="mt-2 space-y-2">
                {DOCUMENT_KINDS.map((kind, index) => (
                  <label key={kind} className="flex items-start gap-3 text-stone-800">
                    <input
                      type="radio"
                      name="kind"
                      value={kind}
                      defaultChecked={index === 0}
                      className="mt-1 size-5 accent-brand-700"
                    />
                    <span>
                      <span className="font-semibold">{t(`instructors.documents.kinds.${kind}`)}</span>
                      <span className="block text-sm text-stone-600">{t(`instructors.documents.kindHints.${kind}`)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="block font-semibold text-stone-800">
              {t('instructors.documents.file')}
              <input
                type="file"
                name="file"
                required
                accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
                aria-describedby="document-file-hint"
                aria-invalid={answer && !answer.ok && answer.field === 'file' ? true : undefined}
                className="mt-2 block w-full text-base font-normal text-stone-800 file:me-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900"
              />
              <span id="document-file-hint" className="mt-1 block text-sm font-normal text-stone-600">
                {t('instructors.documents.fileHint', DOCUMENT_LIMIT_VARS)}
              </span>
            </label>
            <div>
              <button type="submit" className={buttonClass('primary', 'md')} disabled={navigation.state !== 'idle'}>
                <Upload aria-hidden className="size-4" />
                {t('instructors.documents.send')}
              </button>
            </div>
          </Form>
          <section aria-labelledby="sent-documents" className="mt-10">
            <h2 id="sent-documents" className="font-serif text-2xl font-bold text-stone-900">
              {t('instructors.documents.sent')}
            </h2>
            {page.documents.length === 0 ? (
              <p className="mt-3 text-stone-700">{t('instructors.documents.none')}</p>
            ) : (
              <ul className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
                {page.documents.map((document) => (
                  <li key={document.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                    <FileCheckCorner aria-hidden className="size-6 shrink-0 text-brand-700" />
                    <div className="min-w-0 flex-1">
                      <a href={document.href} className="break-all font-semibold text-brand-800 underline" dir="auto">
                        {document.fileName}
                      </a>
                      <p className="text-sm text-stone-600">
                        {t(`instructors.documents.kinds.${document.kind}`)} · {formatFileSize(document.sizeBytes, i18n.language)}{' '}
                        · <time dateTime={document.uploadedAt}>{formatWhen(document.uploadedAt)}</time>
                      </p>
                    </div>
                    <Form method="post" encType="multipart/form-data">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="documentId" value={document.id} />
                      <button
                        type="submit"
                        className={buttonClass('ghost', 'icon')}
                        aria-label={t('instructors.documents.delete', { name: document.fileName })}
                      >
                        <Trash aria-hidden className="size-5" />
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </AreaPage>
  );
}
