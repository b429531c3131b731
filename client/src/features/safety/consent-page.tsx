import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { GiveConsentDocument } from '../../gql/strings/graphql';
import { useCurrentUser } from '../../lib/current-user';
import { graphqlRequest } from '../../lib/graphql-request';
import { useDocumentTitle } from '../../lib/use-document-title';
import { consent } from 'app-en:consent';
import { useT } from '../../lib/i18n/locale';
import { RichText } from '../../lib/i18n/rich-text';
import { legalParts } from '../../lib/i18n/link-part';

const schema = z.object({
  // Shown as the catalogue's consent.choose, in the member's language.
  aiProcessing: z.enum(['yes', 'no']),
});
type Values = z.infer<typeof schema>;

/** Where to go back to after consent: a path of this app only (never another site). */
export function consentReturnPath(next: string | null): string {
  return next && next.length <= 200 && /^\/(?![/\\])/.test(next) ? next : '/dashboard';
}

/**
 * /consent: before a member's first test, chat message, mood check-in or safety plan, what MindCheck stores and who sees it,
 * and their choice about the AI service. Also where they change that choice later.
 */
export default function ConsentPage() {
  const t = useT({ consent });
  useDocumentTitle(t('consent.title'));
  const { user, refetch } = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const already = !!user?.consentedAt;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: already ? { aiProcessing: user?.aiProcessing ? 'yes' : 'no' } : undefined,
  });

  const onSubmit = async ({ aiProcessing }: Values) => {
    setFailed(false);
    try {
      await graphqlRequest(GiveConsentDocument, { aiProcessing: aiProcessing === 'yes' });
      await refetch();
      await navigate(consentReturnPath(params.get('next')), { replace: true });
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('consent.title')}</h1>
      {!already && <p className="mt-2 text-slate-700">{t('consent.intro')}</p>}
      <div className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 text-slate-700">
        <h2 className="text-lg font-semibold text-slate-900">{t('consent.keepHeading')}</h2>
        <ul className="ml-5 list-disc space-y-1">
          <li>{t('consent.keep.tests')}</li>
          <li>{t('consent.keep.chat')}</li>
          <li>{t('consent.keep.moods')}</li>
          <li>{t('consent.keep.safetyPlan')}</li>
        </ul>
        <h2 className="text-lg font-semibold text-slate-900">{t('consent.whoSeesHeading')}</h2>
        <p>{t('consent.whoSees')}</p>
        <h2 className="text-lg font-semibold text-slate-900">{t('consent.retentionHeading')}</h2>
        <p>{t('consent.retention')}</p>
        <h2 className="text-lg font-semibold text-slate-900">{t('consent.aiHeading')}</h2>
        <p>{t('consent.ai')}</p>
        <p>
          <RichText text={t('consent.readMore')} parts={legalParts} />
        </p>
      </div>

      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
        <fieldset aria-describedby={errors.aiProcessing ? 'ai-choice-error' : undefined}>
          <legend className="font-semibold text-slate-900">{t('consent.question')}</legend>
          <label className="mt-2 flex items-start gap-2">
            <input type="radio" value="yes" {...register('aiProcessing')} className="mt-1 h-5 w-5" />
            <span>{t('consent.yes')}</span>
          </label>
          <label className="mt-2 flex items-start gap-2">
            <input type="radio" value="no" {...register('aiProcessing')} className="mt-1 h-5 w-5" />
            <span>{t('consent.no')}</span>
          </label>
          {errors.aiProcessing && (
            <p id="ai-choice-error" role="alert" className="mt-1 text-sm text-rose-700">
              {t('consent.choose')}
            </p>
          )}
        </fieldset>
        {failed && (
          <p role="alert" className="text-sm text-rose-700">
            {t('consent.failed')}
          </p>
        )}
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {isSubmitting ? t('consent.saving') : already ? t('consent.save') : t('consent.agree')}
        </button>
      </form>
    </div>
  );
}
