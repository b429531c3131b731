import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import toast from '../../components/toasts';
import { SignUpDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TextField, type TextFieldProps } from '../../components/text-field';
import { acceptAge, acceptDigits } from '../../components/input-filters';
import { AuthCard, SubmitButton } from './auth-card';
import { authMessages, checkEmail, checkPassword } from './auth-messages';
import { describeAuthError } from './auth-errors';
import { GoogleSignInButton } from './google-sign-in-button';
import { useFinishSignIn } from './use-finish-sign-in';

const fields = [
  'firstName',
  'lastName',
  'email',
  'age',
  'disabilities',
  'phoneNumber',
  'password',
  'pastHealthIssues',
] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const labels: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  age: 'Age',
  disabilities: 'Disabilities',
  phoneNumber: 'Phone number',
  password: 'Password',
  pastHealthIssues: 'Past health issues',
};

const empty: Values = {
  firstName: '',
  lastName: '',
  email: '',
  age: '',
  disabilities: '',
  phoneNumber: '',
  password: '',
  pastHealthIssues: '',
};

/** Every sign-up field is required (spec section 5); email, password and age have their own rules. */
export function validateSignUp(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    if (!values[field].trim()) errors[field] = authMessages.required(labels[field]);
  }
  if (!errors.email) errors.email = checkEmail(values.email) ?? undefined;
  if (!errors.password) errors.password = checkPassword(values.password) ?? undefined;
  if (!errors.age && Number(values.age) < 1) errors.age = authMessages.ageTooLow;
  for (const field of fields) if (!errors[field]) delete errors[field];
  return errors;
}

export default function SignUpPage() {
  useDocumentTitle('Sign Up');
  const { user } = useCurrentUser();
  const finishSignIn = useFinishSignIn();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  if (user && !busy) return <Navigate to="/dashboard" replace />;

  const set = (field: Field, next: string | null) => {
    if (next === null) return; // a keystroke the field does not accept
    setValues((current) => ({ ...current, [field]: next }));
    // A field being corrected no longer shows its old message.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignUp(values);
    setErrors(found);
    const firstBad = fields.find((field) => found[field]);
    if (firstBad) return refs.current[firstBad]?.focus();

    setBusy(true);
    try {
      await graphqlRequest(SignUpDocument, {
        input: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          age: Number(values.age),
          disabilities: values.disabilities.trim(),
          phoneNumber: values.phoneNumber,
          password: values.password,
          pastHealthIssues: values.pastHealthIssues.trim(),
        },
      });
      await finishSignIn();
    } catch (error) {
      const problem = describeAuthError(error);
      const field = fields.find((f) => f === problem.field);
      // A field the server refused is marked on that field; anything else is a toast (spec section 9),
      // shown once: never the same words twice on the screen.
      if (field) {
        setErrors({ [field]: problem.message });
        refs.current[field]?.focus();
      } else {
        toast.error(problem.message);
      }
      setBusy(false);
    }
  };

  const field = (name: Field, props: Partial<TextFieldProps> = {}) => (
    <TextField
      ref={(element) => {
        refs.current[name] = element;
      }}
      label={labels[name]}
      name={name}
      required
      value={values[name]}
      error={errors[name]}
      onChange={(event) => set(name, event.target.value)}
      {...props}
    />
  );

  return (
    <AuthCard
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
          {field('firstName', { autoComplete: 'given-name' })}
          {field('lastName', { autoComplete: 'family-name' })}
        </div>
        {field('email', { type: 'email', autoComplete: 'email' })}
        <div className="grid gap-5 sm:grid-cols-2">
          {field('age', { inputMode: 'numeric', onChange: (event) => set('age', acceptAge(event.target.value)) })}
          {field('phoneNumber', {
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel',
            hint: 'Digits only',
            onChange: (event) => set('phoneNumber', acceptDigits(event.target.value)),
          })}
        </div>
        {field('disabilities', { hint: 'Write "None" if none apply.' })}
        {field('pastHealthIssues', { hint: 'Write "None" if none apply.' })}
        {field('password', { type: 'password', autoComplete: 'new-password', hint: 'At least 8 characters.' })}
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
    </AuthCard>
  );
}
