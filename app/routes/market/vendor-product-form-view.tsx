import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { SelectField } from '~/components/ui/select-field';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { CATEGORIES } from '~/features/catalog/catalog.schema';
import { PRODUCT_LIMITS } from '~/features/inventory/product-form';
import type { VendorProductField, VendorProductValues } from '~/features/vendors/vendor-product-form';
import { useTranslation } from '~/i18n/use-translation';
import type { VendorProductRefusal } from './vendor-product.server';

/**
 * A vendor's product form (new and existing): the reviewed fields, then the stock. After a
 * refused save it shows what was typed, with each field's problem beside it, and takes the reader
 * to the message at the top.
 */
export function VendorProductForm({
  values,
  result,
  stockSeen,
  saveLabel,
}: {
  values: VendorProductValues;
  result?: VendorProductRefusal;
  /** The stock the form opens with: the vendor's change is counted from it. */
  stockSeen: number;
  saveLabel: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const shown = result?.values && Object.keys(result.values).length ? result.values : values;
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) alertRef.current?.focus();
  }, [result]);
  const error = (field: VendorProductField) => {
    const key = result?.fieldErrors[field];
    return key ? t(key) : undefined;
  };
  return (
    <Form method="post" className="mt-6 space-y-6" noValidate>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="stockSeen" value={stockSeen} />
      {result && (
        <p ref={alertRef} tabIndex={-1} role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
          {t(result.formError ?? 'inventory.form.invalid')}
        </p>
      )}
      <fieldset className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <legend className="px-1 text-lg font-semibold text-stone-900">{t('vendors.products.form.reviewedLegend')}</legend>
        <p className="text-sm text-stone-600">{t('vendors.products.form.reviewedHint')}</p>
        <TextField
          label={t('inventory.form.name')}
          name="name"
          defaultValue={shown.name}
          required
          maxLength={PRODUCT_LIMITS.nameMax}
          error={error('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('inventory.form.category')}
            name="category"
            defaultValue={shown.category ?? 'seeds'}
            required
            error={error('category')}
          >
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`catalog.categories.${category}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('vendors.products.form.price')}
            name="price"
            inputMode="decimal"
            defaultValue={shown.price}
            required
            hint={t('vendors.products.form.priceHint')}
            error={error('price')}
          />
        </div>
        <TextField
          label={t('inventory.form.summary')}
          name="summary"
          defaultValue={shown.summary}
          maxLength={PRODUCT_LIMITS.summaryMax}
          hint={t('inventory.form.summaryHint')}
          error={error('summary')}
        />
        <TextAreaField
          label={t('vendors.products.form.description')}
          name="descriptionMd"
          rows={8}
          defaultValue={shown.descriptionMd}
          maxLength={PRODUCT_LIMITS.descriptionMax}
          hint={t('vendors.products.form.descriptionHint')}
          error={error('descriptionMd')}
        />
        <TextField
          label={t('vendors.products.form.tags')}
          name="tags"
          defaultValue={shown.tags}
          hint={t('vendors.products.form.tagsHint')}
          error={error('tags')}
        />
      </fieldset>
      <fieldset className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <legend className="px-1 text-lg font-semibold text-stone-900">{t('vendors.products.form.stockLegend')}</legend>
        <p className="text-sm text-stone-600">{t('vendors.products.form.stockHint')}</p>
        <label className="flex items-start gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            name="trackInventory"
            value="true"
            defaultChecked={shown.trackInventory === 'true'}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <span>{t('vendors.products.form.trackInventory')}</span>
        </label>
        <TextField
          label={t('vendors.products.form.stockQuantity')}
          name="stockQuantity"
          type="number"
          min={0}
          max={PRODUCT_LIMITS.stockMax}
          step={1}
          defaultValue={shown.stockQuantity ?? '0'}
          error={error('stockQuantity')}
        />
      </fieldset>
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        {saveLabel}
      </button>
    </Form>
  );
}
