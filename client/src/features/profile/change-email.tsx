import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailSchema } from '@mindcheck/common';
import type { z } from 'zod';
import toast from '../../components/toasts';
import { FormField } from '../../components/form-field';
import { RequestEmailChangeDocument } from '../../gql/graphql';
import { describeProfileError } from './profile-messages';
import { profile } from 'app-en:profile';
import { useT } from '../../lib/i18n/locale';
import { ProfileSection } from './profile-section';
import { OpenableForm } from './openable-form';
import { ConfirmWithPassword } from './confirm-with-password';
import { useRuleWords } from '../auth/rule-words';

type Values = z.input<typeof changeEmailSchema>;

/**
 * Change email: a link goes to the new address (and a notice to the current one); the address
 * changes only when that link is followed. Password accounts confirm with their password.
 */
export function ChangeEmail({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const t = useT({ profile });
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestEmailChange] = useMutation(RequestEmailChangeDocument);
  const ruleWords = useRuleWords();
  const form = useForm<Values, unknown, z.output<typeof changeEmailSchema>>({
    resolver: ruleWords(zodResolver(changeEmailSchema)),
    defaultValues: { newEmail: '', password: '' },
  });

  const close = () => {
    form.reset();
    setOpen(false);
  };
  const onSubmit = form.handleSubmit(async ({ newEmail, password }) => {
    if (hasPassword && !password) {
      form.setError('password', { message: t('profile.changeEmail.passwordRequired') }, { shouldFocus: true });
      return;
    }
    try {
      await requestEmailChange({ variables: { newEmail, password: hasPassword ? password : null } });
    } catch (failure) {
      const problem = describeProfileError(failure, t('profile.somethingWentWrong'));
      if (problem.field === 'newEmail' || problem.field === 'password')
        form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
      else if (problem.code === 'CONFLICT')
        form.setError('newEmail', { message: problem.message }, { shouldFocus: true });
      else toast.error(problem.message);
      return;
    }
    setSentTo(newEmail);
    close();
  });

  return (
    <ProfileSection id="change-email-heading" title={t('profile.changeEmail.title')}>
      <p className="mt-1 text-sm text-slate-600">{t('profile.changeEmail.current', { email })}</p>
      {sentTo && (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
          {t('profile.changeEmail.sent', { email: sentTo })}
        </p>
      )}
      <OpenableForm
        name={t('profile.changeEmail.open')}
        open={open}
        onOpen={() => setOpen(true)}
        onCancel={close}
        onSubmit={onSubmit}
        busy={form.formState.isSubmitting}
        label={t('profile.changeEmail.send')}
        busyLabel={t('profile.changeEmail.sending')}
      >
        <FormField
          form={form}
          name="newEmail"
          label={t('profile.changeEmail.newEmail')}
          type="email"
          autoComplete="email"
        />
        {hasPassword && <ConfirmWithPassword form={form} />}
      </OpenableForm>
    </ProfileSection>
  );
}
