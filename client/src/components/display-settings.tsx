import { useId, useState } from 'react';
import { setThemeChoice, themeChoice, type ThemeChoice } from '../lib/theme';
import { browserSavesData, setDataSaver, useDataSaver } from '../lib/data-saver';

const THEME_LABELS: Record<ThemeChoice, string> = {
  system: 'Same as this device',
  light: 'Light',
  dark: 'Dark',
};

/** The colour theme and data saver, both remembered on this device (#36). */
export function DisplaySettings() {
  const id = useId();
  const [theme, setTheme] = useState<ThemeChoice>(themeChoice);
  const saving = useDataSaver();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        Display and data
      </h2>
      <p className="mt-1 text-sm text-slate-600">These choices are kept on this device only.</p>
      <label htmlFor={`${id}-theme`} className="mt-4 block font-medium text-slate-800">
        Colour theme
      </label>
      <select
        id={`${id}-theme`}
        value={theme}
        onChange={(event) => {
          const choice = event.target.value as ThemeChoice;
          setTheme(choice);
          setThemeChoice(choice);
        }}
        className="mt-1 block min-h-11 w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
      >
        {(Object.keys(THEME_LABELS) as ThemeChoice[]).map((choice) => (
          <option key={choice} value={choice}>
            {THEME_LABELS[choice]}
          </option>
        ))}
      </select>
      <label className="mt-4 flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          checked={saving}
          onChange={(event) => setDataSaver(event.target.checked)}
          className="h-6 w-6 shrink-0"
        />
        <span>
          <span className="font-medium">Data saver</span>
          <span className="block text-sm text-slate-600">
            Charts and photos are not loaded until you ask for them.
            {browserSavesData() ? ' Your browser asks for less data, so this starts on.' : ''}
          </span>
        </span>
      </label>
    </section>
  );
}
