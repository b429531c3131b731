import type { LocalMedia } from './use-local-media';
import { useRoomTexts } from './room-texts';
import { DeviceSelect } from './device-select';

/** The camera and microphone lists (visible labels), shown before joining. */
export function DevicePicker({ media }: { media: LocalMedia }) {
  const roomTexts = useRoomTexts();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <DeviceSelect
        id="room-camera"
        label={roomTexts.camera}
        devices={media.cameras}
        value={media.cameraId}
        onChange={media.setCameraId}
        emptyLabel={roomTexts.none}
      />
      <DeviceSelect
        id="room-microphone"
        label={roomTexts.microphone}
        devices={media.microphones}
        value={media.microphoneId}
        onChange={media.setMicrophoneId}
      />
    </div>
  );
}
