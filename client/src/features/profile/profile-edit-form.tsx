import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ageText, phoneNumber, requiredName, requiredText } from '@mindcheck/common';
import { showFormProblem } from '../../components/form-problem';
import toast from '../../components/toasts';
import { UpdateProfileDocument, type ProfileQuery, type UpdateProfileInput } from '../../gql/graphql';
import { FormField } from '../../components/form-field';
import { ageField, phoneNumberField } from '../../components/person-fields';
import { useCurrentUser } from '../../lib/current-user';
import { describeProfileError } from './profile-messages';
import { profile } from 'app-en:profile';
import { useT } from '../../lib/i18n/locale';
import { FormButtons } from '../../components/form-buttons';
import { useRuleWords } from '../auth/rule-words';
import { Form } from '../../components/form';

type Member = NonNullable<ProfileQuery['me']>;

const rules = {
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  age: ageText,
  phoneNumber,
  disabilities: requiredText('Disabilities'),
  pastHealthIssues: requiredText('Past health issues'),
};
type Field = keyof typeof rules;
const fields = Object.keys(rules) as Field[];
type Values = Record<Field, string>;

function initialValues(member: Member): Values {
  return {
    firstName: member.firstName ?? '',
    lastName: member.lastName ?? '',
    age: member.age != null ? String(member.age) : '',
    phoneNumber: member.phoneNumber ?? '',
    disabilities: member.disabilities ?? '',
    pastHealthIssues: member.pastHealthIssues ?? '',
  };
}

/**
 * Sign-up's rules for the fields the member had filled in (they cannot be emptied); a field never
 * filled in (a Google account's age, say) may stay empty, and then is not sent.
 */
function profileSchema(start: Values) {
  const shape = (field: Field) =>
    start[field]
      ? rules[field]
      : z
          .string()
          .trim()
          .transform((value) => value || undefined)
          .pipe(rules[field].optional());
  return z.object({
    firstName: shape('firstName'),
    lastName: shape('lastName'),
    age: shape('age'),
    phoneNumber: shape('phoneNumber'),
    disabilities: shape('disabilities'),
    pastHealthIssues: shape('pastHealthIssues'),
  });
}

/** Edits the profile with sign-up's rules. Only changed fields are sent. */
export function ProfileEditForm({ member, onDone }: { member: Member; onDone: () => void }) {
  const t = useT({ profile });
  const start = initialValues(member);
  const ruleWords = useRuleWords();
  const form = useForm({
    resolver: ruleWords(zodResolver(profileSchema(start))),
    defaultValues: start,
    reValidateMode: 'onSubmit',
  });
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const { refetch: refetchCurrentUser } = useCurrentUser();

  const onSubmit = form.handleSubmit(async (values) => {
    const changed = fields.filter((field) => values[field] !== undefined && String(values[field]) !== start[field]);
    const input: UpdateProfileInput = Object.fromEntries(changed.map((field) => [field, values[field]]));
    if (Object.keys(input).length === 0) return onDone();
    try {
      await updateProfile({ variables: { input } });
      // The member's name shows in the frame ('Signed in as …') and on the dashboard.
      void refetchCurrentUser().catch(() => undefined);
      toast.success(t('profile.editForm.saved'));
      onDone();
    } catch (error) {
      showFormProblem(form, fields, describeProfileError(error, t('profile.somethingWentWrong')));
    }
  });

  return (
    <Form onSubmit={onSubmit} aria-labelledby="edit-profile-heading" className="space-y-5">
      <h2 id="edit-profile-heading" className="text-xl font-semibold text-slate-900">
        {t('profile.edit')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="firstName" label={t('profile.firstName')} autoComplete="given-name" />
        <FormField form={form} name="lastName" label={t('profile.lastName')} autoComplete="family-name" />
        <FormField form={form} name="age" {...ageField} label={t('profile.age')} />
        <FormField
          form={form}
          name="phoneNumber"
          {...phoneNumberField}
          label={t('profile.phoneNumber')}
          hint={t('profile.digitsOnly')}
        />
      </div>
      <FormField form={form} name="disabilities" label={t('profile.disabilities')} />
      <FormField form={form} name="pastHealthIssues" label={t('profile.pastHealthIssues')} />
      <FormButtons
        busy={loading}
        label={t('profile.editForm.save')}
        busyLabel={t('profile.saving')}
        onCancel={onDone}
      />
    </Form>
  );
}
