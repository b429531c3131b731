// ICE_SERVERS and TURN_SECRET (#35): validated at start-up, one line per problem.
import { ConfigError, loadConfig } from '../../config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

it('reads STUN and TURN servers, and none when unset (host candidates only)', () => {
  expect(loadConfig({}).room).toEqual({ iceServers: [], turnSecret: undefined });
  const room = loadConfig({
    ICE_SERVERS: '[{"urls":["stun:stun.example.org:3478"]},{"urls":["turn:turn.example.org:3478"]}]',
    TURN_SECRET: 'sixteen-chars-or-more',
  }).room;
  expect(room.iceServers).toHaveLength(2);
  expect(room.turnSecret).toBe('sixteen-chars-or-more');
});

it('refuses what is not a list of stun:/turn: servers, and a TURN server without its secret', () => {
  expect(problemsOf({ ICE_SERVERS: 'not json' })[0]).toMatch(/^ICE_SERVERS/);
  expect(problemsOf({ ICE_SERVERS: '[{"urls":["https://example.org"]}]' })[0]).toMatch(/^ICE_SERVERS.*stun: or turn:/);
  expect(problemsOf({ ICE_SERVERS: '[{"urls":["turn:turn.example.org:3478"]}]' })).toEqual([
    'TURN_SECRET: is required when ICE_SERVERS lists a turn: server',
  ]);
  expect(problemsOf({ TURN_SECRET: 'short' })[0]).toMatch(/^TURN_SECRET: must be at least 16/);
});
