import { useMutation, useQuery } from '@apollo/client/react';
import toast from '../../components/toasts';
import { NotificationPreferencesDocument, UpdateNotificationPreferencesDocument } from '../../gql/graphql';

/** The reminder emails a member can turn on, each a checkbox. */
const REMINDERS = [
  { key: 'retakeReminders', label: 'Email me when I can take a test again' },
  { key: 'appointmentReminders', label: 'Email me before an appointment' },
] as const;

/** Opt-in reminder emails (#25): each switch saves at once. */
export function ReminderSettings() {
  const { data } = useQuery(NotificationPreferencesDocument, { fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UpdateNotificationPreferencesDocument, {
    update(cache, { data: result }) {
      if (result)
        cache.writeQuery({
          query: NotificationPreferencesDocument,
          data: { notificationPreferences: result.updateNotificationPreferences },
        });
    },
  });
  const preferences = data?.notificationPreferences;

  const change = async (input: { retakeReminders?: boolean; appointmentReminders?: boolean }) => {
    if (!preferences) return;
    try {
      // Shown at once; Apollo puts the old value back if the server refuses.
      await update({
        variables: { input },
        optimisticResponse: {
          updateNotificationPreferences: { ...preferences, ...input },
        },
      });
      toast.success('Reminder settings saved.');
    } catch {
      toast.error('Your reminder settings were not saved. Please try again.');
    }
  };

  return (
    <section
      aria-labelledby="reminders-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="reminders-heading" className="text-xl font-semibold text-slate-900">
        Reminder emails
      </h2>
      <p className="mt-1 text-slate-600">
        {REMINDERS.some(({ key }) => preferences?.[key])
          ? 'You get the reminder emails ticked below.'
          : 'Reminder emails are off until you tick one.'}{' '}
        Every email has a link to stop them.
      </p>
      <div className="mt-4 space-y-3">
        {REMINDERS.map(({ key, label }) => (
          <label key={key} className="flex items-start gap-3 text-slate-800">
            <input
              type="checkbox"
              className="h-6 w-6 shrink-0"
              checked={preferences?.[key] ?? false}
              disabled={!preferences}
              onChange={(e) => change({ [key]: e.target.checked })}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
