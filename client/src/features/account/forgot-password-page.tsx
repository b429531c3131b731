import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@mindcheck/common';
import type { z } from 'zod';
import toast from '../../components/toasts';
import { FormField } from '../../components/form-field';
import { RequestPasswordResetDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormCard } from '../../components/form-card';
import { describeServerProblem } from './account-messages';
import { account } from 'app-en:account';
import { useT } from '../../lib/i18n/locale';
import { RichText } from '../../lib/i18n/rich-text';
import { CardForm } from '../../components/card-form';
import { useRuleWords } from '../auth/rule-words';
import { FooterLink } from '../../components/footer-link';

type Values = z.input<typeof forgotPasswordSchema>;

/** /forgot-password: the address to send a reset link to; the same answer whether or not it has an account. */
export default function ForgotPasswordPage() {
  const t = useT({ account });
  useDocumentTitle(t('account.forgot.title'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const ruleWords = useRuleWords();
  const form = useForm<Values, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: ruleWords(zodResolver(forgotPasswordSchema)),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await graphqlRequest(RequestPasswordResetDocument, { email });
      setSentTo(email);
    } catch (error) {
      const problem = describeServerProblem(error, t('account.somethingWentWrong'));
      if (problem.field === 'email') form.setError('email', { message: problem.message }, { shouldFocus: true });
      else toast.error(problem.message);
    }
  });

  if (sentTo) {
    return (
      <FormCard
        title={t('account.forgot.checkEmail')}
        footer={<FooterLink to="/sign-in">{t('account.forgot.backToSignIn')}</FooterLink>}
      >
        <p role="status" className="mt-4 text-slate-700">
          {t('account.forgot.sent')}
        </p>
        <p className="mt-4 text-sm text-slate-600">
          <RichText
            text={t('account.forgot.nothing')}
            parts={{
              retry: (words) => (
                <button
                  type="button"
                  onClick={() => setSentTo(null)}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  {words}
                </button>
              ),
            }}
          />
        </p>
      </FormCard>
    );
  }

  return (
    <FormCard
      title={t('account.forgot.heading')}
      intro={t('account.forgot.intro')}
      footer={
        <FooterLink text={t('account.forgot.remembered')} to="/sign-in">
          {t('account.signIn')}
        </FooterLink>
      }
    >
      <CardForm
        name={t('account.forgot.form')}
        onSubmit={onSubmit}
        busy={form.formState.isSubmitting}
        label={t('account.forgot.send')}
        busyLabel={t('account.forgot.sending')}
      >
        <FormField form={form} name="email" label={t('account.email')} type="email" autoComplete="email" required />
      </CardForm>
    </FormCard>
  );
}
