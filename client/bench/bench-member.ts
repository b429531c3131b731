// The benchmarks' signed-in member (bench:web's Lighthouse runs and bench/long-tasks.ts), made
// over the app's GraphQL API as the sign-up page and the consent page would.

/** Signs up a member (with one test taken, so the dashboard draws its chart) and returns the session cookie. */
export async function memberCookie(baseUrl: string): Promise<string> {
  let cookie = '';
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (setCookie.length) cookie = setCookie.join('; ');
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    if (body.errors) throw new Error(`bench member: ${body.errors.map((e) => e.message).join('; ')}`);
    return body.data!;
  };
  await gql(`mutation ($input: SignUpInput!) { signUp(input: $input) { id } }`, {
    input: {
      firstName: 'Bench',
      lastName: 'Member',
      email: `bench.${Date.now()}@example.com`,
      password: 'a long enough passphrase',
      age: 30,
      disabilities: 'None',
      phoneNumber: '08012345678',
      pastHealthIssues: 'None',
    },
  });
  // Tests and chat wait for the member's consent (#26): given as the consent page would.
  await gql(`mutation { giveConsent(aiProcessing: true) { id } }`);
  const { assessment } = (await gql(
    `query { assessment(condition: ANXIETY) { questions { id options { label } } } }`,
  )) as {
    assessment: { questions: { id: string; options: { label: string }[] }[] };
  };
  await gql(`mutation ($answers: [AnswerInput!]!) { submitAssessment(condition: ANXIETY, answers: $answers) { id } }`, {
    answers: assessment.questions.map((q, i) => ({ questionId: q.id, selectedAnswer: q.options[i % 2].label })),
  });
  return cookie;
}

/** Sets the bench member's language (User.locale: their pages follow it, whatever the browser asks). */
export async function setMemberLocale(baseUrl: string, cookie: string, locale: string): Promise<void> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
    body: JSON.stringify({
      query: `mutation ($locale: String!) { updateProfile(input: { locale: $locale }) { id } }`,
      variables: { locale },
    }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  if (body.errors) throw new Error(`bench member's language: ${body.errors.map((e) => e.message).join('; ')}`);
}
