import type { ChangeEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Captions, FileDown, Film, type IconComponent, Trash, Upload } from '~/components/ui/icons';
import { ResultNotice } from '~/components/ui/result-notice';
import {
  CAPTIONS_ACCEPT,
  LESSON_FILE_INTENTS,
  RESOURCE_ACCEPT,
  RESOURCE_TYPE_LABELS,
  VIDEO_ACCEPT,
} from '~/features/learning/lesson-files';
import { useTranslation } from '~/i18n/use-translation';
import { formatFileSize } from '~/utils/file-size';
import type { EditorAnswer } from './course-editor.server';
import type { LessonFilesEditorData } from './lesson-files-editor.server';

const FILE_INPUT_CLASS =
  'mt-2 block w-full text-base font-normal text-stone-800 file:me-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900';

/** Whether an editor answer is one of this section's (its message is shown here, not at the top of the page). */
export const isFileAnswer = (answer: EditorAnswer | undefined) =>
  answer !== undefined && (LESSON_FILE_INTENTS as readonly string[]).includes(answer.intent);

/** The lesson's one video or one set of captions: its name (which opens it), its facts, and Remove. */
function KeptFile({
  file,
  icon: Icon,
  facts,
  remove,
  isBusy,
}: {
  file: { id: string; href: string; fileName: string };
  icon: IconComponent;
  facts: string;
  remove: string;
  isBusy: boolean;
}) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-stone-200 p-4">
      <Icon aria-hidden className="size-6 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        <a href={file.href} className="break-all font-semibold text-brand-800 underline" dir="auto">
          {file.fileName}
        </a>
        <p className="text-sm text-stone-600">{facts}</p>
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="remove-file" />
        <input type="hidden" name="fileId" value={file.id} />
        <button type="submit" className={buttonClass('secondary', 'sm')} disabled={isBusy}>
          <Trash aria-hidden className="size-4" />
          {remove}
        </button>
      </Form>
    </div>
  );
}

/**
 * The lesson editor's "Video and resources": the uploaded video and its captions (replace,
 * remove) and the downloadable resources (add, remove). Plain multipart forms, so they work
 * without JavaScript; with it, a file over its limit is refused in the browser before it is sent.
 */
export function LessonFilesEditor({ files, answer }: { files: LessonFilesEditorData; answer: EditorAnswer | undefined }) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const { limits } = files;
  const shown = isFileAnswer(answer) ? answer : undefined;
  const sending = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const videoError = shown?.fieldErrors?.video ? t(shown.fieldErrors.video, { maxMb: limits.videoMaxMb }) : undefined;
  const captionsError = shown?.fieldErrors?.captions
    ? t(shown.fieldErrors.captions, { maxKb: limits.captionsMaxBytes / 1024 })
    : undefined;
  const resourceError = shown?.fieldErrors?.resource
    ? t(shown.fieldErrors.resource, { maxMb: limits.resourceMaxMb, max: limits.resourcesPerLesson })
    : undefined;
  const facts = (file: { contentType: string; sizeBytes: number }) =>
    t('learning.lessonFiles.fileFacts', {
      type: RESOURCE_TYPE_LABELS[file.contentType] ?? file.contentType,
      size: formatFileSize(file.sizeBytes, i18n.language),
    });
  const isFull = files.resources.length >= limits.resourcesPerLesson;
  return (
    <section aria-labelledby="lesson-files" className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id="lesson-files" className="font-serif text-2xl font-bold text-stone-900">
        {t('learning.lessonFiles.heading')}
      </h2>
      <p className="mt-2 text-stone-700">{t('learning.lessonFiles.intro')}</p>
      {shown?.message && <ResultNotice ok={shown.ok} message={t(shown.message)} className="mt-4" />}

      <h3 className="mt-6 font-semibold text-stone-900">{t('learning.lessonFiles.video')}</h3>
      {files.video ? (
        <KeptFile
          file={files.video}
          icon={Film}
          facts={facts(files.video)}
          remove={t('learning.lessonFiles.removeVideo')}
          isBusy={navigation.state !== 'idle'}
        />
      ) : (
        <p className="mt-2 text-sm text-stone-600">{t('learning.lessonFiles.noVideo')}</p>
      )}
      <UploadForm
        // A fresh, empty form once a video has been received.
        key={`video-${files.video?.id ?? 'none'}`}
        intent="upload-video"
        inputId="lesson-video-file"
        label={files.video ? t('learning.lessonFiles.replaceVideoFile') : t('learning.lessonFiles.videoFile')}
        hint={t('learning.lessonFiles.videoHint', { maxMb: limits.videoMaxMb })}
        accept={VIDEO_ACCEPT}
        maxBytes={limits.videoMaxBytes}
        tooLarge={t('learning.lessonFiles.errors.videoTooLarge', { maxMb: limits.videoMaxMb })}
        error={videoError}
        submit={files.video ? t('learning.lessonFiles.replaceVideo') : t('learning.lessonFiles.uploadVideo')}
        isSending={sending === 'upload-video'}
        isBusy={navigation.state !== 'idle'}
      />

      {(files.video || files.captions) && (
        <>
          <h3 className="mt-8 font-semibold text-stone-900">{t('learning.lessonFiles.captions')}</h3>
          <p className="mt-1 text-sm text-stone-700">{t('learning.lessonFiles.captionsIntro')}</p>
          {files.captions ? (
            <KeptFile
              file={files.captions}
              icon={Captions}
              facts={facts(files.captions)}
              remove={t('learning.lessonFiles.removeCaptions')}
              isBusy={navigation.state !== 'idle'}
            />
          ) : (
            <p className="mt-2 text-sm text-stone-600">{t('learning.lessonFiles.noCaptions')}</p>
          )}
          <UploadForm
            key={`captions-${files.captions?.id ?? 'none'}`}
            intent="upload-captions"
            inputId="lesson-captions-file"
            label={files.captions ? t('learning.lessonFiles.replaceCaptionsFile') : t('learning.lessonFiles.captionsFile')}
            hint={t('learning.lessonFiles.captionsHint', { maxKb: limits.captionsMaxBytes / 1024 })}
            accept={CAPTIONS_ACCEPT}
            maxBytes={limits.captionsMaxBytes}
            tooLarge={t('learning.lessonFiles.errors.captionsTooLarge', { maxKb: limits.captionsMaxBytes / 1024 })}
            error={captionsError}
            submit={t('learning.lessonFiles.uploadCaptions')}
            isSending={sending === 'upload-captions'}
            isBusy={navigation.state !== 'idle'}
          />
        </>
      )}

      <h3 className="mt-8 font-semibold text-stone-900">{t('learning.lessonFiles.resources')}</h3>
      {files.resources.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('learning.lessonFiles.noResources')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200">
          {files.resources.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
              <FileDown aria-hidden className="size-6 shrink-0 text-brand-700" />
              <div className="min-w-0 flex-1">
                <a href={file.href} className="break-all font-semibold text-brand-800 underline" dir="auto">
                  {file.fileName}
                </a>
                <p className="text-sm text-stone-600">{facts(file)}</p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-file" />
                <input type="hidden" name="fileId" value={file.id} />
                <button
                  type="submit"
                  className={buttonClass('ghost', 'icon')}
                  aria-label={t('learning.lessonFiles.removeResource', { name: file.fileName })}
                  disabled={navigation.state !== 'idle'}
                >
                  <Trash aria-hidden className="size-5" />
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {isFull ? (
        <p className="mt-4 text-sm text-stone-700">
          {t('learning.lessonFiles.resourcesFull', { max: limits.resourcesPerLesson })}
        </p>
      ) : (
        <UploadForm
          key={`resources-${files.resources.length}`}
          intent="upload-resource"
          inputId="lesson-resource-file"
          label={t('learning.lessonFiles.resourceFile')}
          hint={t('learning.lessonFiles.resourceHint', { maxMb: limits.resourceMaxMb, max: limits.resourcesPerLesson })}
          accept={RESOURCE_ACCEPT}
          maxBytes={limits.resourceMaxBytes}
          tooLarge={t('learning.lessonFiles.errors.resourceTooLarge', { maxMb: limits.resourceMaxMb })}
          error={resourceError}
          submit={t('learning.lessonFiles.addResource')}
          isSending={sending === 'upload-resource'}
          isBusy={navigation.state !== 'idle'}
        />
      )}
    </section>
  );
}

function UploadForm({
  intent,
  inputId,
  label,
  hint,
  accept,
  maxBytes,
  tooLarge,
  error,
  submit,
  isSending,
  isBusy,
}: {
  intent: string;
  inputId: string;
  label: string;
  hint: string;
  accept: string;
  maxBytes: number;
  tooLarge: string;
  error: string | undefined;
  submit: string;
  isSending: boolean;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  // With JavaScript, a file over the limit is stopped here instead of after its upload.
  const checkSize = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.setCustomValidity(file && file.size > maxBytes ? tooLarge : '');
    event.currentTarget.reportValidity();
  };
  return (
    <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-3">
      {/* Before the file, so the server knows which limit applies while the file arrives. */}
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={inputId} className="block font-semibold text-stone-800">
        {label}
      </label>
      <div>
        <input
          id={inputId}
          type="file"
          name="file"
          required
          accept={accept}
          onChange={checkSize}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className={FILE_INPUT_CLASS}
        />
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
        {error && (
          <p id={`${inputId}-error`} className="mt-1 text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={isBusy}>
          <Upload aria-hidden className="size-4" />
          {isSending ? t('learning.lessonFiles.uploading') : submit}
        </button>
      </div>
    </Form>
  );
}
