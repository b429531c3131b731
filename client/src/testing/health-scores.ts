// A point of the dashboard's health chart as the HealthScores query answers it, for its unit tests.

export const scorePoint = (id: string, createdAt: string, score: number, condition = 'DEPRESSION') => ({
  __typename: 'HealthScorePoint' as const,
  assessmentId: id,
  condition: condition as never,
  score,
  evaluation: `Evaluation ${id}`,
  createdAt,
});
