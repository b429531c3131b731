// The colour theme (#36): the member's choice on this device (light, dark, or the system's), kept
// in localStorage; "system" follows prefers-color-scheme as it changes. Applied as
// <html data-theme="light|dark"> (theme-dark.css redefines the palette for dark) and as the
// browser's theme colour.
export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const KEY = 'mindcheck.theme';
/** The browser's toolbar colour for each theme (brand-700 in light; the dark page's navy in dark). */
const TOOLBAR: Record<'light' | 'dark', string> = { light: '#2b4bc7', dark: '#0f172a' };

export function themeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** The theme shown for a choice: "system" resolved by the system's preference. */
export function resolvedTheme(choice: ThemeChoice = themeChoice()): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return systemPrefersDark() ? 'dark' : 'light';
}

/** Sets <html data-theme> and the browser's theme colour for the current choice. */
export function applyTheme(): void {
  const theme = resolvedTheme();
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', TOOLBAR[theme]);
}

/** Remembers the member's choice on this device and shows it at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {
    // Storage blocked: the choice holds until the page is left.
  }
  applyTheme();
}

/** Applies the theme now and again whenever the system's preference changes (for "system"). */
export function startTheme(): void {
  applyTheme();
  if (typeof window.matchMedia === 'function')
    window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', applyTheme);
}
