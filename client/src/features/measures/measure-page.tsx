import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { MEASURE_RETAKE_DAYS, instrumentFromSlug, type Instrument } from '@mindcheck/common';
import { Link } from 'react-router';
import { useState } from 'react';
import { MeasurePageDocument, type MeasurePageQuery } from '../../gql/graphql';
import { NotFoundPage } from '../../components/not-found-page';
import { LoadStatus } from '../../components/load-status';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDay } from '../../lib/format-day';
import { MeasureForm } from './measure-form';

const DAY_MS = 24 * 60 * 60 * 1000;

/** /measures/phq9 and /measures/gad7 (#34): a validated questionnaire, one question at a time. */
export default function MeasurePage() {
  const instrument = instrumentFromSlug(useParams().instrument ?? '');
  if (!instrument) return <NotFoundPage />;
  return <MeasureScreen key={instrument} instrument={instrument} />;
}

function MeasureScreen({ instrument }: { instrument: Instrument }) {
  const { data, loading, error } = useQuery(MeasurePageDocument, {
    variables: { instrument },
    fetchPolicy: 'cache-and-network',
  });
  const definition = data?.measure;
  useDocumentTitle(definition?.title ?? 'Questionnaire');
  if (!definition || !data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Questionnaire</h1>
        <LoadStatus loading={loading} error={error} loadingText="Loading the questions…" what="this questionnaire" />
      </div>
    );
  }
  return <MeasureBody definition={definition} history={data.measureHistory} />;
}

/**
 * The questions, or when the member took this one less than 2 weeks ago, the day it opens again.
 * Decided once, when the page opens: the history read again after a submit must not hide the result.
 */
function MeasureBody({
  definition,
  history,
}: {
  definition: MeasurePageQuery['measure'];
  history: MeasurePageQuery['measureHistory'];
}) {
  const [latest] = useState(() => history[history.length - 1]);
  const [availableAt] = useState(() =>
    latest ? new Date(Date.parse(latest.createdAt) + MEASURE_RETAKE_DAYS * DAY_MS) : null,
  );
  const [tooSoon] = useState(() => availableAt !== null && availableAt.getTime() > Date.now());

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{definition.title}</h1>
      <p className="mt-2 text-slate-600">
        A questionnaire clinicians use worldwide: {definition.questions.length} questions, about two minutes. Taken
        every two weeks or more, it shows whether a change is likely real. This is a screening, not a diagnosis.
      </p>
      {tooSoon && latest && availableAt ? (
        <p className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          {`You took this questionnaire on ${formatDay(new Date(latest.createdAt))}. It asks about the last 2 weeks, so you can take it again from ${formatDay(availableAt)}. `}
          <Link to="/dashboard" className="font-semibold underline underline-offset-2">
            See your progress
          </Link>
          .
        </p>
      ) : (
        <MeasureForm definition={definition} />
      )}
      <p className="mt-8 text-xs text-slate-500">{definition.source}</p>
    </div>
  );
}
