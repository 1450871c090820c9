import { useMemo, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import type { RoomPeer, SeatRole } from '../live.schema';
import type { JoinDetails } from '../video-provider';
import { PeopleList } from './people-list';
import { PrejoinView } from './prejoin-view';
import { RoomChat } from './room-chat';
import { RoomControls } from './room-controls';
import { RoomOverView } from './room-over-view';
import { INITIAL_ROOM, reduceRoom } from './room-state';
import { useLocalMedia, useMediaControls } from './use-local-media';
import { useRoomChat } from './use-room-chat';
import { useRoomSignalling } from './use-room-signalling';
import { VideoTile } from './video-tile';

/*
 * The live room in the browser (issue 13). A pre-join step shows the camera and asks for a click,
 * which is also what lets the browser play the others' sound. Then the room's socket brings the
 * roster, the chat and (for the built-in rooms) the WebRTC signalling; the media goes peer to
 * peer, or through LiveKit when the server is configured with it.
 *
 * This component only composes: the room's state is one pure reducer (room-state.ts), the I/O
 * is a hook per concern (use-room-signalling.ts, use-local-media.ts, use-room-chat.ts), and each
 * part of the screen is its own view.
 */

type Props = {
  classHref: string;
  socketPath: string;
  join: JoinDetails;
  self: { userId: string; name: string };
  seat: SeatRole;
};

export function LiveRoom({ classHref, socketPath, join, self, seat }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [room, dispatch] = useReducer(reduceRoom, INITIAL_ROOM);
  const local = useLocalMedia(dispatch);
  const signalling = useRoomSignalling({ socketPath, join, dispatch, localTracks: local.localTracks, room });
  const controls = useMediaControls({ local, dispatch, publishTracks: signalling.publishTracks });
  const chat = useRoomChat(signalling.send);
  const { status, media } = room;

  const leave = () => {
    signalling.leave();
    navigate(classHref);
  };

  const others = useMemo(() => Object.values(room.peers), [room.peers]);
  // LiveKit knows people by account id; the built-in rooms by the connection's peer id.
  const streamFor = (peer: RoomPeer) => room.streams[join.kind === 'livekit' ? peer.userId : peer.peerId] ?? null;
  const nameOf = (name: string) => name || t('live.people.someone');
  // The devices' own state, read as they are now (toggling a track re-renders through the reducer).
  const camera = local.camera.current;
  const hasAudio = Boolean(camera?.getAudioTracks().length);
  const hasVideo = Boolean(camera?.getVideoTracks().length);
  const isCameraOn = camera?.getVideoTracks()[0]?.enabled ?? false;

  if (status === 'ready')
    return (
      <PrejoinView
        preview={room.preview}
        media={media}
        name={nameOf(self.name)}
        seat={seat}
        notice={room.notice}
        isMediaReady={room.isMediaReady}
        onJoin={signalling.enter}
      />
    );

  if (status === 'ended' || status === 'replaced' || status === 'failed')
    return <RoomOverView status={status} classHref={classHref} />;

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-label={t('live.video.heading')}>
        {status !== 'live' && (
          <p role="status" className="mb-3 rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
            {t(status === 'reconnecting' ? 'live.status.reconnecting' : 'live.status.connecting')}
          </p>
        )}
        <div className={`grid gap-3 ${others.length === 0 ? 'grid-cols-1' : 'sm:grid-cols-2'}`}>
          <VideoTile
            stream={room.preview}
            label={t('live.video.yours')}
            name={t('live.people.you', { name: nameOf(self.name) })}
            media={media}
            isSelf
          />
          {others.map((peer) => (
            <VideoTile
              key={peer.peerId}
              stream={streamFor(peer)}
              label={t('live.video.of', { name: nameOf(peer.name) })}
              name={nameOf(peer.name)}
              media={peer.media}
              connection={room.links[peer.peerId]}
            />
          ))}
        </div>
        {others.length === 0 && status === 'live' && <p className="mt-3 text-stone-700">{t('live.video.alone')}</p>}
        <RoomControls
          media={media}
          hasAudio={hasAudio}
          hasVideo={hasVideo}
          isCameraOn={isCameraOn}
          onMicrophone={controls.toggleMicrophone}
          onCamera={controls.toggleCamera}
          onScreen={controls.toggleScreen}
          onLeave={leave}
        />
        {room.notice && (
          <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t(room.notice)}
          </p>
        )}
      </section>

      <aside className="flex min-h-0 flex-col gap-6">
        <PeopleList me={room.me} others={others} media={media} nameOf={nameOf} />
        <RoomChat
          chat={room.chat}
          selfUserId={self.userId}
          nameOf={nameOf}
          draft={chat.draft}
          onDraft={chat.setDraft}
          onSubmit={chat.submit}
          isLive={status === 'live'}
        />
      </aside>
    </div>
  );
}
