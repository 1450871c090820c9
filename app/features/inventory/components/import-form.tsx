import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useTranslation } from '~/i18n/use-translation';
import { CSV_COLUMNS } from '../product-form';
import type { InventoryAnswer } from './adjust-stock-form';

/** More problems than this are counted, not listed: the first ones show what to fix. */
const ERRORS_SHOWN = 100;

/**
 * Upload a CSV (or paste one) to create and update products, and read what came of it: the
 * counts, or every problem by row and column when the file was refused (and nothing changed).
 */
export function ImportForm({ result }: { result?: InventoryAnswer }) {
  const { t } = useTranslation();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'import';
  const answer = result?.intent === 'import' ? result : undefined;
  const errors = answer?.errors ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-stone-900">
        {t('inventory.import.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-stone-700">{t('inventory.import.description')}</p>
      <p className="mt-2 max-w-3xl text-sm break-words text-stone-600">
        {t('inventory.import.columns', { columns: CSV_COLUMNS.join(', ') })}
      </p>
      {/* A successful import resets the form, so the same file is not sent twice by accident. */}
      <Form
        key={answer?.ok ? JSON.stringify(answer.messageVars) : 'import'}
        method="post"
        encType="multipart/form-data"
        className="mt-5 space-y-4"
      >
        <input type="hidden" name="intent" value="import" />
        <div className="space-y-1.5">
          <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-stone-800">
            {t('inventory.import.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            name="file"
            accept=".csv,text/csv"
            className="block w-full max-w-md text-sm text-stone-800 file:me-3 file:rounded-full file:border file:border-stone-300 file:bg-white file:px-4 file:py-2 file:font-semibold"
          />
        </div>
        <details className="max-w-3xl">
          <summary className="cursor-pointer text-sm font-semibold text-brand-800">{t('inventory.import.paste')}</summary>
          <label htmlFor={`${id}-csv`} className="sr-only">
            {t('inventory.import.pasteLabel')}
          </label>
          <textarea
            id={`${id}-csv`}
            name="csv"
            rows={6}
            spellCheck={false}
            placeholder={`${CSV_COLUMNS.slice(0, 4).join(',')}\n…`}
            className="mt-2 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 font-mono text-sm text-stone-900"
          />
        </details>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
          {t('inventory.import.submit')}
        </button>
      </Form>
      {answer?.ok && (
        <p role="status" className="mt-5 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900">
          {t(answer.message, answer.messageVars ?? {})}
        </p>
      )}
      {answer && !answer.ok && (
        <div className="mt-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          {/* Only the headline is announced; the table is there to read at one's own pace. */}
          <p role="alert" className="font-semibold">
            {t(answer.message, answer.messageVars ?? {})}
          </p>
          {errors.length > 0 && (
            <div className="mt-3">
              <ScrollRegion label={t('inventory.import.problems')}>
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('inventory.import.problems')}</caption>
                  <thead>
                    <tr className="border-b border-red-200 text-start">
                      <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                        {t('inventory.import.row')}
                      </th>
                      <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                        {t('inventory.import.field')}
                      </th>
                      <th scope="col" className="py-1.5 text-start font-medium">
                        {t('inventory.import.problem')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {errors.slice(0, ERRORS_SHOWN).map((error) => (
                      <tr key={`${error.row}-${error.field}-${error.message}`} className="border-b border-red-100 align-top">
                        <td className="py-1.5 pe-3 tabular-nums">
                          {error.row > 0 ? error.row : t('inventory.import.wholeFile')}
                        </td>
                        <td className="py-1.5 pe-3 font-mono break-all">{error.field || '—'}</td>
                        <td className="py-1.5">{t(error.message, error.messageVars ?? {})}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
              {errors.length > ERRORS_SHOWN && (
                <p className="mt-2 text-sm">{t('inventory.import.moreErrors', { count: errors.length - ERRORS_SHOWN })}</p>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
