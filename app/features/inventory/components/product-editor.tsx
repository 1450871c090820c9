import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { SelectField } from '~/components/ui/select-field';
import { TextField } from '~/components/ui/text-field';
import { CATEGORIES } from '~/features/catalog/catalog.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { FormFailure } from '~/utils/form-result';
import { PRODUCT_LIMITS, PRODUCT_STATUSES, type ProductFieldErrors, type ProductFormValues } from '../product-form';

const controlClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 aria-invalid:border-red-600';

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-stone-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The create and edit form of a product (/inventory/new, /inventory/:productId). After a
 * refused save it shows what was typed, with each field's problem next to it. A new product
 * takes its opening stock here; an existing product's stock is shown but changed only by an
 * adjustment, so every change has its reason in the audit trail.
 */
export function ProductEditor({
  values,
  result,
  isNew,
  stockQuantity,
}: {
  values: ProductFormValues;
  /** A refused save: each field's problem (or the form's), with what was typed. */
  result?: FormFailure & { values: ProductFormValues };
  isNew: boolean;
  stockQuantity?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const shown = result?.values ?? values;
  // A refused save is answered at the top of a long form: take the reader there.
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) alertRef.current?.focus();
  }, [result]);
  const error = (field: keyof ProductFieldErrors) => {
    const key = result?.fieldErrors[field];
    return key ? t(key) : undefined;
  };
  const select = (field: 'category' | 'status', options: readonly string[], label: (option: string) => string) => (
    <SelectField
      label={t(`inventory.form.${field}`)}
      name={field}
      defaultValue={shown[field] ?? ''}
      required
      error={error(field)}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {label(option)}
        </option>
      ))}
    </SelectField>
  );
  const checkbox = (field: 'trackInventory' | 'isReliefProduct' | 'isFeatured') => (
    <label className="flex items-start gap-2 text-sm text-stone-800">
      <input
        type="checkbox"
        name={field}
        value="true"
        defaultChecked={shown[field] === 'true'}
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
      />
      <span>{t(`inventory.form.${field}`)}</span>
    </label>
  );
  const descriptionError = error('descriptionMd');

  return (
    <Form method="post" className="mt-8 space-y-6" noValidate>
      <input type="hidden" name="intent" value="save" />
      {result && (
        <p ref={alertRef} tabIndex={-1} role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
          {t(result.formError ?? 'inventory.form.invalid')}
        </p>
      )}
      <Fieldset legend={t('inventory.form.details')}>
        <TextField
          label={t('inventory.form.name')}
          name="name"
          defaultValue={shown.name}
          required
          maxLength={PRODUCT_LIMITS.nameMax}
          error={error('name')}
        />
        <TextField
          label={t('inventory.form.handle')}
          name="handle"
          defaultValue={shown.handle}
          required
          maxLength={PRODUCT_LIMITS.handleMax}
          autoCapitalize="none"
          spellCheck={false}
          hint={t('inventory.form.handleHint')}
          error={error('handle')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {select('category', CATEGORIES, (category) => t(`catalog.categories.${category}`))}
          {select('status', PRODUCT_STATUSES, (status) => t(`inventory.statuses.${status}`))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('inventory.form.price')}
            name="price"
            inputMode="decimal"
            defaultValue={shown.price}
            hint={t('inventory.form.priceHint')}
            error={error('price')}
          />
          {isNew ? (
            <TextField
              label={t('inventory.form.openingStock')}
              name="stockQuantity"
              type="number"
              min={0}
              max={PRODUCT_LIMITS.stockMax}
              step={1}
              defaultValue={shown.stockQuantity ?? '0'}
              hint={t('inventory.form.openingStockHint')}
              error={error('stockQuantity')}
            />
          ) : (
            <div className="space-y-1.5">
              <p className="text-sm font-semibold text-stone-800">{t('inventory.columns.stock')}</p>
              <p className="text-sm text-stone-700">{t('inventory.form.stockNote', { stock: stockQuantity ?? 0 })}</p>
            </div>
          )}
        </div>
        <TextField
          label={t('inventory.form.summary')}
          name="summary"
          defaultValue={shown.summary}
          maxLength={PRODUCT_LIMITS.summaryMax}
          hint={t('inventory.form.summaryHint')}
          error={error('summary')}
        />
        <div className="space-y-1.5">
          <label htmlFor={`${id}-description`} className="block text-sm font-semibold text-stone-800">
            {t('inventory.form.description')}
          </label>
          <textarea
            id={`${id}-description`}
            name="descriptionMd"
            rows={8}
            defaultValue={shown.descriptionMd}
            maxLength={PRODUCT_LIMITS.descriptionMax}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? `${id}-description-error` : undefined}
            className={controlClass}
          />
          {descriptionError && (
            <p id={`${id}-description-error`} className="text-sm font-medium text-red-700">
              {descriptionError}
            </p>
          )}
        </div>
        <TextField
          label={t('inventory.form.tags')}
          name="tags"
          defaultValue={shown.tags}
          hint={t('inventory.form.tagsHint')}
          error={error('tags')}
        />
        <div className="space-y-2">
          {checkbox('trackInventory')}
          {checkbox('isReliefProduct')}
          {checkbox('isFeatured')}
          {(['trackInventory', 'isReliefProduct', 'isFeatured'] as const).map((field) =>
            error(field) ? (
              <p key={field} className="text-sm font-medium text-red-700">
                {error(field)}
              </p>
            ) : null,
          )}
        </div>
      </Fieldset>
      {/* An existing product's pictures are managed in its Photos section (uploads, order, alt text). */}
      {isNew && (
        <Fieldset legend={t('inventory.form.image')}>
          <TextField
            label={t('inventory.form.imageSrc')}
            name="imageSrc"
            defaultValue={shown.imageSrc}
            maxLength={PRODUCT_LIMITS.imageSrcMax}
            spellCheck={false}
            hint={t('inventory.form.imageSrcHint')}
            error={error('imageSrc')}
          />
          <TextField
            label={t('inventory.form.imageAlt')}
            name="imageAlt"
            defaultValue={shown.imageAlt}
            maxLength={PRODUCT_LIMITS.imageAltMax}
            error={error('imageAlt')}
          />
          <p className="text-sm text-stone-700">{t('inventory.form.photosLater')}</p>
        </Fieldset>
      )}
      <Fieldset legend={t('inventory.form.seo')}>
        <TextField
          label={t('inventory.form.seoTitle')}
          name="seoTitle"
          defaultValue={shown.seoTitle}
          maxLength={PRODUCT_LIMITS.seoTitleMax}
          hint={t('inventory.form.seoTitleHint')}
          error={error('seoTitle')}
        />
        <TextField
          label={t('inventory.form.seoDescription')}
          name="seoDescription"
          defaultValue={shown.seoDescription}
          maxLength={PRODUCT_LIMITS.seoDescriptionMax}
          hint={t('inventory.form.seoDescriptionHint')}
          error={error('seoDescription')}
        />
        <TextField
          label={t('inventory.form.priceId')}
          name="priceId"
          defaultValue={shown.priceId}
          maxLength={PRODUCT_LIMITS.priceIdMax}
          spellCheck={false}
          hint={t('inventory.form.priceIdHint')}
          error={error('priceId')}
        />
      </Fieldset>
      <button type="submit" className={buttonClass('primary', 'lg')} disabled={busy}>
        {isNew ? t('inventory.form.create') : t('inventory.form.save')}
      </button>
    </Form>
  );
}
