import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@mindcheck/common';
import type { z } from 'zod';
import { showFormProblem } from '../../components/form-problem';
import toast from '../../components/toasts';
import { FormField } from '../../components/form-field';
import { NewPasswordFields } from '../../components/new-password-fields';
import { ChangePasswordDocument, MySessionsDocument } from '../../gql/graphql';
import { describeProfileError } from './profile-messages';
import { profile } from 'app-en:profile';
import { useT } from '../../lib/i18n/locale';
import { ProfileSection } from './profile-section';
import { OpenableForm } from './openable-form';
import { useRuleWords } from '../auth/rule-words';

type Values = z.input<typeof changePasswordSchema>;
const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Change password (password accounts): the current one, then a new one twice; other devices are signed out. */
export function ChangePassword() {
  const t = useT({ profile });
  const [open, setOpen] = useState(false);
  const [changePassword] = useMutation(ChangePasswordDocument, { refetchQueries: [MySessionsDocument] });
  const ruleWords = useRuleWords();
  const form = useForm<Values, unknown, z.output<typeof changePasswordSchema>>({
    resolver: ruleWords(zodResolver(changePasswordSchema)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const close = () => {
    form.reset();
    setOpen(false);
  };
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ variables: { currentPassword, newPassword } });
    } catch (failure) {
      showFormProblem(form, fields, describeProfileError(failure, t('profile.somethingWentWrong')));
      return;
    }
    toast.success(t('profile.changePassword.done'));
    close();
  });

  return (
    <ProfileSection id="change-password-heading" title={t('profile.changePassword.title')}>
      <OpenableForm
        name={t('profile.changePassword.open')}
        open={open}
        onOpen={() => setOpen(true)}
        onCancel={close}
        onSubmit={onSubmit}
        busy={form.formState.isSubmitting}
        label={t('profile.changePassword.save')}
        busyLabel={t('profile.saving')}
        closed={<p className="mt-1 text-sm text-slate-600">{t('profile.changePassword.hint')}</p>}
      >
        <FormField
          form={form}
          name="currentPassword"
          label={t('profile.changePassword.current')}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields form={form} hint={t('profile.changePassword.rule')} />
      </OpenableForm>
    </ProfileSection>
  );
}
