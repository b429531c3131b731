import { CLOSE_GRACE_MS, GOOGLE_MESSAGE_SOURCE, POLL_MS, openGooglePopup } from './google-popup';

/** A stand-in for the opener window: records window.open and dispatches message events. */
function fakeOpener(popup: { closed: boolean; focus?: () => void } | null) {
  const target = new EventTarget();
  const win = Object.assign(target, {
    screenX: 0,
    screenY: 0,
    outerWidth: 1200,
    outerHeight: 900,
    location: { origin: 'https://mindcheck.example' },
    open: jest.fn(() => popup),
  });
  const post = (data: unknown, origin = 'https://mindcheck.example', source: unknown = popup) => {
    win.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  };
  return { win: win as unknown as Window, open: win.open, post };
}

describe('openGooglePopup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens /auth/google in a popup that keeps its opener', async () => {
    const { win, open, post } = fakeOpener({ closed: false });
    const result = openGooglePopup(win);
    expect(open).toHaveBeenCalledWith(
      '/auth/google',
      'mindcheck-google-sign-in',
      expect.stringMatching(/^popup=yes,width=500,height=640/),
    );
    expect(String(open.mock.calls[0])).not.toMatch(/noopener/);
    post({ source: GOOGLE_MESSAGE_SOURCE, ok: true });
    await expect(result).resolves.toEqual({ ok: true });
  });

  it("asks for the page's language, so that the popup and a new account speak it (#36)", () => {
    const { win, open } = fakeOpener({ closed: false });
    Object.assign(win, { document: { documentElement: { lang: 'pcm' } } });
    void openGooglePopup(win);
    expect(open).toHaveBeenCalledWith('/auth/google?lang=pcm', expect.any(String), expect.any(String));
  });

  it('ignores messages from another origin, another window or in another format', async () => {
    const popup = { closed: false };
    const { win, post } = fakeOpener(popup);
    const result = openGooglePopup(win);
    post({ source: GOOGLE_MESSAGE_SOURCE, ok: true }, 'https://evil.example');
    post({ source: GOOGLE_MESSAGE_SOURCE, ok: true }, undefined, {});
    post({ ok: true });
    post('ok');
    post({ source: GOOGLE_MESSAGE_SOURCE, ok: false, message: 'Google sign-in failed. Please try again.' });
    await expect(result).resolves.toEqual({
      ok: false,
      reason: 'error',
      message: 'Google sign-in failed. Please try again.',
    });
  });

  it("passes on that the popup's words are English (they await review in its language, #36)", async () => {
    const { win, post } = fakeOpener({ closed: false });
    const result = openGooglePopup(win);
    post({ source: GOOGLE_MESSAGE_SOURCE, ok: false, message: 'Google sign-in failed.', lang: 'en' });
    await expect(result).resolves.toEqual({
      ok: false,
      reason: 'error',
      message: 'Google sign-in failed.',
      lang: 'en',
    });
  });

  it('reports a cancelled consent screen as a closed popup', async () => {
    const { win, post } = fakeOpener({ closed: false });
    const result = openGooglePopup(win);
    post({ source: GOOGLE_MESSAGE_SOURCE, ok: false, cancelled: true, message: 'Google Window pop up closed' });
    await expect(result).resolves.toEqual({ ok: false, reason: 'closed' });
  });

  it('reports a popup the member closed, after a short grace for a last message', async () => {
    const popup = { closed: false };
    const { win } = fakeOpener(popup);
    let settled: unknown;
    void openGooglePopup(win).then((r) => (settled = r));
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(CLOSE_GRACE_MS);
    expect(settled).toEqual({ ok: false, reason: 'closed' });
  });

  it('prefers the outcome posted just before the popup closed itself', async () => {
    const popup = { closed: false };
    const { win, post } = fakeOpener(popup);
    const result = openGooglePopup(win);
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(POLL_MS);
    post({ source: GOOGLE_MESSAGE_SOURCE, ok: true });
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('reports a blocked popup', async () => {
    const { win } = fakeOpener(null);
    await expect(openGooglePopup(win)).resolves.toEqual({ ok: false, reason: 'blocked' });
  });
});
