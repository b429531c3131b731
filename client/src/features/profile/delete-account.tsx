import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { deletePassword } from '@mindcheck/common';
import toast from '../../components/toasts';
import { DeleteAccountDocument } from '../../gql/graphql';
import { useForgetMember } from '../../lib/use-forget-member';
import { describeProfileError } from './profile-messages';
import { profile } from 'app-en:profile';
import { useT } from '../../lib/i18n/locale';
import { buttonStyle } from '../../components/busy-button';
import { FormButtons } from '../../components/form-buttons';
import { ConfirmWithPassword } from './confirm-with-password';
import { useRuleWords } from '../auth/rule-words';
import { Form } from '../../components/form';

/**
 * 'Delete my account' with a confirmation step: what will be erased, the password for password
 * accounts, then the erasure and back to /.
 */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const t = useT({ profile });
  const [confirming, setConfirming] = useState(false);
  // Password accounts confirm with their password; Google-only accounts send none.
  const ruleWords = useRuleWords();
  const form = useForm({
    resolver: ruleWords(zodResolver(z.object({ password: hasPassword ? deletePassword : z.string() }))),
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
        {t('profile.delete.open')}
      </button>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await deleteAccount({ variables: { password: hasPassword ? password : null } });
    } catch (failure) {
      // A wrong password on its field, anything else a toast: the same words never twice on the screen.
      const problem = describeProfileError(failure, t('profile.somethingWentWrong'));
      if (problem.field === 'password' && hasPassword) form.setError('password', { message: problem.message });
      else toast.error(problem.message);
      return;
    }
    toast.success(t('profile.delete.done'));
    await forgetMember();
  });

  return (
    <section
      aria-labelledby="delete-account-heading"
      className="w-full rounded-2xl border border-red-200 bg-red-50 p-5 sm:p-6"
    >
      <h2 id="delete-account-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-red-900">
        {t('profile.delete.heading')}
      </h2>
      <p className="mt-2 text-sm text-red-900">{t('profile.delete.text')}</p>
      <Form onSubmit={onSubmit} className="mt-4 space-y-4">
        {hasPassword && <ConfirmWithPassword form={form} />}
        <FormButtons
          busy={loading}
          label={t('profile.delete.confirm')}
          busyLabel={t('profile.delete.deleting')}
          danger
          onCancel={() => {
            setConfirming(false);
            form.reset();
          }}
        />
      </Form>
    </section>
  );
}
