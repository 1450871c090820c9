import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { LogOut, Mic, MicOff, MonitorUp, Send, Video, VideoOff } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import {
  CHAT_MAX_LENGTH,
  type ChatLine,
  type ClientMessage,
  type MediaState,
  ROOM_CLOSE,
  type RoomPeer,
  type SeatRole,
  type ServerMessage,
} from '../live.schema';
import type { JoinDetails } from '../video-provider';
import type { LiveKitCall } from './livekit-call';
import { MeshCall } from './mesh-call';

/*
 * The live room in the browser (issue 13). A pre-join step shows the camera and asks for a click,
 * which is also what lets the browser play the others' sound. Then the room's socket brings the
 * roster, the chat and (for the built-in rooms) the WebRTC signalling; the media goes peer to
 * peer, or through LiveKit when the server is configured with it.
 */

type Status = 'ready' | 'connecting' | 'live' | 'reconnecting' | 'ended' | 'replaced' | 'failed';

type Props = {
  classHref: string;
  socketPath: string;
  join: JoinDetails;
  self: { userId: string; name: string };
  seat: SeatRole;
};

const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];

function Tile({
  stream,
  label,
  name,
  media,
  isSelf,
  connection,
}: {
  connection?: RTCPeerConnectionState;
  stream: MediaStream | null;
  label: string;
  name: string;
  media: MediaState | null;
  isSelf?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  const showsVideo = Boolean(stream?.getVideoTracks().length) && media?.video !== false;
  return (
    <figure className="relative aspect-video overflow-hidden rounded-xl bg-stone-900">
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={isSelf}
        aria-label={label}
        data-remote={isSelf ? undefined : 'true'}
        data-connection={connection}
        className={`size-full object-cover ${isSelf && !media?.screen ? '-scale-x-100' : ''} ${showsVideo ? '' : 'invisible'}`}
      />
      {!showsVideo && (
        <span aria-hidden className="absolute inset-0 flex items-center justify-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-stone-700 text-2xl font-bold text-white">
            {Array.from(name || '?')[0]?.toUpperCase()}
          </span>
        </span>
      )}
      <figcaption className="absolute inset-x-2 bottom-2 flex items-center gap-1.5">
        <span dir="auto" className="truncate rounded-md bg-stone-950/70 px-2 py-0.5 text-sm font-semibold text-white">
          {name}
        </span>
        {media && !media.audio && (
          <span className="rounded-md bg-stone-950/70 p-1 text-white">
            <MicOff aria-label={t('live.people.muted')} className="size-4" />
          </span>
        )}
      </figcaption>
    </figure>
  );
}

export function LiveRoom({ classHref, socketPath, join, self, seat }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('ready');
  const [me, setMe] = useState<RoomPeer | null>(null);
  const [peers, setPeers] = useState<Record<string, RoomPeer>>({});
  const [streams, setStreams] = useState<Record<string, MediaStream>>({});
  const [links, setLinks] = useState<Record<string, RTCPeerConnectionState>>({});
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [media, setMedia] = useState<MediaState>({ audio: false, video: false, screen: false });
  const [preview, setPreview] = useState<MediaStream | null>(null);
  // Joining waits for the camera and microphone question to be answered: tracks that arrive
  // after the calls are set up would reach nobody.
  const [isMediaReady, setMediaReady] = useState(false);

  const socket = useRef<WebSocket | null>(null);
  const mesh = useRef<MeshCall | null>(null);
  const livekit = useRef<LiveKitCall | null>(null);
  const camera = useRef<MediaStream | null>(null);
  const screen = useRef<MediaStreamTrack | null>(null);
  const mediaRef = useRef(media);
  const isLeaving = useRef(false);
  const attempts = useRef(0);
  mediaRef.current = media;

  const sendMessage = useCallback((message: ClientMessage) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(message));
  }, []);

  /** Microphone and camera, asked for before joining; a person may join without either. */
  useEffect(() => {
    let isCancelled = false;
    (async () => {
      let stream: MediaStream | null = null;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 640, height: 360 } });
      } catch {
        try {
          stream = await navigator.mediaDevices.getUserMedia({ audio: true });
          setNotice('live.media.noCamera');
        } catch {
          setNotice('live.media.none');
        }
      }
      if (isCancelled) {
        for (const track of stream?.getTracks() ?? []) track.stop();
        return;
      }
      camera.current = stream;
      setPreview(stream);
      setMedia({
        audio: Boolean(stream?.getAudioTracks().length),
        video: Boolean(stream?.getVideoTracks().length),
        screen: false,
      });
      setMediaReady(true);
    })();
    return () => {
      isCancelled = true;
    };
  }, []);

  const localTracks = useCallback((): MediaStreamTrack[] => {
    const tracks: MediaStreamTrack[] = [];
    const audio = camera.current?.getAudioTracks()[0];
    if (audio) tracks.push(audio);
    const video = screen.current ?? camera.current?.getVideoTracks()[0];
    if (video) tracks.push(video);
    return tracks;
  }, []);

  const setRemoteStream = useCallback((key: string, stream: MediaStream | null) => {
    setStreams((current) => {
      const next = { ...current };
      // A new object each time: a track added to the same stream must render again.
      if (stream) next[key] = new MediaStream(stream.getTracks());
      else delete next[key];
      return next;
    });
  }, []);

  const handleMessage = useCallback(
    (message: ServerMessage) => {
      switch (message.type) {
        case 'welcome': {
          attempts.current = 0;
          setStatus('live');
          setMe(message.self);
          setChat(message.chat);
          setPeers({});
          if (join.kind === 'webrtc') {
            mesh.current?.close();
            mesh.current = new MeshCall({
              selfId: message.self.peerId,
              iceServers: join.iceServers,
              send: sendMessage,
              onRemoteStream: setRemoteStream,
              onConnectionState: (peerId, state) => setLinks((current) => ({ ...current, [peerId]: state })),
            });
            mesh.current.setLocalTracks(localTracks());
          }
          sendMessage({ type: 'media', media: mediaRef.current });
          return;
        }
        case 'peer-joined':
        case 'peer-present':
          setPeers((current) => ({ ...current, [message.peer.peerId]: message.peer }));
          // Whoever was here first calls the newcomer.
          mesh.current?.connect(message.peer.peerId, { initiate: message.type === 'peer-joined' });
          return;
        case 'peer-left':
          setPeers((current) => {
            const { [message.peerId]: _gone, ...rest } = current;
            return rest;
          });
          mesh.current?.disconnect(message.peerId);
          return;
        case 'signal':
          mesh.current?.handleSignal(message);
          return;
        case 'media':
          setPeers((current) =>
            current[message.peerId]
              ? { ...current, [message.peerId]: { ...current[message.peerId], media: message.media } as RoomPeer }
              : current,
          );
          return;
        case 'chat':
          setChat((current) => [...current.slice(-199), message.line]);
          return;
        case 'refused':
          setNotice(message.message);
          return;
      }
    },
    [join, localTracks, sendMessage, setRemoteStream],
  );

  const connect = useCallback(() => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${scheme}://${window.location.host}${socketPath}`);
    socket.current = ws;
    ws.onmessage = (event) => {
      try {
        handleMessage(JSON.parse(String(event.data)) as ServerMessage);
      } catch (error) {
        console.warn('a room message could not be read', error);
      }
    };
    ws.onclose = (event) => {
      if (socket.current !== ws) return;
      mesh.current?.close();
      mesh.current = null;
      setStreams({});
      setPeers({});
      if (isLeaving.current) return;
      if (event.code === ROOM_CLOSE.replaced) return setStatus('replaced');
      if (event.code === ROOM_CLOSE.ended) return setStatus('ended');
      const delay = RECONNECT_DELAYS_MS[attempts.current];
      if (delay === undefined) return setStatus('failed');
      attempts.current += 1;
      setStatus('reconnecting');
      setTimeout(() => {
        if (!isLeaving.current) connect();
      }, delay);
    };
  }, [handleMessage, socketPath]);

  const enter = useCallback(async () => {
    setStatus('connecting');
    if (join.kind === 'livekit') {
      try {
        const { joinLiveKit } = await import('./livekit-call');
        livekit.current = await joinLiveKit({ url: join.url, token: join.token, onRemoteStream: setRemoteStream });
        await livekit.current.setLocalTracks(localTracks());
      } catch (error) {
        console.warn('could not reach the LiveKit server', error);
        setStatus('failed');
        return;
      }
    }
    connect();
  }, [connect, join, localTracks, setRemoteStream]);

  // Leaving the page leaves the room: the socket, the connections and the camera light.
  useEffect(
    () => () => {
      isLeaving.current = true;
      socket.current?.close(1000, 'left');
      mesh.current?.close();
      livekit.current?.close();
      screen.current?.stop();
      for (const track of camera.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  const updateMedia = (next: MediaState) => {
    setMedia(next);
    sendMessage({ type: 'media', media: next });
  };

  const toggleMicrophone = () => {
    const track = camera.current?.getAudioTracks()[0];
    if (!track) return;
    track.enabled = !track.enabled;
    updateMedia({ ...media, audio: track.enabled });
  };

  const toggleCamera = () => {
    const track = camera.current?.getVideoTracks()[0];
    if (!track) return;
    track.enabled = !track.enabled;
    updateMedia({ ...media, video: track.enabled || media.screen });
  };

  const applyTracks = () => {
    mesh.current?.setLocalTracks(localTracks());
    livekit.current?.setLocalTracks(localTracks()).catch(() => {});
    const tracks = localTracks();
    setPreview(tracks.length > 0 ? new MediaStream(tracks) : null);
  };

  const stopSharing = () => {
    screen.current?.stop();
    screen.current = null;
    applyTracks();
    updateMedia({ ...mediaRef.current, screen: false, video: Boolean(camera.current?.getVideoTracks()[0]?.enabled) });
  };

  const toggleScreen = async () => {
    if (screen.current) return stopSharing();
    try {
      const shared = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = shared.getVideoTracks()[0];
      if (!track) return;
      screen.current = track;
      track.addEventListener('ended', stopSharing);
      applyTracks();
      updateMedia({ ...mediaRef.current, screen: true, video: true });
    } catch {
      setNotice('live.media.shareCancelled');
    }
  };

  const leave = () => {
    isLeaving.current = true;
    socket.current?.close(1000, 'left');
    navigate(classHref);
  };

  const sendChat = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    sendMessage({ type: 'chat', text });
    setDraft('');
  };

  const others = useMemo(() => Object.values(peers), [peers]);
  const streamFor = (peer: RoomPeer) => streams[join.kind === 'livekit' ? peer.userId : peer.peerId] ?? null;
  const nameOf = (name: string) => name || t('live.people.someone');
  const hasAudio = Boolean(camera.current?.getAudioTracks().length);
  const hasVideo = Boolean(camera.current?.getVideoTracks().length);

  if (status === 'ready')
    return (
      <section aria-labelledby="prejoin-heading" className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Tile stream={preview} label={t('live.video.yours')} name={nameOf(self.name)} media={media} isSelf />
        <div>
          <h2 id="prejoin-heading" className="font-serif text-xl font-bold text-stone-900">
            {t('live.prejoin.title')}
          </h2>
          <p className="mt-2 text-stone-700">{t(seat === 'instructor' ? 'live.prejoin.instructor' : 'live.prejoin.learner')}</p>
          {notice && (
            <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t(notice)}
            </p>
          )}
          <button
            type="button"
            onClick={enter}
            disabled={!isMediaReady}
            className={buttonClass('primary', 'lg', 'mt-5 w-full sm:w-auto')}
          >
            <Video aria-hidden className="size-5" />
            {t(isMediaReady ? 'live.prejoin.join' : 'live.prejoin.checking')}
          </button>
        </div>
      </section>
    );

  if (status === 'ended' || status === 'replaced' || status === 'failed')
    return (
      <div role="status" className="mt-8 rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <h2 className="font-serif text-xl font-bold text-stone-900">{t(`live.status.${status}.title`)}</h2>
        <p className="mt-2 text-stone-700">{t(`live.status.${status}.description`)}</p>
        <a href={classHref} className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('live.backToClass')}
        </a>
      </div>
    );

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-label={t('live.video.heading')}>
        {status !== 'live' && (
          <p role="status" className="mb-3 rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
            {t(status === 'reconnecting' ? 'live.status.reconnecting' : 'live.status.connecting')}
          </p>
        )}
        <div className={`grid gap-3 ${others.length === 0 ? 'grid-cols-1' : 'sm:grid-cols-2'}`}>
          <Tile
            stream={preview}
            label={t('live.video.yours')}
            name={t('live.people.you', { name: nameOf(self.name) })}
            media={media}
            isSelf
          />
          {others.map((peer) => (
            <Tile
              key={peer.peerId}
              stream={streamFor(peer)}
              label={t('live.video.of', { name: nameOf(peer.name) })}
              name={nameOf(peer.name)}
              media={peer.media}
              connection={links[peer.peerId]}
            />
          ))}
        </div>
        {others.length === 0 && status === 'live' && <p className="mt-3 text-stone-700">{t('live.video.alone')}</p>}
        <div role="toolbar" aria-label={t('live.controls.label')} className="mt-4 flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={toggleMicrophone}
            disabled={!hasAudio}
            aria-pressed={!media.audio}
            className={buttonClass(media.audio ? 'secondary' : 'primary', 'md')}
          >
            {media.audio ? <Mic aria-hidden className="size-5" /> : <MicOff aria-hidden className="size-5" />}
            {t('live.controls.mute')}
          </button>
          <button
            type="button"
            onClick={toggleCamera}
            disabled={!hasVideo}
            aria-pressed={!(camera.current?.getVideoTracks()[0]?.enabled ?? false)}
            className={buttonClass('secondary', 'md')}
          >
            {camera.current?.getVideoTracks()[0]?.enabled ? (
              <Video aria-hidden className="size-5" />
            ) : (
              <VideoOff aria-hidden className="size-5" />
            )}
            {t('live.controls.cameraOff')}
          </button>
          <button type="button" onClick={toggleScreen} aria-pressed={media.screen} className={buttonClass('secondary', 'md')}>
            <MonitorUp aria-hidden className="size-5" />
            {t('live.controls.share')}
          </button>
          <button type="button" onClick={leave} className={buttonClass('danger', 'md', 'ms-auto')}>
            <LogOut aria-hidden className="size-5" />
            {t('live.controls.leave')}
          </button>
        </div>
        {notice && (
          <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t(notice)}
          </p>
        )}
      </section>

      <aside className="flex min-h-0 flex-col gap-6">
        <section aria-labelledby="people-heading" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <h2 id="people-heading" className="font-serif text-lg font-bold text-stone-900">
            {t('live.people.heading', { count: others.length + 1 })}
          </h2>
          <ul className="mt-2 space-y-1.5">
            {[...(me ? [me] : []), ...others].map((peer) => (
              <li key={peer.peerId} className="flex items-center gap-2 text-stone-800">
                <span dir="auto" className="truncate">
                  {peer.peerId === me?.peerId ? t('live.people.you', { name: nameOf(peer.name) }) : nameOf(peer.name)}
                </span>
                {peer.role === 'instructor' && (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {t('live.people.instructor')}
                  </span>
                )}
                {!(peer.peerId === me?.peerId ? media : peer.media).audio && (
                  <MicOff aria-label={t('live.people.muted')} className="ms-auto size-4 text-stone-500" />
                )}
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="chat-heading"
          className="flex min-h-72 flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
        >
          <h2 id="chat-heading" className="font-serif text-lg font-bold text-stone-900">
            {t('live.chat.heading')}
          </h2>
          <ol aria-live="polite" className="mt-2 max-h-80 flex-1 space-y-2 overflow-y-auto">
            {chat.length === 0 && <li className="text-sm text-stone-600">{t('live.chat.empty')}</li>}
            {chat.map((line) => (
              <li key={line.id} className="text-sm">
                <span dir="auto" className="font-semibold text-stone-900">
                  {line.userId === self.userId ? t('live.chat.you') : nameOf(line.name)}
                </span>{' '}
                <time dateTime={line.at} className="text-xs text-stone-500">
                  {new Date(line.at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
                </time>
                <p dir="auto" className="whitespace-pre-wrap break-words text-stone-800">
                  {line.text}
                </p>
              </li>
            ))}
          </ol>
          <form onSubmit={sendChat} className="mt-3 flex gap-2">
            <label htmlFor="chat-message" className="sr-only">
              {t('live.chat.message')}
            </label>
            <input
              id="chat-message"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              maxLength={CHAT_MAX_LENGTH}
              autoComplete="off"
              disabled={status !== 'live'}
              className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2 text-base"
            />
            <button type="submit" disabled={status !== 'live'} className={buttonClass('primary', 'md')}>
              <Send aria-hidden className="size-4" />
              {t('live.chat.send')}
            </button>
          </form>
        </section>
      </aside>
    </div>
  );
}
