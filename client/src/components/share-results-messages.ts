// What a member reads when deciding whether a booking's expert may see their results (#34).
export const shareResultsMessages = {
  question: (expert: string) => `Share your results with ${expert}?`,
  explanation: (expert: string) =>
    `If you say yes, ${expert} can see your questionnaire and test scores over time, to prepare for your appointment. Only ${expert}, only for this booking. MindCheck staff never see your results, and each time ${expert} looks, we record it. You can stop sharing at any time on My bookings.`,
  switchLabel: (expert: string) => `Share my results with ${expert}`,
  switchHint: 'Your questionnaire and test scores, for this booking only. Switch off at any time.',
  shared: (expert: string) => `Your results are shared with ${expert}. You can stop at any time on My bookings.`,
  notShared: 'Your results stay private. You can share them later on My bookings.',
  stopped: (expert: string) => `${expert} can no longer see your results.`,
  failed: 'Your choice was not saved. Please try again.',
} as const;
