import { MEASURE_RETAKE_DAYS } from '@mindcheck/common';
import { Link } from 'react-router';
import { useState } from 'react';
import { type MeasurePageQuery } from '../../gql/graphql';
import { formatDay } from '../../lib/format-day';
import { RichText } from '../../lib/i18n/rich-text';
import { MeasureForm } from './measure-form';
import { measures } from 'app-en:measures';
import { useLocale, useT } from '../../lib/i18n/locale';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The questions, or when the member took this one less than 2 weeks ago, the day it opens again.
 * Decided once, when the page opens: the history read again after a submit must not hide the result.
 */
export function MeasureBody({
  definition,
  history,
}: {
  definition: MeasurePageQuery['measure'];
  history: MeasurePageQuery['measureHistory'];
}) {
  const t = useT({ measures });
  const { locale } = useLocale();
  const [latest] = useState(() => history[history.length - 1]);
  const [availableAt] = useState(() =>
    latest ? new Date(Date.parse(latest.createdAt) + MEASURE_RETAKE_DAYS * DAY_MS) : null,
  );
  const [tooSoon] = useState(() => availableAt !== null && availableAt.getTime() > Date.now());

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{definition.title}</h1>
      <p className="mt-2 text-slate-600">{t('measures.intro', { count: definition.questions.length })}</p>
      {definition.language !== locale && (
        <p lang={locale} className="mt-2 text-sm text-slate-700">
          {t('measures.inEnglish')}
        </p>
      )}
      {tooSoon && latest && availableAt ? (
        <p className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          <RichText
            text={t('measures.tooSoon', {
              taken: formatDay(new Date(latest.createdAt), locale),
              from: formatDay(availableAt, locale),
            })}
            parts={{
              progress: (words) => (
                <Link to="/dashboard" className="font-semibold underline underline-offset-2">
                  {words}
                </Link>
              ),
            }}
          />
        </p>
      ) : (
        <MeasureForm definition={definition} />
      )}
      <p className="mt-8 text-xs text-slate-500">{definition.source}</p>
    </div>
  );
}
