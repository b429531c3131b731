/** Spec section 9: the delay before a repeated test returns to the dashboard. */
export const REDIRECT_AFTER_REPEAT_MS = 2500;
