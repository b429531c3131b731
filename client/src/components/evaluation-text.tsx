/** An evaluation as paragraphs: blank lines part them; a single line break stays a line break. */
export function EvaluationText({ text, className }: { text: string; className: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <div className={`space-y-3 text-slate-800 ${className}`}>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
