import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { EmptyState } from '~/components/ui/empty-state';
import { Money } from '~/components/ui/money';
import { ResultNotice } from '~/components/ui/result-notice';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { ProductPicture } from '~/features/catalog/components/product-picture';
import { REVIEW_REASON_MAX } from '~/features/vendors/vendor-product-form';
import { useTranslation } from '~/i18n/use-translation';
import type { loadVendorProductsPage, ProductDecisionAnswer } from './vendor-products.server';

type Proposal = Awaited<ReturnType<typeof loadVendorProductsPage>>[number];
type ProductImage = Proposal['live']['images'][number];

const FIELDS = ['name', 'category', 'priceCents', 'summary', 'descriptionMd', 'tags'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Vendors' products waiting for review, oldest first: a first listing shows what would be listed;
 * a change to a listed product shows the changed fields beside what shoppers see now. Approve, or
 * send back with a reason the vendor reads.
 */
export function VendorProductsReview({ queue, answer }: { queue: Proposal[]; answer?: ProductDecisionAnswer }) {
  const { t } = useTranslation();
  if (queue.length === 0)
    return (
      <>
        {answer?.ok ? <ResultNotice ok message={t(answer.message)} className="mt-6" /> : null}
        <EmptyState className="mt-6" title={t('vendors.products.queue.empty')} />
      </>
    );
  return (
    <>
      {answer?.ok ? <ResultNotice ok message={t(answer.message)} className="mt-6" /> : null}
      <ul className="mt-6 space-y-6">
        {queue.map((proposal) => (
          <li key={proposal.id}>
            <ProposalCard
              proposal={proposal}
              failed={answer && !answer.ok && answer.revisionId === proposal.id ? answer : null}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function FieldValue({ field, value }: { field: Field; value: string | number | string[] | null }) {
  const { t } = useTranslation();
  if (field === 'priceCents') return typeof value === 'number' ? <Money cents={value} /> : <>{t('catalog.free')}</>;
  if (field === 'category') return <>{t(`catalog.categories.${String(value)}`)}</>;
  if (Array.isArray(value)) return <>{value.join(', ') || '—'}</>;
  return (
    <span dir="auto" className="whitespace-pre-line">
      {value === null || value === '' ? '—' : String(value)}
    </span>
  );
}

/** A row of small pictures in order, each with its description, or a line saying there are none. */
function Pictures({ images, label }: { images: ProductImage[]; label: string }) {
  const { t } = useTranslation();
  if (images.length === 0) return <p className="text-sm text-stone-600">{t('vendors.products.queue.noPhotos')}</p>;
  return (
    <ol aria-label={label} className="flex flex-wrap gap-2">
      {images.map((image, index) => (
        <li key={image.src} className="w-24">
          <div className="size-24 overflow-hidden rounded-lg bg-earth-50">
            <ProductPicture image={image} size={96} sizes="96px" className="size-full object-cover" />
          </div>
          <span className="mt-1 block text-xs text-stone-600">
            {index + 1}. <span dir="auto">{image.alt}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function ProposalCard({ proposal, failed }: { proposal: Proposal; failed: ProductDecisionAnswer | null }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const navigation = useNavigation();
  const isBusy = navigation.state !== 'idle' && navigation.formData?.get('revisionId') === proposal.id;
  const headingId = `proposal-${proposal.id}`;
  const isChanged = (field: Field) =>
    proposal.isFirstListing || JSON.stringify(proposal[field]) !== JSON.stringify(proposal.live[field]);
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id={headingId} dir="auto" className="font-serif text-xl font-bold text-stone-900">
        {proposal.name}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {t(proposal.isFirstListing ? 'vendors.products.queue.firstListing' : 'vendors.products.queue.change', {
          store: proposal.storeName ?? '—',
          when: formatWhen(proposal.submittedAt),
        })}
      </p>
      <table className="mt-4 w-full text-start text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="py-2 text-start">
              {t('vendors.products.queue.field')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('vendors.products.queue.proposed')}
            </th>
            {proposal.isFirstListing ? null : (
              <th scope="col" className="py-2 text-start">
                {t('vendors.products.queue.live')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {FIELDS.filter(isChanged).map((field) => (
            <tr key={field} className="border-b border-stone-100 align-top">
              <th scope="row" className="py-2 pe-3 text-start font-semibold text-stone-800">
                {t(`vendors.products.queue.fields.${field}`)}
              </th>
              <td className="py-2 pe-3">
                <FieldValue field={field} value={proposal[field]} />
              </td>
              {proposal.isFirstListing ? null : (
                <td className="py-2 text-stone-600">
                  <FieldValue field={field} value={proposal.live[field]} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {proposal.images ? (
        <section aria-labelledby={`${headingId}-photos`} className="mt-4">
          <h3 id={`${headingId}-photos`} className="text-sm font-semibold text-stone-800">
            {t('vendors.products.queue.photos')}
          </h3>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <div>
              <p className="mb-1 text-xs font-semibold text-stone-600">{t('vendors.products.queue.proposed')}</p>
              <Pictures images={proposal.images} label={t('vendors.products.queue.proposedPhotos')} />
            </div>
            {proposal.isFirstListing ? null : (
              <div>
                <p className="mb-1 text-xs font-semibold text-stone-600">{t('vendors.products.queue.live')}</p>
                <Pictures images={proposal.live.images} label={t('vendors.products.queue.livePhotos')} />
              </div>
            )}
          </div>
        </section>
      ) : null}
      <Form method="post" className="mt-4 space-y-3 border-t border-stone-200 pt-4">
        <input type="hidden" name="revisionId" value={proposal.id} />
        {/* The pictures shown here: an approval is refused if the vendor changed them since. */}
        {proposal.images ? <input type="hidden" name="photosShown" value="1" /> : null}
        {proposal.images?.map((image) => (
          <input key={image.src} type="hidden" name="photoSeen" value={image.src} />
        ))}
        <label className="block text-sm font-semibold text-stone-800">
          {t('vendors.products.queue.reason')}
          <textarea
            name="reason"
            rows={3}
            maxLength={REVIEW_REASON_MAX}
            aria-invalid={failed ? true : undefined}
            className="mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2 font-normal aria-invalid:border-red-600"
          />
          <span className="mt-1 block font-normal text-stone-600">{t('vendors.products.queue.reasonHint')}</span>
        </label>
        {failed ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {t(failed.message)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="decision" value="approve" className={buttonClass('primary', 'sm')} disabled={isBusy}>
            {t('vendors.products.queue.approve')}
          </button>
          <button type="submit" name="decision" value="return" className={buttonClass('secondary', 'sm')} disabled={isBusy}>
            {t('vendors.products.queue.return')}
          </button>
        </div>
      </Form>
    </article>
  );
}
