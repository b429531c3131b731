// The safety plan in server tests.

/** A safety plan input with every step empty (a test fills in the step it is about). */
export const emptyPlan = {
  warningSigns: [],
  copingStrategies: [],
  distractions: [],
  peopleToAsk: [],
  professionals: [],
  safeEnvironment: [],
  reasonsForLiving: [],
};
