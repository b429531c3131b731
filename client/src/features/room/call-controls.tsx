import { Mic, MicOff, PhoneOff, Video, VideoOff, AudioLines } from 'lucide-react';
import { buttonStyle } from '../../components/busy-button';
import { useRoomTexts } from './room-texts';
import type { RoomCall } from './use-room-call';

/** Mute, camera off, audio only and leave: native buttons with visible words. */
export function CallControls({ call, onLeave }: { call: RoomCall; onLeave(): void }) {
  const roomTexts = useRoomTexts();
  const button = `${buttonStyle.secondary} inline-flex items-center gap-2 focus-visible:outline-2 focus-visible:outline-brand-700`;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={roomTexts.controls}>
      <button type="button" className={button} aria-pressed={call.muted} onClick={() => call.setMuted(!call.muted)}>
        {call.muted ? <MicOff aria-hidden="true" className="size-4" /> : <Mic aria-hidden="true" className="size-4" />}
        {call.muted ? roomTexts.unmute : roomTexts.mute}
      </button>
      {!call.audioOnly && (
        <button
          type="button"
          className={button}
          aria-pressed={call.cameraOff}
          onClick={() => call.setCameraOff(!call.cameraOff)}
        >
          {call.cameraOff ? (
            <VideoOff aria-hidden="true" className="size-4" />
          ) : (
            <Video aria-hidden="true" className="size-4" />
          )}
          {call.cameraOff ? roomTexts.cameraOn : roomTexts.cameraOff}
        </button>
      )}
      <button type="button" className={button} onClick={() => call.setAudioOnly(!call.audioOnly)}>
        <AudioLines aria-hidden="true" className="size-4" />
        {call.audioOnly ? roomTexts.videoBack : roomTexts.audioOnly}
      </button>
      <button type="button" className={`${buttonStyle.danger} inline-flex items-center gap-2`} onClick={onLeave}>
        <PhoneOff aria-hidden="true" className="size-4" />
        {roomTexts.leave}
      </button>
    </div>
  );
}
