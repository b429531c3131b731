// The member's safety plan kept on this device, only when they allowed it on /safety-plan, so
// "Get help now" can show it while the API is down. Forgotten at sign-out with the rest.
import type { SafetyPlanQuery } from '../gql/strings/graphql';

export type CachedSafetyPlan = NonNullable<SafetyPlanQuery['safetyPlan']>;

// Sign-out removes it too (use-forget-member.ts names the same key).
const KEY = 'mindcheck.safety-plan';

export function cachedSafetyPlan(): CachedSafetyPlan | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as CachedSafetyPlan) : null;
  } catch {
    return null;
  }
}

export function isSafetyPlanCached(): boolean {
  return cachedSafetyPlan() !== null;
}

export function cacheSafetyPlan(plan: CachedSafetyPlan): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(plan));
  } catch {
    // Storage full or blocked: the plan stays on the server only.
  }
}

export function forgetCachedSafetyPlan(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
