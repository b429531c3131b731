// The crisis resources that travel with the page: by the member's country, else the browser's
// language region, else the defaults (what "Get help now" shows even when the API is down).
const shell = {
  crisis: {
    defaultCountry: null,
    defaults: [{ name: 'Emergency services', contact: '112', url: null }],
    byCountry: {
      NG: [{ name: 'Emergency services', contact: '112', url: null, country: 'NG', emergency: true }],
      US: [{ name: 'Emergency services', contact: '911', url: null, country: 'US', emergency: true }],
    },
  },
};

describe('shellCrisisResources', () => {
  beforeAll(() => {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = 'mc-shell-data';
    el.textContent = JSON.stringify(shell);
    document.head.append(el);
  });

  it("uses the member's country first, then the browser's language region, then the defaults", async () => {
    const { shellCrisisResources } = await import('./crisis-shell');
    expect(shellCrisisResources('us', ['en-NG'])[0].contact).toBe('911');
    expect(shellCrisisResources(null, ['fr-FR', 'en-NG', 'en-US'])[0].country).toBe('NG');
    expect(shellCrisisResources(null, ['de-DE', 'en'])[0].contact).toBe('112');
    expect(shellCrisisResources(null, ['de-DE'])).toEqual(shell.crisis.defaults);
    // A country asked for that has no list gets the defaults, not a guess from the languages.
    expect(shellCrisisResources('FR', ['en-US'])).toEqual(shell.crisis.defaults);
  });
});
