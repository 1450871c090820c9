import type { ClientMessage, ServerMessage } from '../live.schema';
import type { IceServer } from '../video-provider';

/*
 * The built-in rooms' media (issue 13): one RTCPeerConnection to each other person, negotiated
 * with the "perfect negotiation" pattern (W3C WebRTC, §10.7): both sides may offer at any time,
 * and when two offers cross, the polite side (the smaller peer id) gives way.
 *
 * The first exchange avoids crossing offers altogether: the person already in the room offers,
 * the newcomer answers and only then adds its camera. Rolling back a crossed first offer left
 * Chromium's polite side gathering no network candidates for its answer now and then (seen in
 * about one end-to-end run in six), and the call never connected.
 */

/** A newcomer whose offer never came (the other browser stalled) offers itself after this long. */
const FIRST_OFFER_WAIT_MS = 4000;

type SignalMessage = Extract<ServerMessage, { type: 'signal' }>;
type SendSignal = (message: Extract<ClientMessage, { type: 'signal' }>) => void;

type PeerLink = {
  peerId: string;
  connection: RTCPeerConnection;
  isPolite: boolean;
  isMakingOffer: boolean;
  isIgnoringOffer: boolean;
  /** Signals run one after another: a candidate must not overtake the offer it belongs to. */
  queue: Promise<void>;
  /** Our tracks go on the connection (so our offers start); false until the first offer, for a newcomer. */
  isSending: boolean;
  firstOfferTimer: ReturnType<typeof setTimeout> | null;
};

export type MeshCallOptions = {
  selfId: string;
  iceServers: IceServer[];
  send: SendSignal;
  onRemoteStream: (peerId: string, stream: MediaStream | null) => void;
  onConnectionState?: (peerId: string, state: RTCPeerConnectionState) => void;
};

export class MeshCall {
  private readonly links = new Map<string, PeerLink>();
  private tracks: MediaStreamTrack[] = [];
  private stream = new MediaStream();

  constructor(private readonly options: MeshCallOptions) {}

  /** The tracks everyone receives from us (microphone, and camera or screen). */
  setLocalTracks(tracks: MediaStreamTrack[]) {
    this.tracks = tracks;
    this.stream = new MediaStream(tracks);
    for (const link of this.links.values()) if (link.isSending) this.syncTracks(link.connection);
  }

  /**
   * Someone is in the room: connect to them (idempotent). `initiate`: we offer first (they just
   * joined); otherwise we wait for their offer (we are the newcomer).
   */
  connect(peerId: string, { initiate }: { initiate: boolean }) {
    if (peerId === this.options.selfId || this.links.has(peerId)) return;
    const connection = new RTCPeerConnection({ iceServers: this.options.iceServers });
    const link: PeerLink = {
      peerId,
      connection,
      isPolite: this.options.selfId < peerId,
      isMakingOffer: false,
      isIgnoringOffer: false,
      queue: Promise.resolve(),
      isSending: false,
      firstOfferTimer: null,
    };
    this.links.set(peerId, link);
    connection.onnegotiationneeded = async () => {
      try {
        link.isMakingOffer = true;
        await connection.setLocalDescription();
        const description = connection.localDescription;
        if (description && (description.type === 'offer' || description.type === 'answer'))
          this.options.send({ type: 'signal', to: peerId, description: { type: description.type, sdp: description.sdp } });
      } catch (error) {
        console.warn('could not make an offer', error);
      } finally {
        link.isMakingOffer = false;
      }
    };
    connection.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
      const { candidate: line, sdpMid, sdpMLineIndex, usernameFragment } = candidate.toJSON();
      this.options.send({
        type: 'signal',
        to: peerId,
        candidate: { candidate: line ?? '', sdpMid, sdpMLineIndex, usernameFragment },
      });
    };
    connection.ontrack = ({ track, streams }) => {
      const stream = streams[0] ?? new MediaStream([track]);
      this.options.onRemoteStream(peerId, stream);
    };
    connection.onconnectionstatechange = () => {
      this.options.onConnectionState?.(peerId, connection.connectionState);
      // A network change: ask for new paths before giving up.
      if (connection.connectionState === 'failed') connection.restartIce();
    };
    if (initiate) this.startSending(link, { canReceive: true });
    else
      link.firstOfferTimer = setTimeout(() => {
        if (!link.isSending && connection.signalingState === 'stable') this.startSending(link, { canReceive: true });
      }, FIRST_OFFER_WAIT_MS);
  }

  private startSending(link: PeerLink, { canReceive }: { canReceive: boolean }) {
    if (link.isSending) return;
    link.isSending = true;
    if (link.firstOfferTimer) clearTimeout(link.firstOfferTimer);
    const { connection } = link;
    // An offer always asks for sound and a camera, so a person without either still receives both.
    if (canReceive && connection.getTransceivers().length === 0) {
      if (!this.tracks.some((track) => track.kind === 'video')) connection.addTransceiver('video', { direction: 'recvonly' });
      if (!this.tracks.some((track) => track.kind === 'audio')) connection.addTransceiver('audio', { direction: 'recvonly' });
    }
    this.syncTracks(connection);
  }

  /** A message for us from one of the others. */
  handleSignal(message: SignalMessage) {
    this.connect(message.from, { initiate: false });
    const link = this.links.get(message.from);
    if (!link) return;
    link.queue = link.queue.then(() => this.applySignal(link, message)).catch((error) => console.warn('signal failed', error));
  }

  disconnect(peerId: string) {
    const link = this.links.get(peerId);
    if (!link) return;
    if (link.firstOfferTimer) clearTimeout(link.firstOfferTimer);
    link.connection.close();
    this.links.delete(peerId);
    this.options.onRemoteStream(peerId, null);
  }

  close() {
    for (const peerId of [...this.links.keys()]) this.disconnect(peerId);
  }

  private async applySignal(link: PeerLink, { description, candidate }: SignalMessage) {
    const { connection } = link;
    if (description) {
      const isCollision = description.type === 'offer' && (link.isMakingOffer || connection.signalingState !== 'stable');
      link.isIgnoringOffer = !link.isPolite && isCollision;
      if (link.isIgnoringOffer) return;
      await connection.setRemoteDescription(description);
      if (description.type === 'offer') {
        // The newcomer's camera and microphone go on the lines the offer opened, in this answer.
        this.startSending(link, { canReceive: false });
        await connection.setLocalDescription();
        const answer = connection.localDescription;
        if (answer) this.options.send({ type: 'signal', to: link.peerId, description: { type: 'answer', sdp: answer.sdp } });
      }
      return;
    }
    if (candidate) {
      try {
        await connection.addIceCandidate(candidate);
      } catch (error) {
        // Candidates of an offer we chose to ignore are expected to fail.
        if (!link.isIgnoringOffer) throw error;
      }
    }
  }

  /** Sends our current tracks on the connection: replaces what a sender carries, adds what is new. */
  private syncTracks(connection: RTCPeerConnection) {
    const transceivers = connection.getTransceivers();
    for (const kind of ['audio', 'video'] as const) {
      const track = this.tracks.find((candidate) => candidate.kind === kind) ?? null;
      const sending = transceivers.find((transceiver) => transceiver.sender.track?.kind === kind);
      if (sending) {
        if (sending.sender.track !== track) sending.sender.replaceTrack(track).catch(() => {});
        continue;
      }
      if (!track) continue;
      // Reuse a receive-only line of the same kind, so no second m-line is added.
      const idle = transceivers.find(
        (transceiver) =>
          !transceiver.sender.track && transceiver.receiver.track.kind === kind && transceiver.currentDirection !== 'stopped',
      );
      if (idle) {
        idle.direction = 'sendrecv';
        idle.sender.replaceTrack(track).catch(() => {});
        idle.sender.setStreams?.(this.stream);
      } else connection.addTrack(track, this.stream);
    }
  }
}
