import { useId, useState } from 'react';
import { setThemeChoice, themeChoice, type ThemeChoice } from '../lib/theme';
import { browserSavesData, setDataSaver, useDataSaver } from '../lib/data-saver';
import { ui } from 'app-en:ui';
import { useT } from '../lib/i18n/locale';

const THEME_LABELS: Record<ThemeChoice, string> = {
  system: 'ui.display.system',
  light: 'ui.display.light',
  dark: 'ui.display.dark',
};

/** The colour theme and data saver, both remembered on this device (#36). */
export function DisplaySettings() {
  const id = useId();
  const [theme, setTheme] = useState<ThemeChoice>(themeChoice);
  const saving = useDataSaver();
  const t = useT({ ui });
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {t('ui.display.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('ui.display.device')}</p>
      <label htmlFor={`${id}-theme`} className="mt-4 block font-medium text-slate-800">
        {t('ui.display.theme')}
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
            {t(THEME_LABELS[choice])}
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
          <span className="font-medium">{t('ui.display.dataSaver')}</span>
          <span className="block text-sm text-slate-600">
            {browserSavesData()
              ? t('ui.display.chartsOnAsk') + ' ' + t('ui.display.browserSaves')
              : t('ui.display.chartsOnAsk')}
          </span>
        </span>
      </label>
    </section>
  );
}
