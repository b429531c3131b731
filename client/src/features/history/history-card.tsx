import { Link } from 'react-router';
import { type TestHistoryQuery } from '../../gql/pages/graphql';
import { EvaluationText } from '../../components/evaluation-text';
import { CrisisResourcesCard } from '../../components/crisis-resources-card';
import { formatMoment } from '../../lib/format-day';
import { expertLink } from './history-format';
import { EmailLink } from '../../components/email-link';
import { ScoreWithBand } from '../../components/score-with-band';
import { YourAnswers, type LoadAnswers } from './your-answers';
import { RichText } from '../../lib/i18n/rich-text';
import { linkPart, TEXT_LINK } from '../../lib/i18n/link-part';
import { assessments } from 'app-en:assessments';
import { history } from 'app-en:history';
import { useLocale, useT } from '../../lib/i18n/locale';

type Test = TestHistoryQuery['testHistory'][number];

export function HistoryCard({ test, loadAnswers }: { test: Test; loadAnswers: LoadAnswers }) {
  const headingId = `test-${test.id}`;
  const t = useT({ assessments, history });
  const { locale } = useLocale();
  // The server's title is the spec's English; another language names the test from its catalogue.
  const title = locale === 'en' ? test.title : t(`assessments.${test.condition.toLowerCase()}`);
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">
          <time dateTime={test.createdAt}>{formatMoment(new Date(test.createdAt), locale)}</time>
        </p>
      </div>
      <ScoreWithBand score={test.score} maxScore={test.maxScore} severity={test.severity} condition={test.condition} />

      <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('history.evaluation')}</h3>
      <EvaluationText text={test.evaluation} className="mt-2" />

      <YourAnswers testId={test.id} loadAnswers={loadAnswers} />

      {test.needsCrisisSupport && test.crisisResources.length > 0 && (
        <CrisisResourcesCard id={`crisis-card-${test.id}`} resources={test.crisisResources} className="mt-5" />
      )}

      <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('history.tips')}</h3>
      {test.tips.length ? (
        // The spec's tips are in English: said so to a screen reader in another language.
        <ul lang="en" className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800">
          {test.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      ) : (
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800">
          <li>{t('history.noTips')}</li>
        </ul>
      )}

      <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('history.experts')}</h3>
      {test.recommendedExperts.length === 0 ? (
        <p className="mt-2 text-slate-700">
          <RichText
            text={t('history.browse')}
            parts={{
              experts: linkPart('/experts', `${TEXT_LINK} underline-offset-2`),
            }}
          />
        </p>
      ) : (
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {test.recommendedExperts.map((expert) => (
            <li key={expert.id} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <Link to={expertLink(expert)} className="font-semibold text-brand-800 underline underline-offset-2">
                {expert.name}
              </Link>
              <p className="mt-1 text-sm break-all text-slate-700">
                <EmailLink address={expert.contact} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
