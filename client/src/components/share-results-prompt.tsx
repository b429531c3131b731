import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ShareResultsDocument } from '../gql/graphql';
import { serverMessageOr } from '../lib/graphql-errors';
import { useShareResultsMessages } from './share-results-messages';

const SERVER_WORDED = ['CONFLICT', 'FORBIDDEN', 'NOT_FOUND'];
const choiceClass =
  'rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70';

/**
 * Asked once, on the booking's confirmation: may this booking's expert see the member's results?
 * Sharing stays off unless the member says yes; either answer ends the question.
 */
export function ShareResultsPrompt({ reference, expertName }: { reference: string; expertName: string }) {
  const headingId = useId();
  const [answer, setAnswer] = useState<'shared' | 'private' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [share, { loading }] = useMutation(ShareResultsDocument);
  const shareResultsMessages = useShareResultsMessages();

  const yes = async () => {
    setProblem(null);
    try {
      await share({ variables: { reference, share: true } });
      setAnswer('shared');
    } catch (error) {
      setProblem(serverMessageOr(error, SERVER_WORDED, shareResultsMessages.failed));
    }
  };

  if (answer)
    return (
      <p role="status" className="max-w-md text-center text-sm text-slate-700">
        {answer === 'shared' ? shareResultsMessages.shared(expertName) : shareResultsMessages.notShared}
      </p>
    );
  return (
    <section
      aria-labelledby={headingId}
      className="max-w-md rounded-xl bg-slate-50 p-4 text-left ring-1 ring-slate-200"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {shareResultsMessages.question(expertName)}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{shareResultsMessages.explanation(expertName)}</p>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={loading}
          onClick={() => void yes()}
          className={`${choiceClass} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {shareResultsMessages.yes}
        </button>
        <button
          type="button"
          disabled={loading}
          onClick={() => setAnswer('private')}
          className={`${choiceClass} border border-slate-400 bg-white text-slate-800 hover:bg-slate-100`}
        >
          {shareResultsMessages.no}
        </button>
      </div>
    </section>
  );
}
