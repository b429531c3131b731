import { RetakeNotice } from './retake-notice';

/** The assessment page of a test that is not open yet: its title and the notice, no questions. */
export function NotOpenYet({
  title,
  retakeAvailableAt,
}: {
  title: string;
  retakeAvailableAt: string | null | undefined;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <RetakeNotice retakeAvailableAt={retakeAvailableAt} />
    </div>
  );
}
