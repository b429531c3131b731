/**
 * A test's heading and introduction. The questions are in English unless a source for their wording
 * in the member's language is recorded (issue #36): the server's one line (`languageNote`) says why.
 */
export function AssessmentHeading({
  title,
  intro,
  languageNote,
}: {
  title: string;
  intro: string;
  languageNote: string | null | undefined;
}) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{intro}</p>
      {languageNote && <p className="mt-2 text-sm text-slate-600">{languageNote}</p>}
    </>
  );
}
