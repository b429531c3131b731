/** Whether a write failed on a unique index (MongoDB's E11000 duplicate key error). */
export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
