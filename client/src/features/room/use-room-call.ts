import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useSubscription } from '@apollo/client/react';
import { RoomSignalsDocument, SendRoomSignalDocument } from '../../gql/graphql';
import { isWeak, readCallStats } from './call-stats';
import { RoomPeer, type CallState, type Side } from './room-peer';

export interface RoomCall {
  state: CallState;
  remoteStream: MediaStream | null;
  /** The other person's sound is arriving (read from getStats()). */
  inboundAudio: boolean;
  /** The other person sends no video (they chose audio only, or their connection is weak). */
  remoteAudioOnly: boolean;
  audioOnly: boolean;
  /** Audio only was switched on because the connection could not carry video. */
  autoAudioOnly: boolean;
  muted: boolean;
  cameraOff: boolean;
  setAudioOnly(on: boolean): void;
  setMuted(on: boolean): void;
  setCameraOff(on: boolean): void;
  leave(): void;
}

interface Options {
  reference: string;
  side: Side;
  stream: MediaStream;
  iceServers: RTCIceServer[];
  /** Audio only chosen before joining. */
  startAudioOnly: boolean;
}

const STATS_EVERY_MS = 2000;

/** The call itself, once joined: the peer connection, its signalling over the GraphQL WebSocket, and its controls. */
export function useRoomCall({ reference, side, stream, iceServers, startAudioOnly }: Options): RoomCall {
  const [sendSignal] = useMutation(SendRoomSignalDocument);
  const peerRef = useRef<RoomPeer | null>(null);
  const [state, setState] = useState<CallState>('waiting');
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [remoteAudioOnly, setRemoteAudioOnly] = useState(false);
  const [inboundAudio, setInboundAudio] = useState(false);
  const [audioOnly, setAudioOnlyState] = useState(startAudioOnly);
  const [autoAudioOnly, setAutoAudioOnly] = useState(false);
  const [muted, setMutedState] = useState(false);
  const [cameraOff, setCameraOffState] = useState(false);

  useSubscription(RoomSignalsDocument, {
    variables: { reference },
    onData: ({ data }) => {
      const signal = data.data?.roomSignals;
      if (signal) peerRef.current?.receive(signal.signal);
    },
  });

  useEffect(() => {
    const peer = new RoomPeer(
      side,
      { iceServers },
      stream,
      (signal) => {
        sendSignal({ variables: { reference, signal: JSON.stringify(signal) } }).catch(() => undefined);
      },
      { onState: setState, onRemoteStream: setRemoteStream, onRemoteAudioOnly: setRemoteAudioOnly },
    );
    peerRef.current = peer;
    if (startAudioOnly) void peer.setAudioOnly(true);
    // A network change (another Wi-Fi, mobile data): a new ICE negotiation, without leaving.
    const restart = () => peer.restart();
    const connection = (navigator as { connection?: EventTarget }).connection;
    window.addEventListener('online', restart);
    connection?.addEventListener('change', restart);
    return () => {
      window.removeEventListener('online', restart);
      connection?.removeEventListener('change', restart);
      peer.close();
      peerRef.current = null;
    };
    // One peer per join: the stream and servers are fixed once joined.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference, side, stream]);

  const audioOnlyRef = useRef(audioOnly);
  audioOnlyRef.current = audioOnly;
  useEffect(() => {
    const bitrates: (number | null)[] = [];
    const timer = setInterval(() => {
      const peer = peerRef.current;
      if (!peer) return;
      readCallStats(peer.pc).then(
        (stats) => {
          setInboundAudio(stats.inboundAudio);
          bitrates.push(stats.outgoingBitrate);
          if (bitrates.length > 3) bitrates.shift();
          if (!audioOnlyRef.current && isWeak(bitrates)) {
            void peer.setAudioOnly(true);
            setAudioOnlyState(true);
            setAutoAudioOnly(true);
          }
        },
        () => undefined,
      );
    }, STATS_EVERY_MS);
    return () => clearInterval(timer);
  }, []);

  const setAudioOnly = useCallback((on: boolean) => {
    void peerRef.current?.setAudioOnly(on);
    setAudioOnlyState(on);
    setAutoAudioOnly(false);
  }, []);
  const setMuted = useCallback(
    (on: boolean) => {
      stream.getAudioTracks().forEach((t) => (t.enabled = !on));
      setMutedState(on);
    },
    [stream],
  );
  const setCameraOff = useCallback(
    (on: boolean) => {
      stream.getVideoTracks().forEach((t) => (t.enabled = !on));
      setCameraOffState(on);
    },
    [stream],
  );
  const leave = useCallback(() => peerRef.current?.close(), []);

  return {
    state,
    remoteStream,
    inboundAudio,
    remoteAudioOnly,
    audioOnly,
    autoAudioOnly,
    muted,
    cameraOff,
    setAudioOnly,
    setMuted,
    setCameraOff,
    leave,
  };
}
