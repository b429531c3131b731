import { buttonStyle } from '../../components/busy-button';
import { DevicePicker } from './device-picker';
import { RoomVideo } from './room-video';
import { useRoomTexts } from './room-texts';
import type { LocalMedia } from './use-local-media';

interface Props {
  media: LocalMedia;
  audioOnly: boolean;
  onAudioOnly(on: boolean): void;
  onJoin(): void;
  joining: boolean;
  /** Why the room could not be entered (e.g. when it opens). */
  problem: string | null;
}

/** Before joining: choose and test the camera and microphone, or audio only. */
export function RoomPreview({ media, audioOnly, onAudioOnly, onJoin, joining, problem }: Props) {
  const roomTexts = useRoomTexts();
  return (
    <section aria-labelledby="room-preview-heading" className="space-y-4">
      <h2 id="room-preview-heading" className="text-lg font-semibold text-slate-900">
        {roomTexts.previewHeading}
      </h2>
      {media.failed ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {roomTexts.mediaFailed}
        </p>
      ) : (
        <RoomVideo stream={media.stream} label={roomTexts.preview} muted />
      )}
      {media.noCamera && <p className="text-sm text-slate-700">{roomTexts.noCamera}</p>}
      <DevicePicker media={media} />
      <label className="flex items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          checked={audioOnly}
          onChange={(e) => onAudioOnly(e.target.checked)}
          className="size-4 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        {roomTexts.audioOnlyChoice}
      </label>
      {problem && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {problem}
        </p>
      )}
      <button type="button" className={buttonStyle.primary} onClick={onJoin} disabled={joining || !media.stream}>
        {joining ? roomTexts.joining : roomTexts.join}
      </button>
    </section>
  );
}
