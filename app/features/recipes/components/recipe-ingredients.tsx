import { type ReactNode, useEffect, useId, useState } from 'react';
import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Minus, Plus } from '~/components/ui/icons';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import { formatQuantity, isSingular, scaleQuantity } from '../quantity';
import { type Ingredient, type IngredientGroup, MAX_SERVINGS } from '../recipe-format';

/**
 * The servings scaler and the ingredients it scales. Without JavaScript the scaler is a GET
 * form (− and + are its submit buttons, `?servings=` and `step` scale on the server); with it, the
 * quantities follow the field as it changes, without a request. `renderProduct` is the page's
 * slot for the store product an ingredient names.
 */
export function RecipeIngredients({
  groups,
  baseServings,
  initialServings,
  renderProduct,
}: {
  groups: IngredientGroup[];
  baseServings: number;
  initialServings: number;
  renderProduct: (handle: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [typed, setTyped] = useState(String(initialServings));
  const [isEnhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const asked = Number(typed);
  const servings = Number.isInteger(asked) && asked >= 1 && asked <= MAX_SERVINGS ? asked : initialServings;
  const factor = servings / baseServings;
  const step = (by: number) => String(Math.min(MAX_SERVINGS, Math.max(1, servings + by)));

  return (
    <>
      <Form method="get" preventScrollReset className="mt-4 flex flex-wrap items-end gap-2 print:hidden">
        <div>
          <label htmlFor={fieldId} className="block text-sm font-semibold text-stone-800">
            {t('recipes.servings.label')}
          </label>
          <div className="mt-1 flex items-center gap-2">
            <button
              type="submit"
              name="step"
              value="-1"
              disabled={servings <= 1}
              onClick={(event) => {
                if (!isEnhanced) return;
                event.preventDefault();
                setTyped(step(-1));
              }}
              className={buttonClass('secondary', 'icon', 'size-11')}
            >
              <Minus aria-hidden className="size-5" />
              <span className="sr-only">{t('recipes.servings.fewer')}</span>
            </button>
            <input
              id={fieldId}
              name="servings"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_SERVINGS}
              step={1}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className="w-20 rounded-xl border border-stone-300 bg-white px-3 py-2 text-center text-base text-stone-900"
            />
            <button
              type="submit"
              name="step"
              value="1"
              disabled={servings >= MAX_SERVINGS}
              onClick={(event) => {
                if (!isEnhanced) return;
                event.preventDefault();
                setTyped(step(1));
              }}
              className={buttonClass('secondary', 'icon', 'size-11')}
            >
              <Plus aria-hidden className="size-5" />
              <span className="sr-only">{t('recipes.servings.more')}</span>
            </button>
            {!isEnhanced && (
              <button type="submit" className={buttonClass('ghost', 'md')}>
                {t('recipes.servings.apply')}
              </button>
            )}
          </div>
        </div>
      </Form>
      <p role="status" className="mt-3 text-sm text-stone-600">
        {t('recipes.servings.quantitiesFor', { count: servings })}
      </p>
      {groups.map((group, index) => (
        <div key={group.title ?? index} className="mt-5">
          {group.title && <h3 className="font-serif text-lg font-semibold text-stone-900">{group.title}</h3>}
          <ul className="mt-2 space-y-2">
            {group.ingredients.map((ingredient) => (
              <li key={`${ingredient.item}-${ingredient.note ?? ''}`} className="leading-7 text-stone-800">
                <IngredientLine ingredient={ingredient} factor={factor} />
                {ingredient.productHandle && renderProduct(ingredient.productHandle)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function IngredientLine({ ingredient, factor }: { ingredient: Ingredient; factor: number }) {
  const { t } = useTranslation();
  const quantity = ingredient.quantity ? scaleQuantity(ingredient.quantity, factor) : null;
  const unit =
    quantity && ingredient.unit ? t(`recipes.units.${ingredient.unit}.${isSingular(quantity) ? 'one' : 'many'}`) : null;
  return (
    <span {...contentLanguage(CONTENT_LANGUAGE)}>
      {quantity && (
        <strong className="font-semibold text-stone-900" data-testid="quantity">
          {formatQuantity(quantity)}
          {unit && ` ${unit}`}
        </strong>
      )}
      {quantity && ' '}
      {ingredient.item}
      {ingredient.note && <span className="text-stone-600">, {ingredient.note}</span>}
    </span>
  );
}
