import type { Severity } from '../gql/graphql';
import { SeverityBadge } from './severity-badge';
import { ui } from 'app-en:ui';
import { useT } from '../lib/i18n/locale';

/** "Score: N of M" with its band, as the evaluation and the history show it. */
export function ScoreWithBand({
  score,
  maxScore,
  severity,
  condition,
  large = false,
}: {
  score: number;
  maxScore: number;
  severity: Severity;
  condition: string;
  large?: boolean;
}) {
  const t = useT({ ui });
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <p className={`${large ? 'text-lg ' : ''}font-semibold text-slate-900`}>
        {t('ui.score', { score, max: maxScore })}
      </p>
      <SeverityBadge severity={severity} condition={condition} />
    </div>
  );
}
