import type { ReactNode } from 'react';
import type { Locale } from '@mindcheck/common';
import { legal } from 'app-en:legal';
import { useLocale, useT } from '../../lib/i18n/locale';
import { formatDay, intlSpeaks, LONG_MONTHS } from '../../lib/format-day';

/** '24 November 2026' in English; Intl's long date in another language (digits where the browser has none). */
function longDay(date: Date, locale: Locale): string {
  if (locale !== 'en' && !intlSpeaks(locale)) return formatDay(date, locale);
  if (locale !== 'en') return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return `${date.getUTCDate()} ${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * A legal page: its title, when it last changed and, in a language other than English, one line
 * saying that the legal text itself is shown in English (its translations await legal review).
 */
export function LegalPage({ title, updated, children }: { title: string; updated: Date; children: ReactNode }) {
  const t = useT({ legal });
  const { locale } = useLocale();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-slate-700 sm:px-6 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:ml-5 [&_ul]:mt-3 [&_ul]:list-disc">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-600">{t('legal.updated', { date: longDay(updated, locale) })}</p>
      {locale !== 'en' && (
        <p lang={locale} className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {t('legal.inEnglish')}
        </p>
      )}
      {children}
    </article>
  );
}
