import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { SelectField } from '~/components/ui/select-field';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/i18n/use-translation';
import type { FieldErrors } from '~/utils/form-result';
import type { ZoneFrostDates } from '../zones';

type PlanFormProps = {
  values: { zone: string; lastFrost: string; hemisphere: string };
  fieldErrors: FieldErrors;
  zones: readonly ZoneFrostDates[];
};

/**
 * The planner's question, a GET form: the answer is an address (shareable, and it works without
 * JavaScript, the server rendering the plan); with JavaScript React Router fetches it in place.
 */
export function PlanForm({ values, fieldErrors, zones }: PlanFormProps) {
  const { t } = useTranslation();
  const message = (key?: string) => (key ? t(key) : undefined);
  return (
    <Form
      method="get"
      action="/season-planner"
      className="grid gap-5 rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:grid-cols-2 print:hidden"
    >
      <SelectField label={t('planner.form.zone')} name="zone" defaultValue={values.zone} error={message(fieldErrors.zone)}>
        <option value="">{t('planner.form.chooseZone')}</option>
        {zones.map((entry) => (
          <option key={entry.zone} value={entry.zone}>
            {t('planner.form.zoneOption', { zone: entry.zone })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('planner.form.lastFrost')}
        name="lastFrost"
        type="date"
        min="2000-01-01"
        max="2100-12-31"
        defaultValue={values.lastFrost}
        hint={t('planner.form.lastFrostHint')}
        error={message(fieldErrors.lastFrost)}
      />
      <fieldset className="space-y-2 sm:col-span-2" aria-describedby={fieldErrors.hemisphere ? 'hemisphere-error' : undefined}>
        <legend className="text-sm font-semibold text-stone-800">{t('planner.form.hemisphere')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['north', 'south'] as const).map((hemisphere) => (
            <label key={hemisphere} className="flex items-center gap-2 text-stone-800">
              <input
                type="radio"
                name="hemisphere"
                value={hemisphere}
                defaultChecked={values.hemisphere === hemisphere || (hemisphere === 'north' && values.hemisphere !== 'south')}
                className="size-4 accent-brand-800"
              />
              {t(`planner.hemispheres.${hemisphere}`)}
            </label>
          ))}
        </div>
        <p className="text-sm text-stone-600">{t('planner.form.hemisphereHint')}</p>
        {fieldErrors.hemisphere && (
          <p id="hemisphere-error" className="text-sm font-medium text-red-700">
            {t(fieldErrors.hemisphere)}
          </p>
        )}
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'lg')}>
          {t('planner.form.submit')}
        </button>
      </div>
    </Form>
  );
}
