// One side of the session room's call: a plain RTCPeerConnection and the signalling between the two
// people of the appointment (relayed by the server, never stored). The member makes the offers; the
// expert answers. Each side says "hello" every 2 seconds until it hears the other (so whoever comes
// first is found by the one who comes second); a network change or a lost connection restarts ICE
// without leaving the call; "bye" sends the other back to the waiting screen.

export type Side = 'MEMBER' | 'EXPERT';
export type CallState = 'waiting' | 'connecting' | 'connected' | 'reconnecting';

type Signal =
  | { type: 'hello' }
  | { type: 'bye' }
  | { type: 'offer' | 'answer'; sdp: string }
  | { type: 'candidate'; candidate: RTCIceCandidateInit }
  | { type: 'mode'; audioOnly: boolean };

export interface PeerEvents {
  onState(state: CallState): void;
  onRemoteStream(stream: MediaStream | null): void;
  onRemoteAudioOnly(audioOnly: boolean): void;
}

const HELLO_EVERY_MS = 2000;
const OFFER_PATIENCE_MS = 4000;

export class RoomPeer {
  pc: RTCPeerConnection;
  private remote = new MediaStream();
  private pending: RTCIceCandidateInit[] = [];
  private chain: Promise<void> = Promise.resolve();
  private helloTimer: ReturnType<typeof setInterval> | undefined;
  private offeredAt = 0;
  private videoTrack: MediaStreamTrack | null;
  private closed = false;

  constructor(
    private readonly side: Side,
    private readonly config: RTCConfiguration,
    private readonly stream: MediaStream,
    private readonly send: (signal: Signal) => void,
    private readonly events: PeerEvents,
  ) {
    this.videoTrack = stream.getVideoTracks()[0] ?? null;
    this.pc = this.connect();
  }

  /** A new connection with our tracks on it (also after the other person left and comes back). */
  private connect(): RTCPeerConnection {
    const pc = new RTCPeerConnection(this.config);
    for (const track of this.stream.getTracks()) pc.addTrack(track, this.stream);
    // Without a camera we still receive the other person's video.
    if (!this.videoTrack) pc.addTransceiver('video', { direction: 'recvonly' });
    pc.onicecandidate = (e) => {
      if (e.candidate) this.send({ type: 'candidate', candidate: e.candidate.toJSON() });
    };
    pc.ontrack = (e) => {
      this.remote.addTrack(e.track);
      this.events.onRemoteStream(this.remote);
    };
    pc.onconnectionstatechange = () => this.connectionChanged(pc);
    this.remote = new MediaStream();
    this.events.onRemoteStream(null);
    this.events.onState('waiting');
    this.helloUntilHeard();
    return pc;
  }

  private connectionChanged(pc: RTCPeerConnection) {
    if (pc !== this.pc || this.closed) return;
    const state = pc.connectionState;
    if (state === 'connected') this.events.onState('connected');
    else if (state === 'disconnected' || state === 'failed') {
      this.events.onState('reconnecting');
      this.restart();
    }
  }

  private helloUntilHeard() {
    clearInterval(this.helloTimer);
    this.send({ type: 'hello' });
    this.helloTimer = setInterval(() => this.send({ type: 'hello' }), HELLO_EVERY_MS);
  }

  /** A signal from the other person, handled one at a time in arrival order. */
  receive(json: string) {
    let signal: Signal;
    try {
      signal = JSON.parse(json) as Signal;
    } catch {
      return;
    }
    this.chain = this.chain.then(() => this.handle(signal)).catch(() => undefined);
  }

  private async handle(signal: Signal) {
    if (this.closed) return;
    if (signal.type === 'bye') {
      this.pc.close();
      this.pc = this.connect();
      return;
    }
    clearInterval(this.helloTimer);
    if (signal.type === 'hello') {
      if (this.side === 'EXPERT') this.send({ type: 'hello' });
      else if (this.pc.connectionState !== 'connected') await this.offer(false);
    } else if (signal.type === 'offer' && this.side === 'EXPERT') await this.answer(signal.sdp);
    else if (signal.type === 'answer' && this.pc.signalingState === 'have-local-offer') {
      await this.pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
      await this.flushCandidates();
    } else if (signal.type === 'candidate') {
      if (this.pc.remoteDescription) await this.pc.addIceCandidate(signal.candidate).catch(() => undefined);
      else this.pending.push(signal.candidate);
    } else if (signal.type === 'mode') this.events.onRemoteAudioOnly(signal.audioOnly);
  }

  private async offer(iceRestart: boolean) {
    if (!iceRestart && Date.now() - this.offeredAt < OFFER_PATIENCE_MS) return;
    if (this.pc.signalingState === 'have-local-offer') await this.pc.setLocalDescription({ type: 'rollback' });
    this.events.onState(iceRestart ? 'reconnecting' : 'connecting');
    const offer = await this.pc.createOffer({ iceRestart });
    await this.pc.setLocalDescription(offer);
    this.offeredAt = Date.now();
    this.send({ type: 'offer', sdp: offer.sdp ?? '' });
  }

  private async answer(sdp: string) {
    this.events.onState(this.pc.connectionState === 'connected' ? 'connected' : 'connecting');
    await this.pc.setRemoteDescription({ type: 'offer', sdp });
    await this.flushCandidates();
    const answer = await this.pc.createAnswer();
    await this.pc.setLocalDescription(answer);
    this.send({ type: 'answer', sdp: answer.sdp ?? '' });
  }

  private async flushCandidates() {
    for (const candidate of this.pending.splice(0)) await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  /** After a network change: a new ICE negotiation on the same call (the member offers it). */
  restart() {
    if (this.closed) return;
    if (this.side === 'MEMBER') this.chain = this.chain.then(() => this.offer(true)).catch(() => undefined);
    else this.send({ type: 'hello' });
  }

  /** Audio only: the camera's track leaves the connection (no bandwidth for video), and back. */
  async setAudioOnly(audioOnly: boolean) {
    const sender = this.pc.getSenders().find((s) => s.track?.kind === 'video' || s === this.videoSender());
    if (sender) await sender.replaceTrack(audioOnly ? null : this.videoTrack);
    this.send({ type: 'mode', audioOnly });
  }

  private videoSender(): RTCRtpSender | undefined {
    return this.pc.getTransceivers().find((t) => t.receiver.track.kind === 'video')?.sender;
  }

  close() {
    if (this.closed) return;
    this.send({ type: 'bye' });
    this.closed = true;
    clearInterval(this.helloTimer);
    this.pc.close();
  }
}
