import { useId } from 'react';
import { admin } from 'app-en:admin';
import { useT } from '../../lib/i18n/locale';

/** A day to see the appointments of (yyyy-MM-dd, in the operator's zone), or none (issue #39, item 5). */
export function AppointmentDayFilter({ day, onChange }: { day: string; onChange: (day: string) => void }) {
  const t = useT({ admin });
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('admin.bookings.day')}
      </label>
      <input
        id={id}
        type="date"
        value={day}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
      />
    </div>
  );
}
