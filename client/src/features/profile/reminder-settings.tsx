import { useMutation, useQuery } from '@apollo/client/react';
import toast from '../../components/toasts';
import { firstGraphQLError } from '../../lib/graphql-errors';
import { NotificationPreferencesDocument, UpdateNotificationPreferencesDocument } from '../../gql/graphql';
import { profile } from 'app-en:profile';
import { useT } from '../../lib/i18n/locale';

/** The reminder emails a member can turn on, each a checkbox. */
const REMINDERS = [
  { key: 'retakeReminders', label: 'profile.reminders.retake' },
  { key: 'appointmentReminders', label: 'profile.reminders.appointment' },
] as const;

/** Opt-in reminder emails (#25) and SMS reminders (#36, with a verified number): each switch saves at once. */
export function ReminderSettings({ phoneVerified = false }: { phoneVerified?: boolean }) {
  const t = useT({ profile });
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

  const change = async (input: { retakeReminders?: boolean; appointmentReminders?: boolean; sms?: boolean }) => {
    if (!preferences) return;
    try {
      // Shown at once; Apollo puts the old value back if the server refuses.
      await update({
        variables: { input },
        optimisticResponse: {
          updateNotificationPreferences: { ...preferences, ...input },
        },
      });
      toast.success(t('profile.reminders.saved'));
    } catch (error) {
      const refused = firstGraphQLError(error);
      toast.error(refused?.code === 'BAD_USER_INPUT' ? refused.message : t('profile.reminders.notSaved'));
    }
  };

  return (
    <section
      aria-labelledby="reminders-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="reminders-heading" className="text-xl font-semibold text-slate-900">
        {t('profile.reminders.heading')}
      </h2>
      <p className="mt-1 text-slate-600">
        {REMINDERS.some(({ key }) => preferences?.[key]) ? t('profile.reminders.on') : t('profile.reminders.off')}{' '}
        {t('profile.reminders.stop')}
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
            <span>{t(label)}</span>
          </label>
        ))}
      </div>
      <div className="mt-5 border-t border-slate-200 pt-4">
        <label className="flex items-start gap-3 text-slate-800">
          <input
            type="checkbox"
            role="switch"
            className="mt-1 h-4 w-4"
            checked={preferences?.sms ?? false}
            disabled={!preferences || !phoneVerified}
            aria-describedby="sms-reminders-hint"
            onChange={(e) => change({ sms: e.target.checked })}
          />
          <span>{t('profile.reminders.sms')}</span>
        </label>
        <p id="sms-reminders-hint" className="mt-1 text-sm text-slate-600">
          {phoneVerified ? t('profile.reminders.smsHint') : t('profile.reminders.smsNeedsVerifiedPhone')}
        </p>
      </div>
    </section>
  );
}
