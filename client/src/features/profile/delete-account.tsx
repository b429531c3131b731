import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { deletePassword } from '@mindcheck/common';
import toast from '../../components/toasts';
import { DeleteAccountDocument } from '../../gql/graphql';
import { useForgetMember } from '../../lib/use-forget-member';
import { describeProfileError, profileMessages } from './profile-messages';
import { buttonStyle } from '../../components/busy-button';
import { FormButtons } from '../../components/form-buttons';
import { ConfirmWithPassword } from './confirm-with-password';

/**
 * 'Delete my account' with a confirmation step: what will be erased, the password for password
 * accounts, then the erasure and back to /.
 */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const [confirming, setConfirming] = useState(false);
  // Password accounts confirm with their password; Google-only accounts send none.
  const form = useForm({
    resolver: zodResolver(z.object({ password: hasPassword ? deletePassword : z.string() })),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  });
  const [deleteAccount, { loading }] = useMutation(DeleteAccountDocument);
  const forgetMember = useForgetMember();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirming) headingRef.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <button type="button" onClick={() => setConfirming(true)} className={buttonStyle.danger}>
        Delete my account
      </button>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await deleteAccount({ variables: { password: hasPassword ? password : null } });
    } catch (failure) {
      // A wrong password on its field, anything else a toast: the same words never twice on the screen.
      const problem = describeProfileError(failure);
      if (problem.field === 'password' && hasPassword) form.setError('password', { message: problem.message });
      else toast.error(problem.message);
      return;
    }
    toast.success(profileMessages.deleted);
    await forgetMember();
  });

  return (
    <section
      aria-labelledby="delete-account-heading"
      className="w-full rounded-2xl border border-red-200 bg-red-50 p-5 sm:p-6"
    >
      <h2 id="delete-account-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-red-900">
        Delete your account?
      </h2>
      <p className="mt-2 text-sm text-red-900">
        This permanently erases your account and everything you stored with us: your tests and their results, your chat
        with the assistant and your bookings. It cannot be undone. You may want to download your data first.
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-4">
        {hasPassword && <ConfirmWithPassword form={form} />}
        <FormButtons
          busy={loading}
          label="Delete my account permanently"
          busyLabel="Deleting..."
          danger
          onCancel={() => {
            setConfirming(false);
            form.reset();
          }}
        />
      </form>
    </section>
  );
}
