import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { GiveConsentDocument, SaveCountryDocument } from '../../gql/strings/graphql';
import { useCurrentUser } from '../../lib/current-user';
import { graphqlRequest, GraphQLRequestError } from '../../lib/graphql-request';
import toast from '../../components/toasts';
import { BusyButton } from '../../components/busy-button';
import { countryOptions, memberLanguages } from './country-options';
import { formatDay } from '../../lib/format-day';
import { profile } from 'app-en:profile';
import { useLocale, useT } from '../../lib/i18n/locale';

const schema = z.object({ aiProcessing: z.enum(['yes', 'no']), country: z.string().max(2) });
type Values = z.infer<typeof schema>;

/** On /profile: the member's AI choice and their country (for the crisis resources shown). */
export function PrivacyChoices() {
  const t = useT({ profile });
  const { locale } = useLocale();
  const { user, refetch } = useCurrentUser();
  const countryId = useId();
  // Named in the interface's language when it is not English, else in the browser's.
  const options = useMemo(
    () => countryOptions(locale === 'en' ? memberLanguages() : [locale, ...memberLanguages()]),
    [locale],
  );
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { aiProcessing: user?.aiProcessing ? 'yes' : 'no', country: user?.country ?? '' },
  });
  if (!user) return null;

  const onSubmit = async (values: Values) => {
    setSaved(false);
    try {
      await graphqlRequest(GiveConsentDocument, { aiProcessing: values.aiProcessing === 'yes' });
      await graphqlRequest(SaveCountryDocument, { country: values.country });
      await refetch();
      setSaved(true);
      toast.success(t('profile.privacy.saved'));
    } catch (error) {
      toast.error(error instanceof GraphQLRequestError ? error.message : t('profile.privacy.notSaved'));
    }
  };

  return (
    <section aria-labelledby="privacy-choices-heading" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="privacy-choices-heading" className="text-xl font-semibold text-slate-900">
        {t('profile.privacy.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {user.consentedAt
          ? t('profile.privacy.consentedOn', { date: formatDay(new Date(user.consentedAt), locale) })
          : t('profile.privacy.notConsented')}{' '}
        <Link to="/privacy" className="font-medium text-brand-800 underline">
          {t('profile.privacy.howWeUse')}
        </Link>
      </p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-4 space-y-4">
        <fieldset>
          <legend className="font-medium text-slate-800">{t('profile.privacy.aiQuestion')}</legend>
          <label className="mt-2 flex items-center gap-2">
            <input type="radio" value="yes" {...register('aiProcessing')} className="h-6 w-6 shrink-0" />
            {t('profile.privacy.aiYes')}
          </label>
          <label className="mt-1 flex items-center gap-2">
            <input type="radio" value="no" {...register('aiProcessing')} className="h-6 w-6 shrink-0" />
            {t('profile.privacy.aiNo')}
          </label>
        </fieldset>
        <div>
          <label htmlFor={countryId} className="block font-medium text-slate-800">
            {t('profile.privacy.country')}
          </label>
          <select
            id={countryId}
            {...register('country')}
            className="mt-1 w-full max-w-sm rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">{t('profile.privacy.notSet')}</option>
            {options.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <BusyButton
          busy={formState.isSubmitting}
          label={t('profile.privacy.save')}
          busyLabel={t('profile.privacy.saving')}
        />
        {saved && (
          <p role="status" className="text-sm text-emerald-800">
            {t('profile.privacy.done')}
          </p>
        )}
      </form>
    </section>
  );
}
