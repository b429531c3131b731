import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { showFormProblem } from '../../components/form-problem';
import { SignInDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormField } from '../../components/form-field';
import { FormCard } from '../../components/form-card';
import { describeAuthError } from './auth-errors';
import { GoogleSignInButton } from './google-sign-in-button';
import { useFinishSignIn } from './use-finish-sign-in';
import { lazyResolver } from '../../lib/lazy-resolver';
import { SubmitButton } from '../../components/submit-button';
import { auth } from 'app-en:auth';
import { useT } from '../../lib/i18n/locale';
import { useRuleWords } from './rule-words';
import { Form } from '../../components/form';
import { FooterLink } from '../../components/footer-link';

const rules = lazyResolver(() => import('./sign-in-rules').then((m) => m.signInResolver));

export default function SignInPage() {
  const t = useT({ auth });
  useDocumentTitle(t('auth.signIn.title'));
  const { user } = useCurrentUser();
  const finishSignIn = useFinishSignIn();
  const ruleWords = useRuleWords();
  const form = useForm({
    resolver: ruleWords(rules.resolver),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  // Stays on from a valid submit until the page is left: signing in navigates away.
  const [busy, setBusy] = useState(false);

  // Already signed in (and not in the middle of signing in here): the dashboard.
  if (user && !busy) return <Navigate to="/dashboard" replace />;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setBusy(true);
    try {
      await graphqlRequest(SignInDocument, { email, password });
      await finishSignIn();
    } catch (error) {
      // A field the server refused is marked on that field; the spec's toasts (wrong credentials,
      // 'Error signing in: ...') are toasts, the first also next to the password field.
      showFormProblem(form, ['email', 'password'], describeAuthError(error, t));
      setBusy(false);
    }
  });

  return (
    <FormCard
      title={t('auth.signIn.title')}
      intro={t('auth.signIn.intro')}
      footer={
        <FooterLink text={t('auth.signIn.newHere')} to="/sign-up">
          {t('auth.signIn.create')}
        </FooterLink>
      }
    >
      <Form onSubmit={onSubmit} onFocus={rules.preload} className="mt-6 space-y-5" aria-label={t('auth.signIn.form')}>
        <FormField form={form} name="email" label={t('auth.email')} type="email" autoComplete="email" required />
        <FormField
          form={form}
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-800 underline underline-offset-2">
            {t('auth.signIn.forgot')}
          </Link>
        </p>
        <SubmitButton busy={busy} label={t('auth.signIn.title')} busyLabel={t('auth.signIn.busy')} />
      </Form>
      <GoogleSignInButton onSignedIn={finishSignIn} />
    </FormCard>
  );
}
