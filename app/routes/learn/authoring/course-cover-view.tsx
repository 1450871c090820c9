import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Upload } from '~/components/ui/icons';
import { PHOTO_ACCEPT, PHOTO_LIMIT_VARS } from '~/features/catalog/product-photos';
import { useTranslation } from '~/i18n/use-translation';
import type { EditorAnswer } from './course-editor.server';

/**
 * The course's cover picture in the course editor: what the catalogue card and the course page
 * show, and an upload to set or replace it (processed like product photos on the server).
 */
export function CourseCover({
  courseTitle,
  coverImage,
  answer,
}: {
  courseTitle: string;
  coverImage: string | null;
  answer: EditorAnswer | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const error = answer && !answer.ok && answer.target === 'cover' ? answer.message : undefined;
  return (
    <section aria-labelledby="cover" className="mt-10">
      <h2 id="cover" className="font-serif text-2xl font-bold text-stone-900">
        {t('learning.authoring.cover.title')}
      </h2>
      <p className="mt-2 text-stone-700">{t('learning.authoring.cover.hint', PHOTO_LIMIT_VARS)}</p>
      <div className="mt-4 grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-[16rem_minmax(0,1fr)] sm:p-6">
        {coverImage ? (
          <img
            src={coverImage}
            alt={t('learning.authoring.cover.current', { title: courseTitle })}
            width={1600}
            height={900}
            className="aspect-video w-full rounded-xl object-cover"
          />
        ) : (
          <p className="flex aspect-video w-full items-center justify-center rounded-xl bg-stone-100 p-4 text-center text-sm text-stone-600">
            {t('learning.authoring.cover.none')}
          </p>
        )}
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3" noValidate>
          <input type="hidden" name="intent" value="cover" />
          <label htmlFor="course-cover" className="font-semibold text-stone-900">
            {t('learning.authoring.cover.file')}
          </label>
          <input
            id="course-cover"
            name="cover"
            type="file"
            accept={PHOTO_ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'course-cover-error' : undefined}
            className="block w-full text-sm text-stone-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-900"
          />
          {error && (
            <p id="course-cover-error" role="alert" className="text-sm font-semibold text-red-700">
              {t(error, PHOTO_LIMIT_VARS)}
            </p>
          )}
          <div>
            <button type="submit" className={buttonClass('secondary', 'md')} disabled={navigation.state !== 'idle'}>
              <Upload aria-hidden className="size-4" />
              {coverImage ? t('learning.authoring.cover.replace') : t('learning.authoring.cover.upload')}
            </button>
          </div>
        </Form>
      </div>
    </section>
  );
}
