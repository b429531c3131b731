import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signUpFormSchema } from '@mindcheck/common';
import { showFormProblem } from '../../components/form-problem';
import { SignUpDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ageField, FormField, phoneNumberField } from '../../components/form-field';
import { FormCard } from '../../components/form-card';
import { describeAuthError } from './auth-errors';
import { GoogleSignInButton } from './google-sign-in-button';
import { useFinishSignIn } from './use-finish-sign-in';
import { SubmitButton } from '../../components/submit-button';

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
  useDocumentTitle('Sign Up');
  const { user } = useCurrentUser();
  const finishSignIn = useFinishSignIn();
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  });
  // Stays on from a valid submit until the page is left: signing up navigates away.
  const [busy, setBusy] = useState(false);

  if (user && !busy) return <Navigate to="/dashboard" replace />;

  const onSubmit = form.handleSubmit(async (input) => {
    setBusy(true);
    try {
      await graphqlRequest(SignUpDocument, { input });
      await finishSignIn();
    } catch (error) {
      showFormProblem(form, fields, describeAuthError(error));
      setBusy(false);
    }
  });

  return (
    <FormCard
      title="Sign Up"
      intro="Create your free account. What you tell us stays private and is used only to support you."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-semibold text-brand-800 underline underline-offset-2">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-5" aria-label="Sign up">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField form={form} name="firstName" label="First name" required autoComplete="given-name" />
          <FormField form={form} name="lastName" label="Last name" required autoComplete="family-name" />
        </div>
        <FormField form={form} name="email" label="Email" required type="email" autoComplete="email" />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField form={form} name="age" required {...ageField} />
          <FormField form={form} name="phoneNumber" required {...phoneNumberField} />
        </div>
        <FormField form={form} name="disabilities" label="Disabilities" required hint='Write "None" if none apply.' />
        <FormField
          form={form}
          name="pastHealthIssues"
          label="Past health issues"
          required
          hint='Write "None" if none apply.'
        />
        <FormField
          form={form}
          name="password"
          label="Password"
          required
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
        />
        <p className="text-sm text-slate-600">
          By signing up you agree to our{' '}
          <Link to="/terms" className="font-medium text-brand-800 underline">
            terms of use
          </Link>
          . Our{' '}
          <Link to="/privacy" className="font-medium text-brand-800 underline">
            privacy notice
          </Link>{' '}
          says what we keep and why; we ask for your consent before your first test.
        </p>
        <SubmitButton busy={busy} label="Sign Up" busyLabel="Signing Up..." />
      </form>
      <GoogleSignInButton onSignedIn={finishSignIn} />
    </FormCard>
  );
}
