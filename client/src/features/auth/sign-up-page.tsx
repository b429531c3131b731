import { useState } from 'react';
import { Navigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signUpFormSchema } from '@mindcheck/common';
import { showFormProblem } from '../../components/form-problem';
import { SignUpDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormField } from '../../components/form-field';
import { ageField, phoneNumberField } from '../../components/person-fields';
import { FormCard } from '../../components/form-card';
import { describeAuthError } from './auth-errors';
import { GoogleSignInButton } from './google-sign-in-button';
import { useFinishSignIn } from './use-finish-sign-in';
import { SubmitButton } from '../../components/submit-button';
import { auth } from 'app-en:auth';
import { useLocale, useT } from '../../lib/i18n/locale';
import { SignUpAgreement } from './sign-up-agreement';
import { LanguageMenu } from '../../lib/i18n/language-menu';
import { useRuleWords } from './rule-words';
import { Form } from '../../components/form';
import { FooterLink } from '../../components/footer-link';

const empty = {
  firstName: '',
  lastName: '',
  email: '',
  age: '',
  disabilities: '',
  phoneNumber: '',
  password: '',
  pastHealthIssues: '',
};
type Field = keyof typeof empty;
/** The two health questions: free text, 'None' when there is nothing to say. */
const HEALTH_FIELDS = [
  { name: 'disabilities', label: 'auth.signUp.disabilities' },
  { name: 'pastHealthIssues', label: 'auth.signUp.pastHealthIssues' },
] as const;
const fields = Object.keys(empty) as Field[];

/** Sign-up's rules (spec section 5, in @mindcheck/common): the message of each field at fault. */
export function validateSignUp(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of signUpFormSchema.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

export default function SignUpPage() {
  const t = useT({ auth });
  // The language the visitor reads this form in becomes their account's (mails, SMS).
  const { locale } = useLocale();
  useDocumentTitle(t('auth.signUp.title'));
  const { user } = useCurrentUser();
  const finishSignIn = useFinishSignIn();
  const ruleWords = useRuleWords();
  const form = useForm({
    resolver: ruleWords(zodResolver(signUpFormSchema)),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  });
  // Stays on from a valid submit until the page is left: signing up navigates away.
  const [busy, setBusy] = useState(false);

  if (user && !busy) return <Navigate to="/dashboard" replace />;

  const onSubmit = form.handleSubmit(async (input) => {
    setBusy(true);
    try {
      await graphqlRequest(SignUpDocument, { input: { ...input, locale } });
      await finishSignIn();
    } catch (error) {
      showFormProblem(form, fields, describeAuthError(error, t));
      setBusy(false);
    }
  });

  return (
    <FormCard
      title={t('auth.signUp.title')}
      intro={t('auth.signUp.intro')}
      footer={
        <FooterLink text={t('auth.signUp.haveAccount')} to="/sign-in">
          {t('auth.signUp.signIn')}
        </FooterLink>
      }
    >
      <LanguageMenu className="mt-4 flex justify-end" />
      <Form onSubmit={onSubmit} className="mt-6 space-y-5" aria-label={t('auth.signUp.form')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            form={form}
            name="firstName"
            label={t('auth.signUp.firstName')}
            required
            autoComplete="given-name"
          />
          <FormField
            form={form}
            name="lastName"
            label={t('auth.signUp.lastName')}
            required
            autoComplete="family-name"
          />
        </div>
        <FormField form={form} name="email" label={t('auth.email')} required type="email" autoComplete="email" />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField form={form} name="age" required {...ageField} label={t('auth.signUp.age')} />
          <FormField
            form={form}
            name="phoneNumber"
            required
            {...phoneNumberField}
            label={t('auth.signUp.phoneNumber')}
            hint={t('auth.signUp.digitsOnly')}
          />
        </div>
        {HEALTH_FIELDS.map(({ name, label }) => (
          <FormField key={name} form={form} name={name} label={t(label)} required hint={t('auth.signUp.noneHint')} />
        ))}
        <FormField
          form={form}
          name="password"
          label={t('auth.password')}
          required
          type="password"
          autoComplete="new-password"
          hint={t('auth.signUp.passwordHint')}
        />
        <SignUpAgreement />
        <SubmitButton busy={busy} label={t('auth.signUp.title')} busyLabel={t('auth.signUp.busy')} />
      </Form>
      <GoogleSignInButton onSignedIn={finishSignIn} />
    </FormCard>
  );
}
