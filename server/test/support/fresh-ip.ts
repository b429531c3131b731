// A new client address for each request that must not share another's rate-limit budget (the app
// trusts one proxy hop in tests that send X-Forwarded-For).

/** Addresses one after another (10.0.0.1, 10.0.0.2, ..., 10.0.1.1, ...), none given twice by one sequence. */
export function ipSequence(): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `10.${Math.floor(count / 62_500) % 250}.${Math.floor(count / 250) % 250}.${(count % 250) + 1}`;
  };
}
