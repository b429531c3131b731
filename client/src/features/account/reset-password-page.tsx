import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema } from '@mindcheck/common';
import type { z } from 'zod';
import toast from '../../components/toasts';
import { NewPasswordFields } from '../../components/new-password-fields';
import { ResetPasswordDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormCard } from '../../components/form-card';
import { describeServerProblem } from './account-messages';
import { account } from 'app-en:account';
import { useT } from '../../lib/i18n/locale';
import { useTokenFromAddress } from './use-token-from-address';
import { CardLink } from '../../components/card-link';
import { CardForm } from '../../components/card-form';
import { useRuleWords } from '../auth/rule-words';

type Values = z.input<typeof resetPasswordSchema>;

/** /reset-password?token=…: a new password from a reset link; then the member signs in with it. */
export default function ResetPasswordPage() {
  const t = useT({ account });
  useDocumentTitle(t('account.reset.title'));
  const token = useTokenFromAddress();
  const navigate = useNavigate();
  const { refetch } = useCurrentUser();
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : t('account.noToken'));
  const ruleWords = useRuleWords();
  const form = useForm<Values, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: ruleWords(zodResolver(resetPasswordSchema)),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await graphqlRequest(ResetPasswordDocument, { token: token ?? '', newPassword });
    } catch (error) {
      const problem = describeServerProblem(error, t('account.somethingWentWrong'));
      if (problem.field === 'newPassword')
        form.setError('newPassword', { message: problem.message }, { shouldFocus: true });
      else if (problem.field === 'token') setLinkProblem(problem.message);
      else toast.error(problem.message);
      return;
    }
    // Every session of the account has ended, this browser's too if it had one.
    await refetch().catch(() => null);
    toast.success(t('account.reset.done'));
    await navigate('/sign-in', { replace: true });
  });

  if (linkProblem) {
    return (
      <FormCard title={t('account.reset.heading')}>
        <p role="alert" className="mt-4 text-slate-800">
          {linkProblem}
        </p>
        <CardLink to="/forgot-password">{t('account.reset.newLink')}</CardLink>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('account.reset.choose')} intro={t('account.reset.intro')}>
      <CardForm
        name={t('account.reset.form')}
        onSubmit={onSubmit}
        busy={form.formState.isSubmitting}
        label={t('account.reset.set')}
        busyLabel={t('account.reset.saving')}
      >
        <NewPasswordFields form={form} required />
      </CardForm>
    </FormCard>
  );
}
