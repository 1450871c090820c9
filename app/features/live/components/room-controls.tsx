import { buttonClass } from '~/components/ui/button-styles';
import { LogOut, Mic, MicOff, MonitorUp, Video, VideoOff } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import type { MediaState } from '../live.schema';

/** Mute, camera off, share the screen, leave. A button for a device the browser did not give is disabled. */
export function RoomControls({
  media,
  hasAudio,
  hasVideo,
  isCameraOn,
  onMicrophone,
  onCamera,
  onScreen,
  onLeave,
}: {
  media: MediaState;
  hasAudio: boolean;
  hasVideo: boolean;
  /** The camera's own state: with a screen shared, `media.video` is on whatever the camera does. */
  isCameraOn: boolean;
  onMicrophone: () => void;
  onCamera: () => void;
  onScreen: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="toolbar" aria-label={t('live.controls.label')} className="mt-4 flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={onMicrophone}
        disabled={!hasAudio}
        aria-pressed={!media.audio}
        className={buttonClass(media.audio ? 'secondary' : 'primary', 'md')}
      >
        {media.audio ? <Mic aria-hidden className="size-5" /> : <MicOff aria-hidden className="size-5" />}
        {t('live.controls.mute')}
      </button>
      <button
        type="button"
        onClick={onCamera}
        disabled={!hasVideo}
        aria-pressed={!isCameraOn}
        className={buttonClass('secondary', 'md')}
      >
        {isCameraOn ? <Video aria-hidden className="size-5" /> : <VideoOff aria-hidden className="size-5" />}
        {t('live.controls.cameraOff')}
      </button>
      <button type="button" onClick={onScreen} aria-pressed={media.screen} className={buttonClass('secondary', 'md')}>
        <MonitorUp aria-hidden className="size-5" />
        {t('live.controls.share')}
      </button>
      <button type="button" onClick={onLeave} className={buttonClass('danger', 'md', 'ms-auto')}>
        <LogOut aria-hidden className="size-5" />
        {t('live.controls.leave')}
      </button>
    </div>
  );
}
