import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Activity, AlarmClock, Brain, CloudRain, FlaskConical, type LucideIcon } from 'lucide-react';
import { assessmentLinks, type AssessmentCondition } from '../../components/assessment-links';
import { AssessmentStatusesDocument, type StatusFieldsFragment } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { formatDay } from '../../lib/format-day';
import { usePainted } from '../../lib/use-painted';
import type { Locale } from '@mindcheck/common';
import { assessments } from 'app-en:assessments';
import { dashboard } from 'app-en:dashboard';
import { englishT } from '../../lib/i18n/english';
import type { Translate } from '../../lib/i18n/catalogue';
import { useLocale, useT } from '../../lib/i18n/locale';

/** What a card says of the member's last result: "Taken on …", "Retake from …", or nothing before the first. */
export function statusLine(
  status: StatusFieldsFragment | undefined,
  t: Translate = englishT({ dashboard }),
  locale: Locale = 'en',
): string | null {
  if (!status?.lastTakenAt) return null;
  if (status.retakeAvailableAt)
    return t('dashboard.retakeFrom', { date: formatDay(new Date(status.retakeAvailableAt), locale) });
  const date = formatDay(new Date(status.lastTakenAt), locale);
  return t(status.canTake ? 'dashboard.takenAgain' : 'dashboard.takenOn', { date });
}

/**
 * The five statuses in one request with the small fetch client (the dashboard paints without
 * Apollo), sent once the cards have painted: the status lines add to cards already shown, and the
 * request does not share a slow connection with what the first paint needs.
 */
function useStatuses(): Partial<Record<AssessmentCondition, StatusFieldsFragment>> {
  const [statuses, setStatuses] = useState<Partial<Record<AssessmentCondition, StatusFieldsFragment>>>({});
  const painted = usePainted();
  useEffect(() => {
    if (!painted) return;
    let current = true;
    graphqlRequest(AssessmentStatusesDocument).then(
      // A transition: the cards' second render yields to the browser (the chart loads meanwhile).
      (data) => current && startTransition(() => setStatuses(data)),
      // The cards work without their status lines.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [painted]);
  return statuses;
}

// Each card's colour and icon. Text stays dark on a light tint (contrast above 7:1).
const looks: Record<AssessmentCondition, { card: string; badge: string; icon: LucideIcon }> = {
  depression: {
    card: 'bg-sky-50 border-sky-200 hover:border-sky-400',
    badge: 'bg-sky-600',
    icon: CloudRain,
  },
  anxiety: {
    card: 'bg-amber-50 border-amber-200 hover:border-amber-400',
    badge: 'bg-amber-600',
    icon: Activity,
  },
  schizophrenia: {
    card: 'bg-violet-50 border-violet-200 hover:border-violet-400',
    badge: 'bg-violet-600',
    icon: Brain,
  },
  substance_abuse: {
    card: 'bg-emerald-50 border-emerald-200 hover:border-emerald-400',
    badge: 'bg-emerald-600',
    icon: FlaskConical,
  },
  dementia: {
    card: 'bg-rose-50 border-rose-200 hover:border-rose-400',
    badge: 'bg-rose-600',
    icon: AlarmClock,
  },
};

/** The five assessment cards (spec section 2): colour, icon and label; 1, 2 or 3 columns by width. */
export function HomeCards() {
  const statuses = useStatuses();
  const t = useT({ dashboard, assessments });
  const { locale } = useLocale();
  return (
    <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3" aria-label={t('dashboard.assessments')}>
      {assessmentLinks.map((link) => {
        const look = looks[link.condition];
        const status = statusLine(statuses[link.condition], t, locale);
        return (
          <li key={link.condition}>
            <Link
              to={link.to}
              className={`flex h-full items-center gap-4 rounded-2xl border p-5 shadow-sm transition hover:scale-105 hover:shadow-md motion-reduce:hover:scale-100 ${look.card}`}
            >
              <span
                className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl text-white ${look.badge}`}
              >
                <look.icon className="h-6 w-6" strokeWidth={1.8} aria-hidden="true" />
              </span>
              <span className="flex flex-col">
                <span className="text-lg font-semibold text-slate-900">{t(`assessments.${link.condition}`)}</span>
                {status && <span className="text-sm text-slate-700">{status}</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
