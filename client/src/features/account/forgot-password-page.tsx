import { useState } from 'react';
import { Link } from 'react-router';
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
import { accountMessages, describeServerProblem } from './account-messages';
import { CardForm } from '../../components/card-form';

type Values = z.input<typeof forgotPasswordSchema>;

/** /forgot-password: the address to send a reset link to; the same answer whether or not it has an account. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await graphqlRequest(RequestPasswordResetDocument, { email });
      setSentTo(email);
    } catch (error) {
      const problem = describeServerProblem(error);
      if (problem.field === 'email') form.setError('email', { message: problem.message }, { shouldFocus: true });
      else toast.error(problem.message);
    }
  });

  if (sentTo) {
    return (
      <FormCard
        title="Check your email"
        footer={
          <Link to="/sign-in" className="font-semibold text-brand-800 underline underline-offset-2">
            Back to sign in
          </Link>
        }
      >
        <p role="status" className="mt-4 text-slate-700">
          {accountMessages.resetSent}
        </p>
        <p className="mt-4 text-sm text-slate-600">
          Nothing after a few minutes? Check your spam folder, or{' '}
          <button
            type="button"
            onClick={() => setSentTo(null)}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            try another address
          </button>
          .
        </p>
      </FormCard>
    );
  }

  return (
    <FormCard
      title="Forgot your password?"
      intro="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/sign-in" className="font-semibold text-brand-800 underline underline-offset-2">
            Sign in
          </Link>
        </>
      }
    >
      <CardForm
        name="Forgot password"
        onSubmit={onSubmit}
        busy={form.formState.isSubmitting}
        label="Send reset link"
        busyLabel="Sending..."
      >
        <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      </CardForm>
    </FormCard>
  );
}
