import { CrisisCard } from './crisis-card';
import { type CrisisCardResource } from './crisis-line';

export type CrisisResourceItem = CrisisCardResource;

/** Shown when an assessment's answers call for it: kind, direct, with every crisis resource. */
export function CrisisResourcesCard({
  resources,
  className = '',
  id = 'crisis-card',
}: {
  resources: readonly CrisisResourceItem[];
  className?: string;
  id?: string;
}) {
  return (
    <CrisisCard
      id={id}
      resources={resources}
      heading="You don't have to face this alone"
      text="Some of your answers suggest you may be going through a very hard time. If you are thinking about harming yourself, or you feel unsafe right now, please reach out for support straight away:"
      after="If you can, tell someone you trust how you are feeling and stay with them."
      kind="SELF_HARM"
      className={className}
    />
  );
}
