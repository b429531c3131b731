// A tiny GraphQL-over-HTTP client with a cookie jar, speaking to the app as a browser would.
export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string; field?: string; retryAfterSeconds?: number; [key: string]: unknown };
  path?: (string | number)[];
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: GraphQLErrorShape[];
  headers: Headers;
}

let memberCounter = 0;

/** Sign-up data for a new, unique member. */
export function newMemberInput(overrides: Record<string, unknown> = {}) {
  memberCounter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `member${memberCounter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
    age: 36,
    disabilities: 'None',
    phoneNumber: '08012345678',
    pastHealthIssues: 'None',
    ...overrides,
  };
}

export const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { id email firstName lastName } }`;
export const GIVE_CONSENT = `mutation GiveConsent($aiProcessing: Boolean!) { giveConsent(aiProcessing: $aiProcessing) { id consentedAt aiProcessing } }`;
export const SIGN_IN = `mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { id email } }`;

export class GraphQLClient {
  readonly cookies = new Map<string, string>();
  /** Set when signUp/signIn succeeded through this client. */
  member?: { id: string; email: string; password: string };

  constructor(
    readonly baseUrl: string,
    readonly extraHeaders: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    for (const [k, v] of Object.entries(this.extraHeaders)) headers.set(k, v);
    const res = await fetch(this.baseUrl + path, { ...init, headers, redirect: 'manual' });
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(setCookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>> {
    const res = await this.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    let body: { data?: T; errors?: GraphQLErrorShape[] };
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`non-JSON response ${res.status}: ${text.slice(0, 200)}`);
    }
    return { status: res.status, data: body.data, errors: body.errors, headers: res.headers };
  }

  /** Runs an operation that must succeed, and returns its data. */
  async ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const res = await this.gql<T>(query, variables);
    if (res.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(res.errors)}`);
    return res.data as T;
  }

  /**
   * Signs up a new member on this client (its cookie jar now holds their session). The member
   * gives consent (with the AI service allowed) as they would before their first test, unless the
   * test is about consent: `{ consent: false }` leaves them without, `{ aiProcessing: false }`
   * consents without the AI service.
   */
  async signUp(
    overrides: Record<string, unknown> = {},
    { consent = true, aiProcessing = true }: { consent?: boolean; aiProcessing?: boolean } = {},
  ) {
    const input = newMemberInput(overrides);
    const data = await this.ok<{ signUp: { id: string; email: string } }>(SIGN_UP, { input });
    this.member = { id: data.signUp.id, email: data.signUp.email, password: input.password as string };
    if (consent) await this.ok(GIVE_CONSENT, { aiProcessing });
    return { ...data.signUp, input };
  }

  async signIn(email: string, password: string) {
    return this.gql<{ signIn: { id: string; email: string } }>(SIGN_IN, { email, password });
  }
}
