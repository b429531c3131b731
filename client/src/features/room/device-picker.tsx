import type { LocalMedia } from './use-local-media';
import { useRoomTexts } from './room-texts';
import { DeviceSelect } from './device-select';

/** The camera and microphone lists (visible labels), shown before joining. */
export function DevicePicker({ media }: { media: LocalMedia }) {
  const roomTexts = useRoomTexts();
  const camera = { id: 'room-camera', label: roomTexts.camera, devices: media.cameras, value: media.cameraId };
  const microphone = {
    id: 'room-microphone',
    label: roomTexts.microphone,
    devices: media.microphones,
    value: media.microphoneId,
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <DeviceSelect {...camera} onChange={media.setCameraId} emptyLabel={roomTexts.none} />
      <DeviceSelect {...microphone} onChange={media.setMicrophoneId} />
    </div>
  );
}
