import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailSchema } from '@mindcheck/common';
import type { z } from 'zod';
import toast from '../../components/toasts';
import { TextField } from '../../components/text-field';
import { RequestEmailChangeDocument } from '../../gql/graphql';
import { describeProfileError, profileMessages } from './profile-messages';

type Values = z.input<typeof changeEmailSchema>;

/**
 * Change email: a link goes to the new address (and a notice to the current one); the address
 * changes only when that link is followed. Password accounts confirm with their password.
 */
export function ChangeEmail({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestEmailChange] = useMutation(RequestEmailChangeDocument);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ newEmail, password }) => {
    if (hasPassword && !password) {
      setError('password', { message: profileMessages.passwordRequiredToChangeEmail }, { shouldFocus: true });
      return;
    }
    try {
      await requestEmailChange({ variables: { newEmail, password: hasPassword ? password : null } });
    } catch (failure) {
      const problem = describeProfileError(failure);
      if (problem.field === 'newEmail' || problem.field === 'password')
        setError(problem.field, { message: problem.message }, { shouldFocus: true });
      else if (problem.code === 'CONFLICT') setError('newEmail', { message: problem.message }, { shouldFocus: true });
      else toast.error(problem.message);
      return;
    }
    setSentTo(newEmail);
    reset();
    setOpen(false);
  });

  return (
    <section
      aria-labelledby="change-email-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="change-email-heading" className="text-lg font-semibold text-slate-900">
        Email address
      </h2>
      <p className="mt-1 text-sm text-slate-600">You sign in with {email}.</p>
      {sentTo && (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
          We've sent a link to {sentTo}. Your address changes when you open it (within 24 hours).
        </p>
      )}
      {!open ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-4 rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Change email
        </button>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="mt-4 space-y-4"
          aria-label="Change email"
        >
          <TextField
            label="New email address"
            type="email"
            autoComplete="email"
            error={errors.newEmail?.message}
            {...register('newEmail')}
          />
          {hasPassword && (
            <TextField
              label="Your password"
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={isSubmitting}
              className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-70"
            >
              {isSubmitting ? 'Sending...' : 'Send confirmation link'}
            </button>
            <button
              type="button"
              onClick={() => {
                reset();
                setOpen(false);
              }}
              className="rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
