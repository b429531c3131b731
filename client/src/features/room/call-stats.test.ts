import { isWeak, readCallStats, VIDEO_MIN_BITRATE } from './call-stats';

/** A peer connection whose getStats() answers with these reports (the browser's own shape). */
function withStats(stats: Record<string, unknown>[]): RTCPeerConnection {
  return { getStats: async () => new Map(stats.map((s, i) => [String(i), s])) } as unknown as RTCPeerConnection;
}

describe('readCallStats', () => {
  it("says the other person's sound arrives once inbound audio packets have come", async () => {
    const none = await readCallStats(withStats([{ type: 'inbound-rtp', kind: 'audio', packetsReceived: 0 }]));
    expect(none.inboundAudio).toBe(false);
    const some = await readCallStats(
      withStats([
        { type: 'inbound-rtp', kind: 'video', packetsReceived: 50 },
        { type: 'inbound-rtp', kind: 'audio', packetsReceived: 12 },
      ]),
    );
    expect(some.inboundAudio).toBe(true);
  });

  it('reads the outgoing bitrate of the pair in use only', async () => {
    const stats = await readCallStats(
      withStats([
        { type: 'candidate-pair', nominated: false, state: 'succeeded', availableOutgoingBitrate: 9_000_000 },
        { type: 'candidate-pair', nominated: true, state: 'succeeded', availableOutgoingBitrate: 80_000 },
      ]),
    );
    expect(stats.outgoingBitrate).toBe(80_000);
    expect((await readCallStats(withStats([]))).outgoingBitrate).toBeNull();
  });
});

describe('isWeak (the automatic audio-only fallback)', () => {
  const low = VIDEO_MIN_BITRATE - 1;
  it('falls back after three weak readings in a row, not after one dip or an unknown reading', () => {
    expect(isWeak([low, low])).toBe(false);
    expect(isWeak([low, low, low])).toBe(true);
    expect(isWeak([low, 2_000_000, low])).toBe(false);
    expect(isWeak([low, null, low])).toBe(false);
    expect(isWeak([VIDEO_MIN_BITRATE, VIDEO_MIN_BITRATE, VIDEO_MIN_BITRATE])).toBe(false);
  });
});
