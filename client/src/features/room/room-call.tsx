import { RoomVideo } from './room-video';
import { CallControls } from './call-controls';
import { useRoomTexts } from './room-texts';
import { useRoomCall } from './use-room-call';
import type { Side } from './room-peer';

interface Props {
  reference: string;
  side: Side;
  stream: MediaStream;
  iceServers: RTCIceServer[];
  startAudioOnly: boolean;
  onLeave(): void;
}

/** The call: the other person (or the waiting screen), our own picture, the status and the controls. */
export function RoomCall({ reference, side, stream, iceServers, startAudioOnly, onLeave }: Props) {
  const call = useRoomCall({ reference, side, stream, iceServers, startAudioOnly });
  const waiting = call.state === 'waiting';
  const roomTexts = useRoomTexts();
  const status = {
    waiting: side === 'MEMBER' ? roomTexts.waitingMember : roomTexts.waitingExpert,
    connecting: roomTexts.connecting,
    connected: roomTexts.connected,
    reconnecting: roomTexts.reconnecting,
  }[call.state];
  return (
    <section aria-label={roomTexts.call} className="space-y-4">
      <p role="status" aria-live="polite" className="font-semibold text-slate-900">
        {status}
        {call.state === 'connected' && call.inboundAudio && <span> {roomTexts.audioArriving}</span>}
      </p>
      {call.autoAudioOnly && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {roomTexts.autoAudioOnly}
        </p>
      )}
      {call.audioOnly && <p className="text-sm text-slate-700">{roomTexts.audioOnlyNote}</p>}
      {call.remoteAudioOnly && <p className="text-sm text-slate-700">{roomTexts.remoteAudioOnly}</p>}
      <div className="grid gap-3 md:grid-cols-[2fr_1fr]">
        {waiting ? (
          <div className="flex aspect-video items-center justify-center rounded-2xl bg-slate-100 p-6 text-center text-slate-700">
            {status}
          </div>
        ) : (
          <RoomVideo stream={call.remoteStream} label={roomTexts.otherPerson} />
        )}
        <RoomVideo stream={stream} label={roomTexts.you} muted />
      </div>
      <CallControls
        call={call}
        onLeave={() => {
          call.leave();
          onLeave();
        }}
      />
    </section>
  );
}
