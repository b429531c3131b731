// What the room reads from RTCPeerConnection.getStats(): whether the other person's sound is
// arriving, and how fast we can send (the automatic audio-only fallback).

/** Below this the browser cannot send usable video: the call falls back to audio only. */
export const VIDEO_MIN_BITRATE = 150_000;

export interface CallStats {
  /** Audio packets from the other person have arrived. */
  inboundAudio: boolean;
  /** Bits per second the connection can send now (the selected candidate pair's estimate), if known. */
  outgoingBitrate: number | null;
}

export async function readCallStats(pc: RTCPeerConnection): Promise<CallStats> {
  const report = await pc.getStats();
  let inboundAudio = false;
  let outgoingBitrate: number | null = null;
  report.forEach((stat: Record<string, unknown>) => {
    if (stat.type === 'inbound-rtp' && stat.kind === 'audio' && Number(stat.packetsReceived) > 0) inboundAudio = true;
    if (stat.type === 'candidate-pair' && stat.nominated && stat.state === 'succeeded') {
      const available = Number(stat.availableOutgoingBitrate);
      if (Number.isFinite(available)) outgoingBitrate = available;
    }
  });
  return { inboundAudio, outgoingBitrate };
}

/** Three weak readings in a row (about six seconds) before falling back, so one dip does not. */
export function isWeak(history: readonly (number | null)[]): boolean {
  const last = history.slice(-3);
  return last.length === 3 && last.every((b) => b !== null && b < VIDEO_MIN_BITRATE);
}
