/**
 * Why MindCheck cancelled and refunded an appointment (issue #39, item 4), as the server words it:
 * the in-app side of the mails the member and the expert get.
 */
export function CancellationNote({ note }: { note: string | null | undefined }) {
  if (!note) return null;
  return (
    <p role="note" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
      {note}
    </p>
  );
}
