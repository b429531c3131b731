import { CrisisCard } from './crisis-card';
import { type CrisisCardResource } from './crisis-line';
import { crisis } from 'app-en:crisis';
import { useT } from '../lib/i18n/locale';

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
  const t = useT({ crisis });
  return (
    <CrisisCard
      id={id}
      resources={resources}
      heading={t('crisis.resultHeading')}
      text={t('crisis.resultText')}
      after={t('crisis.resultAfter')}
      kind="SELF_HARM"
      className={className}
    />
  );
}
