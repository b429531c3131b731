/** Ten questions per test, each scored 0-3 (spec section 9): the highest score a test can give. */
export const MAX_SCORE = 30;
