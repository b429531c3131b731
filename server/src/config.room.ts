// The session room's settings (#35): ICE_SERVERS and TURN_SECRET, read by config.ts.
import { z } from 'zod';

export const iceServersSchema = z
  .array(
    z.object({
      urls: z
        .array(z.string().regex(/^(stun|stuns|turn|turns):[^\s]{1,300}$/, { message: 'must be a stun: or turn: URL' }))
        .min(1)
        .max(10),
    }),
  )
  .max(10);
export function parseIceServers(v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    return 'not JSON';
  }
}

/** The session room's servers (#35): a TURN server needs the shared secret its credentials are minted with. */
export function roomConfig(
  e: { ICE_SERVERS?: z.output<typeof iceServersSchema>; TURN_SECRET?: string },
  problems: string[],
): { iceServers: z.output<typeof iceServersSchema>; turnSecret: string | undefined } {
  const iceServers = e.ICE_SERVERS ?? [];
  if (iceServers.some((s) => s.urls.some((u) => u.startsWith('turn'))) && !e.TURN_SECRET)
    problems.push('TURN_SECRET: is required when ICE_SERVERS lists a turn: server');
  return { iceServers, turnSecret: e.TURN_SECRET };
}
