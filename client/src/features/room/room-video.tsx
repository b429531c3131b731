import { useEffect, useRef } from 'react';

/** A <video> showing a stream (muted for our own preview, so we do not hear ourselves). */
export function RoomVideo({
  stream,
  label,
  muted = false,
}: {
  stream: MediaStream | null;
  label: string;
  muted?: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      className="aspect-video w-full rounded-2xl bg-slate-900 object-cover"
    />
  );
}
