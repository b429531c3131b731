import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@mindcheck/common';
import type { z } from 'zod';
import toast from '../../components/toasts';
import { TextField } from '../../components/text-field';
import { ChangePasswordDocument, MySessionsDocument } from '../../gql/graphql';
import { describeProfileError, profileMessages } from './profile-messages';

type Values = z.input<typeof changePasswordSchema>;
const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Change password (password accounts): the current one, then a new one twice; other devices are signed out. */
export function ChangePassword() {
  const [open, setOpen] = useState(false);
  const [changePassword] = useMutation(ChangePasswordDocument, { refetchQueries: [MySessionsDocument] });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ variables: { currentPassword, newPassword } });
    } catch (failure) {
      const problem = describeProfileError(failure);
      const field = fields.find((name) => name === problem.field);
      if (field) setError(field, { message: problem.message }, { shouldFocus: true });
      else toast.error(problem.message);
      return;
    }
    toast.success(profileMessages.passwordChanged);
    reset();
    setOpen(false);
  });

  return (
    <section
      aria-labelledby="change-password-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="change-password-heading" className="text-lg font-semibold text-slate-900">
        Password
      </h2>
      {!open ? (
        <>
          <p className="mt-1 text-sm text-slate-600">Changing it signs you out everywhere but here.</p>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="mt-4 rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Change password
          </button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="mt-4 space-y-4"
          aria-label="Change password"
        >
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={isSubmitting}
              className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-70"
            >
              {isSubmitting ? 'Saving...' : 'Save new password'}
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
