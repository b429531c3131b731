import { useState } from 'react';
import { expertConsole } from 'app-en:expertConsole';
import { useT } from '../../lib/i18n/locale';
import { SessionNotesPanel } from './session-notes-panel';
import { SharedResultsPanel } from './shared-results-panel';
import { type SharedResultsProps } from './shared-trends';

/**
 * Under one appointment of the expert's list: the member's shared results and the expert's private
 * notes, behind a native disclosure. Nothing is asked for until the expert opens it: each read of
 * shared results is written to the audit log, so a read happens only when the expert looks.
 */
export function AppointmentCare(props: SharedResultsProps) {
  const t = useT({ expertConsole });
  const [open, setOpen] = useState(false);
  return (
    <details
      className="mt-3 rounded-lg bg-white/60 ring-1 ring-slate-200"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        {t('expertConsole.care.summary')}
      </summary>
      {open && (
        <div className="space-y-5 px-3 pb-3">
          <SharedResultsPanel {...props} />
          <SessionNotesPanel reference={props.reference} zone={props.zone} />
        </div>
      )}
    </details>
  );
}
