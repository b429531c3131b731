import type { LocalMedia } from './use-local-media';
import { useRoomTexts } from './room-texts';

/** The camera and microphone lists (visible labels), shown before joining. */
export function DevicePicker({ media }: { media: LocalMedia }) {
  const roomTexts = useRoomTexts();
  const selectClass =
    'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700';
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor="room-camera" className="block text-sm font-semibold text-slate-800">
          {roomTexts.camera}
        </label>
        <select
          id="room-camera"
          className={selectClass}
          value={media.cameraId}
          onChange={(e) => media.setCameraId(e.target.value)}
          disabled={media.cameras.length === 0}
        >
          {media.cameras.length === 0 && <option value="">{roomTexts.none}</option>}
          {media.cameras.map((d) => (
            <option key={d.deviceId} value={d.deviceId}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="room-microphone" className="block text-sm font-semibold text-slate-800">
          {roomTexts.microphone}
        </label>
        <select
          id="room-microphone"
          className={selectClass}
          value={media.microphoneId}
          onChange={(e) => media.setMicrophoneId(e.target.value)}
          disabled={media.microphones.length === 0}
        >
          {media.microphones.map((d) => (
            <option key={d.deviceId} value={d.deviceId}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
