import { Link } from 'react-router';
import { formatDay } from '../../lib/format-day';

/**
 * A test the member may not take yet (issue #39, item 9): when it opens again (or that each test is
 * taken once, when no retake window is set) and where the result is, instead of questions that
 * would be answered in vain. The spec's 'Test already taken.' on submit stays for a refusal the
 * page could not foresee (the test taken meanwhile in another tab).
 */
export function RetakeNotice({ retakeAvailableAt }: { retakeAvailableAt: string | null | undefined }) {
  const when = retakeAvailableAt
    ? `You can take it again from ${formatDay(new Date(retakeAvailableAt))}.`
    : 'Each test is taken once.';
  return (
    <div className="mt-6 rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200 sm:p-6">
      <p>{`You have already taken this test. ${when}`}</p>
      <p className="mt-3">
        <Link to="/test-history" className="font-semibold underline underline-offset-2">
          See your result
        </Link>
      </p>
    </div>
  );
}
