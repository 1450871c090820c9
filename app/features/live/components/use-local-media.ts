import { type Dispatch, type RefObject, useCallback, useEffect, useRef } from 'react';
import type { MediaState } from '../live.schema';
import type { RoomAction } from './room-state';

/*
 * Our own camera, microphone and screen (issue 13): asked for before joining, shown in the
 * preview, switched by the room's controls, and stopped when the page goes. What is on or off
 * is the room's state (room-state.ts); the tracks themselves live here.
 */

export type LocalMedia = {
  /** The camera and microphone, as the browser gave them (null: neither). */
  camera: RefObject<MediaStream | null>;
  /** The shared screen's video, while it is shared: it replaces the camera's for the others. */
  screen: RefObject<MediaStreamTrack | null>;
  /** The microphone, and the shared screen or else the camera: what the others receive. */
  localTracks: () => MediaStreamTrack[];
};

export function useLocalMedia(dispatch: Dispatch<RoomAction>): LocalMedia {
  const camera = useRef<MediaStream | null>(null);
  const screen = useRef<MediaStreamTrack | null>(null);

  // Microphone and camera, asked for before joining; a person may join without either.
  useEffect(() => {
    let isCancelled = false;
    (async () => {
      let stream: MediaStream | null = null;
      let notice: string | null = null;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 640, height: 360 } });
      } catch {
        try {
          stream = await navigator.mediaDevices.getUserMedia({ audio: true });
          notice = 'live.media.noCamera';
        } catch {
          notice = 'live.media.none';
        }
      }
      if (isCancelled) {
        for (const track of stream?.getTracks() ?? []) track.stop();
        return;
      }
      camera.current = stream;
      const media: MediaState = {
        audio: Boolean(stream?.getAudioTracks().length),
        video: Boolean(stream?.getVideoTracks().length),
        screen: false,
      };
      dispatch({ type: 'media-ready', preview: stream, media, notice });
    })();
    return () => {
      isCancelled = true;
    };
  }, [dispatch]);

  // Leaving the page puts the camera light out.
  useEffect(
    () => () => {
      screen.current?.stop();
      for (const track of camera.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  const localTracks = useCallback((): MediaStreamTrack[] => {
    const tracks: MediaStreamTrack[] = [];
    const audio = camera.current?.getAudioTracks()[0];
    if (audio) tracks.push(audio);
    const video = screen.current ?? camera.current?.getVideoTracks()[0];
    if (video) tracks.push(video);
    return tracks;
  }, []);

  return { camera, screen, localTracks };
}

/**
 * The room's microphone, camera and screen buttons. A change of tracks (a screen shared or no
 * longer) goes to the calls (`publishTracks`, from the signalling) and to our preview; what is
 * on or off goes to the room's state, which the signalling sends to the others.
 */
export function useMediaControls({
  local,
  dispatch,
  publishTracks,
}: {
  local: LocalMedia;
  dispatch: Dispatch<RoomAction>;
  publishTracks: (tracks: MediaStreamTrack[]) => void;
}) {
  const { camera, screen, localTracks } = local;

  const toggleMicrophone = () => {
    const track = camera.current?.getAudioTracks()[0];
    if (!track) return;
    track.enabled = !track.enabled;
    dispatch({ type: 'microphone', isOn: track.enabled });
  };

  const toggleCamera = () => {
    const track = camera.current?.getVideoTracks()[0];
    if (!track) return;
    track.enabled = !track.enabled;
    dispatch({ type: 'camera', isOn: track.enabled });
  };

  const applyTracks = () => {
    const tracks = localTracks();
    publishTracks(tracks);
    dispatch({ type: 'preview', preview: tracks.length > 0 ? new MediaStream(tracks) : null });
  };

  const isCameraOn = () => Boolean(camera.current?.getVideoTracks()[0]?.enabled);

  const stopSharing = () => {
    screen.current?.stop();
    screen.current = null;
    applyTracks();
    dispatch({ type: 'screen', isSharing: false, isCameraOn: isCameraOn() });
  };

  const toggleScreen = async () => {
    if (screen.current) return stopSharing();
    try {
      const shared = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = shared.getVideoTracks()[0];
      if (!track) return;
      screen.current = track;
      // The browser's own "stop sharing" bar ends the track without our button.
      track.addEventListener('ended', stopSharing);
      applyTracks();
      dispatch({ type: 'screen', isSharing: true, isCameraOn: isCameraOn() });
    } catch {
      dispatch({ type: 'notice', notice: 'live.media.shareCancelled' });
    }
  };

  return { toggleMicrophone, toggleCamera, toggleScreen };
}
