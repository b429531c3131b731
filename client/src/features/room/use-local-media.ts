import { useCallback, useEffect, useState } from 'react';

export interface MediaDevice {
  deviceId: string;
  label: string;
}

export interface LocalMedia {
  stream: MediaStream | null;
  cameras: MediaDevice[];
  microphones: MediaDevice[];
  cameraId: string;
  microphoneId: string;
  setCameraId(id: string): void;
  setMicrophoneId(id: string): void;
  /** No camera could be opened: the call is audio only. */
  noCamera: boolean;
  /** Neither could be opened (permission refused, no device). */
  failed: boolean;
  stop(): void;
}

function constraint(id: string): MediaTrackConstraints | boolean {
  return id ? { deviceId: { exact: id } } : true;
}

async function open(cameraId: string, microphoneId: string): Promise<{ stream: MediaStream; noCamera: boolean }> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: constraint(microphoneId),
      video: constraint(cameraId),
    });
    return { stream, noCamera: false };
  } catch {
    // No camera (or it is refused): the call can still be audio only.
    const stream = await navigator.mediaDevices.getUserMedia({ audio: constraint(microphoneId), video: false });
    return { stream, noCamera: true };
  }
}

/** The chosen camera and microphone, opened for the preview and the call; their lists once allowed. */
export function useLocalMedia(): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameras, setCameras] = useState<MediaDevice[]>([]);
  const [microphones, setMicrophones] = useState<MediaDevice[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const [noCamera, setNoCamera] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current: MediaStream | null = null;
    let cancelled = false;
    open(cameraId, microphoneId).then(
      async (opened) => {
        if (cancelled) {
          opened.stream.getTracks().forEach((t) => t.stop());
          return;
        }
        current = opened.stream;
        setStream(opened.stream);
        setNoCamera(opened.noCamera);
        setFailed(false);
        const devices = await navigator.mediaDevices.enumerateDevices();
        const named = (kind: MediaDeviceKind, word: string) =>
          devices
            .filter((d) => d.kind === kind)
            .map((d, i) => ({ deviceId: d.deviceId, label: d.label || `${word} ${i + 1}` }));
        setCameras(named('videoinput', 'Camera'));
        setMicrophones(named('audioinput', 'Microphone'));
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      current?.getTracks().forEach((t) => t.stop());
    };
  }, [cameraId, microphoneId]);

  const stop = useCallback(() => stream?.getTracks().forEach((t) => t.stop()), [stream]);

  return {
    stream,
    cameras,
    microphones,
    cameraId,
    microphoneId,
    setCameraId,
    setMicrophoneId,
    noCamera,
    failed,
    stop,
  };
}
