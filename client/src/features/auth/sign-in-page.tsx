import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import toast from '../../components/toasts';
import { SignInDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TextField } from '../../components/text-field';
import { AuthCard, SubmitButton } from './auth-card';
import { checkEmail, checkPassword } from './auth-messages';
import { describeAuthError } from './auth-errors';
import { GoogleSignInButton } from './google-sign-in-button';
import { useFinishSignIn } from './use-finish-sign-in';

interface FieldErrors {
  email?: string | null;
  password?: string | null;
}

export default function SignInPage() {
  useDocumentTitle('Sign In');
  const { user } = useCurrentUser();
  const finishSignIn = useFinishSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Already signed in (and not in the middle of signing in here): the dashboard.
  if (user && !busy) return <Navigate to="/dashboard" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = { email: checkEmail(email), password: checkPassword(password) };
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setBusy(true);
    try {
      await graphqlRequest(SignInDocument, { email: email.trim(), password });
      await finishSignIn();
    } catch (error) {
      // A field the server refused is marked on that field; anything else is a toast (spec section 9),
      // shown once: never the same words twice on the screen.
      const problem = describeAuthError(error);
      if (problem.field === 'email' || problem.field === 'password') {
        setErrors({ [problem.field]: problem.message });
        (problem.field === 'email' ? emailRef : passwordRef).current?.focus();
      } else {
        toast.error(problem.message);
      }
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Sign In"
      intro="Welcome back. Sign in to take a test, see your history and talk to our assistant."
      footer={
        <>
          New to MindCheck?{' '}
          <Link to="/sign-up" className="font-semibold text-brand-800 underline underline-offset-2">
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-5" aria-label="Sign in">
        <TextField
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: null }));
          }}
        />
        <TextField
          ref={passwordRef}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: null }));
          }}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-800 underline underline-offset-2">
            Forgot password?
          </Link>
        </p>
        <SubmitButton busy={busy} label="Sign In" busyLabel="Signing In..." />
      </form>
      <GoogleSignInButton onSignedIn={finishSignIn} />
    </AuthCard>
  );
}
