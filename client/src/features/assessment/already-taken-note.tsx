import { Link } from 'react-router';

/** Above a test the member has taken and may not take again yet: when they may, and where the result is. */
export function AlreadyTakenNote({ retakeFrom }: { retakeFrom: string | null }) {
  return (
    <p className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
      {`You have already taken this test.${retakeFrom ? ` You can take it again from ${retakeFrom}.` : ''} `}
      Your result is with your{' '}
      <Link to="/test-history" className="font-semibold underline underline-offset-2">
        past tests
      </Link>
      .
    </p>
  );
}
