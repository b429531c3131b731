// Google sign-in's development stand-in (no GOOGLE_CLIENT_ID, not production): the popup's page is
// a labelled form of this server's own; Continue signs in a Google-style member, Cancel reads as a
// closed popup, and the form's one-time token, the email check and the no-linking rule hold.
import { startTestApp, type TestApp } from './support/test-app.js';
import { GraphQLClient } from './support/graphql-client.js';
import { readOutcome } from './fakes/google.js';

const ME = '{ me { id email displayName firstName lastName role emailVerified hasPassword } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const users = () => t.app.database.connection.collection('users');
let counter = 0;
const newEmail = () => `stand-in-${Date.now()}-${++counter}@example.com`;

/** Opens the stand-in's form and returns its one-time token. */
async function openForm(client: GraphQLClient): Promise<{ token: string; html: string; res: Response }> {
  const res = await client.request('/auth/google');
  const html = await res.text();
  const token = /name="state" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`no token in the form: ${html.slice(0, 200)}`);
  return { token, html, res };
}

function submit(client: GraphQLClient, fields: Record<string, string>) {
  return client.request('/auth/google/callback', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('Google sign-in, development stand-in', () => {
  it('is offered to the client as Google sign-in, marked as the stand-in', async () => {
    expect(await t.client().ok('{ authProviders { google googleSimulated } }')).toEqual({
      authProviders: { google: true, googleSimulated: true },
    });
  });

  it('opens a labelled form with visible labels, no script, and a token kept in a short-lived cookie', async () => {
    const client = t.client();
    const { html, res } = await openForm(client);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(html).toContain('Test Google sign-in — no real Google account');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="name">Name (optional)</label>');
    expect(html).toMatch(/<button type="submit" name="action" value="continue">Continue<\/button>/);
    expect(html).toMatch(/<button type="submit" name="action" value="cancel">Cancel<\/button>/);
    expect(html).not.toMatch(/<script/);
    // The token rides in a short-lived cookie of its own: no visitor session is stored.
    expect(client.cookies.get('mc.flow.googleSimulated')).toBeTruthy();
    expect(client.cookies.get('mc.sid')).toBeUndefined();
  });

  it('Continue signs in a new Google-style member under a new session id; the same email signs back in', async () => {
    const email = newEmail();
    const client = t.client();
    const { token } = await openForm(client);
    const visitorCookie = client.cookies.get('mc.sid');

    const res = await submit(client, {
      state: token,
      action: 'continue',
      email: ` ${email.toUpperCase()} `,
      name: 'Grace  Brewster Hopper',
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(readOutcome(html)).toEqual({ source: 'mindcheck-google-sign-in', ok: true });
    expect(html).toMatch(/<script src="\/auth\/google\/popup\.js" defer><\/script>/);
    expect(client.cookies.get('mc.sid')).not.toBe(visitorCookie);

    const { me } = await client.ok(ME);
    expect(me).toMatchObject({
      email,
      displayName: 'Grace Brewster Hopper',
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      role: 'USER',
      emailVerified: false,
      hasPassword: false,
    });

    // Again, from another browser: the same member, not a second one.
    const again = t.client();
    const second = await openForm(again);
    const res2 = await submit(again, { state: second.token, action: 'continue', email, name: '' });
    expect(readOutcome(await res2.text()).ok).toBe(true);
    expect((await again.ok(ME)).me.id).toBe(me.id);
    expect(await users().countDocuments({ email })).toBe(1);
  });

  it("gives a new member the browser's language (#36)", async () => {
    const client = new GraphQLClient(t.url, { 'accept-language': 'ig-NG, en;q=0.5' });
    const { token } = await openForm(client);
    const res = await submit(client, { state: token, action: 'continue', email: newEmail(), name: '' });
    expect(readOutcome(await res.text()).ok).toBe(true);
    expect((await client.ok('{ me { locale } }')).me.locale).toBe('ig');
  });

  it("gives a new member the language of the page that opened the popup, over the browser's (#36)", async () => {
    // A phone's browser asks for English; the member read MindCheck in Pidgin.
    const client = new GraphQLClient(t.url, { 'accept-language': 'en-NG, en;q=0.5' });
    const tokenIn = (html: string) => /name="state" value="([^"]+)"/.exec(html)![1];
    const form = await client.request('/auth/google?lang=pcm');
    // A mistyped email first: the form again, the language kept for the second try.
    const mistyped = await submit(client, {
      state: tokenIn(await form.text()),
      action: 'continue',
      email: 'nope',
      name: '',
    });
    expect(mistyped.status).toBe(400);
    const done = await submit(client, { state: tokenIn(await mistyped.text()), action: 'continue', email: newEmail() });
    expect(readOutcome(await done.text()).ok).toBe(true);
    expect((await client.ok('{ me { locale } }')).me.locale).toBe('pcm');

    // Why it did not complete, in Pidgin: the opener shows it inside its own Pidgin sentence.
    const other = new GraphQLClient(t.url, { 'accept-language': 'en' });
    const opened = await other.request('/auth/google?lang=pcm');
    const cancelled = await submit(other, { state: tokenIn(await opened.text()), action: 'cancel', email: newEmail() });
    expect(readOutcome(await cancelled.text())).toMatchObject({
      cancelled: true,
      message: 'The Google window don close',
    });
  });

  it("says its last page in the popup's language, and which language a refusal is in (#36)", async () => {
    const tokenIn = (html: string) => /name="state" value="([^"]+)"/.exec(html)![1];
    const finish = async (lang: string, action: string) => {
      const client = t.client();
      const form = await client.request(`/auth/google?lang=${lang}`);
      const res = await submit(client, { state: tokenIn(await form.text()), action, email: newEmail() });
      const html = await res.text();
      return {
        html,
        outcome: readOutcome(html),
        page: /<html lang="(\w+)">.*<title>(.*)<\/title>.*<p>(.*)<\/p>/s.exec(html)!.slice(1),
      };
    };
    expect((await finish('pcm', 'continue')).page).toEqual([
      'pcm',
      'MindCheck login',
      'You don log in. You fit close dis window.',
    ]);
    const pidgin = await finish('pcm', 'cancel');
    expect(pidgin.page).toEqual(['pcm', 'MindCheck login', 'Di login no complete. You fit close dis window.']);
    expect(pidgin.outcome).toEqual({
      source: 'mindcheck-google-sign-in',
      ok: false,
      cancelled: true,
      message: 'The Google window don close',
    });
    // Hausa has the page's words but not yet this refusal: the refusal is English, and says so.
    const hausa = await finish('ha', 'cancel');
    expect(hausa.page).toEqual(['ha', 'Shiga MindCheck', 'Shiga bai kammala ba. Za ka iya rufe wannan taga.']);
    expect(hausa.outcome).toMatchObject({ message: 'Google Window pop up closed', lang: 'en' });
    // Igbo awaits review for the page: English, whole.
    expect((await finish('ig', 'continue')).page).toEqual([
      'en',
      'MindCheck sign-in',
      'Signed in. You can close this window.',
    ]);
    expect((await finish('en', 'cancel')).page).toEqual([
      'en',
      'MindCheck sign-in',
      'Sign-in did not complete. You can close this window.',
    ]);
  });

  it('Cancel reads as a closed popup and signs nobody in', async () => {
    const client = t.client();
    const { token } = await openForm(client);
    const res = await submit(client, { state: token, action: 'cancel', email: newEmail() });
    expect(readOutcome(await res.text())).toEqual({
      source: 'mindcheck-google-sign-in',
      ok: false,
      cancelled: true,
      message: 'Google Window pop up closed',
    });
    expect((await client.ok(ME)).me).toBeNull();
  });

  it("gives the form back with the spec's message for an email that does not look like one", async () => {
    const client = t.client();
    const { token } = await openForm(client);
    const res = await submit(client, { state: token, action: 'continue', email: 'not-an-email', name: '<b>Ada</b>' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<p id="email-error" class="error" role="alert">Please enter a valid email address.</p>');
    expect(html).toContain('value="not-an-email" aria-invalid="true" aria-describedby="email-error"');
    expect(html).toContain('value="&lt;b&gt;Ada&lt;/b&gt;"');
    // A fresh token comes with the form; the used one is gone.
    const fresh = /name="state" value="([^"]+)"/.exec(html)![1];
    expect(fresh).not.toBe(token);
    const ok = await submit(client, { state: fresh, action: 'continue', email: newEmail() });
    expect(readOutcome(await ok.text()).ok).toBe(true);
  });

  it('refuses a POST without the token this server gave out (login CSRF), or with one used before', async () => {
    const email = newEmail();
    const client = t.client();
    await openForm(client);
    const forged = await submit(client, { state: 'made-up', action: 'continue', email });
    expect(readOutcome(await forged.text())).toEqual({
      source: 'mindcheck-google-sign-in',
      ok: false,
      message: 'Google sign-in failed. Please try again.',
    });

    const stranger = t.client(); // no session at all
    const noSession = await submit(stranger, { state: 'anything', action: 'continue', email });
    expect(readOutcome(await noSession.text()).ok).toBe(false);

    const { token } = await openForm(client);
    expect(readOutcome(await (await submit(client, { state: token, action: 'continue', email })).text()).ok).toBe(true);
    const replay = t.client();
    for (const [name, value] of client.cookies) replay.cookies.set(name, value);
    const replayed = await submit(replay, { state: token, action: 'continue', email: newEmail() });
    expect(readOutcome(await replayed.text()).ok).toBe(false);
    expect(await users().countDocuments({ email })).toBe(1);
  });

  it("never links to an existing member's account: their email is refused with the spec-style message", async () => {
    const email = newEmail();
    const owner = t.client();
    await owner.ok(`mutation($input: SignUpInput!) { signUp(input: $input) { id } }`, {
      input: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        age: 36,
        disabilities: 'None',
        phoneNumber: '0801234567',
        password: 'correct horse battery',
        pastHealthIssues: 'None',
      },
    });
    const intruder = t.client();
    const { token } = await openForm(intruder);
    const res = await submit(intruder, { state: token, action: 'continue', email });
    expect(readOutcome(await res.text())).toEqual({
      source: 'mindcheck-google-sign-in',
      ok: false,
      message: 'This email is already registered. Sign in with your password.',
    });
    expect((await intruder.ok(ME)).me).toBeNull();
    const stored = await users().findOne({ email });
    expect(stored?.googleId).toBeUndefined();
  });

  it('answers a GET of the callback (a stale link) with a failed outcome, not a sign-in', async () => {
    const client = t.client();
    const res = await client.request('/auth/google/callback?code=x&state=y');
    expect(readOutcome(await res.text()).ok).toBe(false);
    expect((await client.ok(ME)).me).toBeNull();
  });
});
