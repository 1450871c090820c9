import { SelectField } from '~/components/ui/select-field';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/i18n/use-translation';
import type { FieldErrors } from '~/utils/form-result';
import { AUTHORING_LIMITS, COURSE_LANGUAGES } from '../authoring.schema';
import { COURSE_LEVELS, COURSE_TOPICS, PRICE_MAX_DOLLARS } from '../learning.schema';

export const COURSE_FIELDS = ['title', 'summary', 'description', 'level', 'topic', 'language', 'priceCents'] as const;

/** The limits a field's message may quote ({{min}}, {{max}}). */
const LIMITS_OF: Record<string, Record<string, number>> = {
  title: AUTHORING_LIMITS.courseTitle,
  summary: AUTHORING_LIMITS.courseSummary,
  description: AUTHORING_LIMITS.courseDescription,
  priceCents: { max: PRICE_MAX_DOLLARS },
  firstModule: AUTHORING_LIMITS.moduleTitle,
};

/** A field's message, translated with the limits it quotes. */
export function useFieldError(errors: FieldErrors | undefined, limits: Record<string, Record<string, number>> = LIMITS_OF) {
  const { t } = useTranslation();
  return (field: string) => {
    const key = errors?.[field];
    return key ? t(key, limits[field] ?? {}) : undefined;
  };
}

/** A course's own details, as the new-course form and the course editor both ask for them. */
export function CourseDetailsFields({ values, errors }: { values: Record<string, string>; errors?: FieldErrors }) {
  const { t, i18n } = useTranslation();
  const error = useFieldError(errors);
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (
    <>
      <TextField
        className="sm:col-span-2"
        label={t('learning.authoring.fields.title')}
        name="title"
        maxLength={AUTHORING_LIMITS.courseTitle.max}
        defaultValue={values.title}
        error={error('title')}
        dir="auto"
      />
      <TextField
        className="sm:col-span-2"
        label={t('learning.authoring.fields.summary')}
        hint={t('learning.authoring.fields.summaryHint')}
        name="summary"
        maxLength={AUTHORING_LIMITS.courseSummary.max}
        defaultValue={values.summary}
        error={error('summary')}
        dir="auto"
      />
      <TextAreaField
        className="sm:col-span-2"
        label={t('learning.authoring.fields.description')}
        hint={t('learning.authoring.fields.descriptionHint')}
        name="description"
        rows={6}
        maxLength={AUTHORING_LIMITS.courseDescription.max}
        defaultValue={values.description}
        error={error('description')}
        dir="auto"
      />
      <SelectField label={t('learning.filters.level')} name="level" defaultValue={values.level} error={error('level')}>
        {COURSE_LEVELS.map((level) => (
          <option key={level} value={level}>
            {t(`learning.levels.${level}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('learning.filters.topic')} name="topic" defaultValue={values.topic} error={error('topic')}>
        {COURSE_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {t(`learning.topics.${topic}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('learning.filters.language')}
        name="language"
        defaultValue={values.language || 'en'}
        error={error('language')}
      >
        {COURSE_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {names.of(code) ?? code}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('learning.authoring.fields.price')}
        hint={t('learning.authoring.fields.priceHint')}
        name="priceCents"
        inputMode="decimal"
        maxLength={9}
        defaultValue={values.priceCents}
        error={error('priceCents')}
      />
    </>
  );
}
