import { safeHttpUrl } from '../lib/crisis-shell';

export interface CrisisResourceItem {
  name: string;
  contact: string;
  url?: string | null;
}

/** Shown when an assessment's answers call for it: kind, direct, with every crisis resource. */
export function CrisisResourcesCard({
  resources,
  className = '',
}: {
  resources: readonly CrisisResourceItem[];
  className?: string;
}) {
  return (
    <section
      aria-labelledby="crisis-card-heading"
      className={`rounded-2xl border border-rose-200 bg-rose-50 p-5 text-rose-950 sm:p-6 ${className}`}
    >
      <h2 id="crisis-card-heading" className="text-lg font-semibold">
        You don't have to face this alone
      </h2>
      <p className="mt-2">
        Some of your answers suggest you may be going through a very hard time. If you are thinking about harming
        yourself, or you feel unsafe right now, please reach out for support straight away:
      </p>
      <ul className="mt-3 space-y-2">
        {resources.map((resource) => {
          const href = safeHttpUrl(resource.url);
          return (
            <li key={`${resource.name}-${resource.contact}`} className="flex flex-wrap gap-x-2">
              <span className="font-semibold">{resource.name}:</span>
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium underline underline-offset-2"
                >
                  {resource.contact}
                </a>
              ) : (
                <span className="font-medium">{resource.contact}</span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm">If you can, tell someone you trust how you are feeling and stay with them.</p>
    </section>
  );
}
