/*
 * Media through a LiveKit server (issue 13), when LIVEKIT_URL is configured: loaded only then,
 * and only on the room page (livekit-client is large). People are known to LiveKit by their
 * account id, which the room's own socket also carries, so a video finds its name in the roster.
 */

export type LiveKitCall = {
  setLocalTracks: (tracks: MediaStreamTrack[]) => Promise<void>;
  close: () => void;
};

export async function joinLiveKit({
  url,
  token,
  onRemoteStream,
}: {
  url: string;
  token: string;
  /** By account id; null when the person left. */
  onRemoteStream: (userId: string, stream: MediaStream | null) => void;
}): Promise<LiveKitCall> {
  const { Room, RoomEvent, Track } = await import('livekit-client');
  const room = new Room({ adaptiveStream: true, dynacast: true });
  const streamOf = (identity: string) => {
    const participant = room.remoteParticipants.get(identity);
    const tracks = [...(participant?.trackPublications.values() ?? [])]
      .map((publication) => publication.track?.mediaStreamTrack)
      .filter((track): track is MediaStreamTrack => Boolean(track));
    onRemoteStream(identity, tracks.length > 0 ? new MediaStream(tracks) : null);
  };
  room.on(RoomEvent.TrackSubscribed, (_track, _publication, participant) => streamOf(participant.identity));
  room.on(RoomEvent.TrackUnsubscribed, (_track, _publication, participant) => streamOf(participant.identity));
  room.on(RoomEvent.ParticipantDisconnected, (participant) => onRemoteStream(participant.identity, null));
  await room.connect(url, token);
  let published: MediaStreamTrack[] = [];
  return {
    setLocalTracks: async (tracks) => {
      for (const track of published) if (!tracks.includes(track)) await room.localParticipant.unpublishTrack(track, false);
      for (const track of tracks)
        if (!published.includes(track))
          await room.localParticipant.publishTrack(track, {
            source: track.kind === 'audio' ? Track.Source.Microphone : Track.Source.Camera,
          });
      published = tracks;
    },
    close: () => {
      room.disconnect().catch(() => {});
    },
  };
}
