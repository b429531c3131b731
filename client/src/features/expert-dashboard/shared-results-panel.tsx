import { useId } from 'react';
import { type SharedResultsProps, SharedTrends, sharedResultsMessages } from './shared-trends';

/** What the member shares with this appointment's expert: a compact trend of their results, or that they do not. */
export function SharedResultsPanel(props: SharedResultsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="font-semibold text-slate-900">
        Shared results
      </h4>
      {props.resultsShared ? (
        <SharedTrends {...props} />
      ) : (
        <>
          <p className="mt-1 text-sm font-semibold text-slate-800">{sharedResultsMessages.notShared}</p>
          <p className="text-sm text-slate-700">{sharedResultsMessages.notSharedDetail}</p>
        </>
      )}
    </section>
  );
}
