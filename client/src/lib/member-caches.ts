// What keeps a member's data in memory (Apollo's cache, once the signed-in pages have loaded
// Apollo) registers here how to empty it; useForgetMember empties them all at sign-out, without
// loading any of them.
const clearers = new Set<() => Promise<unknown>>();

export function registerMemberCache(clear: () => Promise<unknown>) {
  clearers.add(clear);
}

export async function clearMemberCaches() {
  await Promise.all([...clearers].map((clear) => clear().catch(() => undefined)));
}
