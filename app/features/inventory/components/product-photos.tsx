import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ArrowDown, ArrowUp, Trash } from '~/components/ui/icons';
import { TextField } from '~/components/ui/text-field';
import type { ProductImage } from '~/db/schema/catalog';
import { ProductPicture } from '~/features/catalog/components/product-picture';
import { PHOTO_ACCEPT, PHOTO_LIMIT_VARS, PHOTO_LIMITS } from '~/features/catalog/product-photos';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { PRODUCT_LIMITS } from '../product-form';

/** What the page's action answers a refused photo change: the message, and the alt text's problem per picture. */
type PhotosRefusal = ActionAnswer & { intent: 'photos' | 'photos-upload'; altErrors?: Record<number, string> };

/** The upload's problem, seen in the browser before anything is sent: the server checks again. */
function problemWith(files: File[]): { key: string; vars: Record<string, string | number> } | null {
  if (files.length > PHOTO_LIMITS.maxFilesPerUpload)
    return { key: 'inventory.photos.errors.tooManyFiles', vars: PHOTO_LIMIT_VARS };
  const big = files.find((file) => file.size > PHOTO_LIMITS.maxFileBytes);
  if (big) return { key: 'inventory.photos.errors.fileTooLarge', vars: { ...PHOTO_LIMIT_VARS, name: big.name } };
  const total = files.reduce((sum, file) => sum + file.size, 0);
  // Room for the form's other fields and the multipart framing.
  if (total > PHOTO_LIMITS.maxUploadBytes - 64 * 1024)
    return { key: 'inventory.photos.errors.uploadTooLarge', vars: PHOTO_LIMIT_VARS };
  return null;
}

/**
 * A product's photos on its edit page (issue 11): the pictures in order, the first being the main
 * one, each with its description (alt text), moved earlier or later or removed; and an upload of
 * one or more photos, each with its own description. Works without JavaScript (one photo at a
 * time then); with it, each chosen file gets its own description field and sizes are checked
 * before anything is sent.
 */
export function ProductPhotos({ images, result }: { images: ProductImage[]; result?: PhotosRefusal }) {
  const { t } = useTranslation();
  const id = useId();
  const navigation = useNavigation();
  const pendingIntent = navigation.state === 'idle' ? null : navigation.formData?.get('intent');
  const listResult = result?.intent === 'photos' ? result : undefined;
  const uploadResult = result?.intent === 'photos-upload' ? result : undefined;
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) alertRef.current?.focus();
  }, [result]);
  const orderFormId = `${id}-order`;
  const isFull = images.length >= PHOTO_LIMITS.maxPhotosPerProduct;

  const hiddenList = images.map((image) => <input key={image.src} type="hidden" name="photoSrc" value={image.src} />);

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
        {t('inventory.photos.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('inventory.photos.hint', PHOTO_LIMIT_VARS)}</p>
      {result && (
        <p ref={alertRef} tabIndex={-1} role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
          {t(result.message, result.messageVars ?? {})}
        </p>
      )}

      {/* Moves and removals: their buttons sit in the list below but belong to this form, so the
          Enter key in a description field saves the descriptions instead of moving a photo. */}
      <Form id={orderFormId} method="post" hidden>
        <input type="hidden" name="intent" value="photos" />
        {hiddenList}
      </Form>

      {images.length === 0 ? (
        <p className="mt-4 text-sm text-stone-700">{t('inventory.photos.none')}</p>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="photos" />
          <input type="hidden" name="op" value="save" />
          {hiddenList}
          <ol className="grid gap-4 lg:grid-cols-2">
            {images.map((image, index) => {
              const number = index + 1;
              const altError = listResult?.altErrors?.[index];
              return (
                <li key={image.src} className="flex gap-3 rounded-xl border border-stone-200 p-3">
                  <div className="size-24 shrink-0 overflow-hidden rounded-lg bg-earth-50">
                    <ProductPicture image={image} alt="" size={96} sizes="96px" className="size-full object-cover" />
                  </div>
                  <div className="min-w-0 flex-1 space-y-2">
                    <p className="text-sm font-semibold text-stone-900">
                      {index === 0 ? t('inventory.photos.main') : t('inventory.photos.number', { index: number })}
                    </p>
                    <TextField
                      label={t('inventory.photos.alt', { index: number })}
                      name="photoAltText"
                      defaultValue={image.alt}
                      required
                      maxLength={PRODUCT_LIMITS.imageAltMax}
                      error={altError ? t(altError) : undefined}
                    />
                    <div className="flex flex-wrap gap-2">
                      {(
                        [
                          { op: 'earlier', Icon: ArrowUp, disabled: index === 0 },
                          { op: 'later', Icon: ArrowDown, disabled: index === images.length - 1 },
                          { op: 'remove', Icon: Trash, disabled: false },
                        ] as const
                      ).map(({ op, Icon, disabled }) => (
                        <button
                          key={op}
                          type="submit"
                          form={orderFormId}
                          name="op"
                          value={`${op}:${index}`}
                          disabled={disabled}
                          aria-label={t(`inventory.photos.${op}`, { index: number })}
                          title={t(`inventory.photos.${op}`, { index: number })}
                          className={buttonClass('secondary', 'icon', op === 'remove' ? 'text-red-800' : undefined)}
                        >
                          <Icon aria-hidden className="size-4" />
                        </button>
                      ))}
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          <button type="submit" className={buttonClass('secondary', 'md', 'mt-4')} disabled={pendingIntent === 'photos'}>
            {t('inventory.photos.saveAlts')}
          </button>
        </Form>
      )}

      <PhotoUpload
        // A new form once the pictures change: after an upload its files and descriptions are cleared.
        key={images.map((image) => image.src).join(' ')}
        isFull={isFull}
        result={uploadResult}
        isBusy={pendingIntent === 'photos-upload'}
      />
    </section>
  );
}

/** The upload form: one description field per chosen file once JavaScript runs, one before. */
function PhotoUpload({ isFull, result, isBusy }: { isFull: boolean; result?: PhotosRefusal; isBusy: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<File[]>([]);
  const problem = problemWith(chosen);
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4 border-t border-stone-200 pt-5">
      <input type="hidden" name="intent" value="photos-upload" />
      <h3 className="font-semibold text-stone-900">{t('inventory.photos.add')}</h3>
      {isFull ? (
        <p className="text-sm text-stone-700">{t('inventory.photos.errors.tooManyPhotos', PHOTO_LIMIT_VARS)}</p>
      ) : (
        <>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-files`} className="block text-sm font-semibold text-stone-800">
              {t('inventory.photos.files')}
            </label>
            <input
              id={`${id}-files`}
              type="file"
              name="photos"
              accept={PHOTO_ACCEPT}
              multiple
              required
              aria-describedby={`${id}-files-hint${problem ? ` ${id}-files-error` : ''}`}
              aria-invalid={problem ? true : undefined}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setChosen([...(event.currentTarget.files ?? [])])}
              className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-full file:border file:border-stone-300 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-stone-800"
            />
            <p id={`${id}-files-hint`} className="text-sm text-stone-600">
              {t('inventory.photos.filesHint', PHOTO_LIMIT_VARS)}
            </p>
            {problem && (
              <p id={`${id}-files-error`} className="text-sm font-medium text-red-700">
                {t(problem.key, problem.vars)}
              </p>
            )}
          </div>
          {chosen.length <= 1 ? (
            <TextField
              label={chosen[0] ? t('inventory.photos.altFor', { name: chosen[0].name }) : t('inventory.photos.uploadAlt')}
              name="photoAlt"
              required
              maxLength={PRODUCT_LIMITS.imageAltMax}
              hint={t('inventory.photos.altHint')}
              error={result?.altErrors?.[0] ? t(result.altErrors[0]) : undefined}
            />
          ) : (
            chosen.map((file, index) => (
              <TextField
                // Files chosen again replace the list; a field per position keeps what was typed.
                // biome-ignore lint/suspicious/noArrayIndexKey: the position is the field's identity
                key={index}
                label={t('inventory.photos.altFor', { name: file.name })}
                name="photoAlt"
                required
                maxLength={PRODUCT_LIMITS.imageAltMax}
                hint={index === 0 ? t('inventory.photos.altHint') : undefined}
                error={result?.altErrors?.[index] ? t(result.altErrors[index]) : undefined}
              />
            ))
          )}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass('primary', 'md')} disabled={Boolean(problem) || isBusy}>
              {t('inventory.photos.upload')}
            </button>
            <p role="status" className="text-sm text-stone-700">
              {isBusy ? t('inventory.photos.processing') : ''}
            </p>
          </div>
        </>
      )}
    </Form>
  );
}
