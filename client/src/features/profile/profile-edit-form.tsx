import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from '../../components/toasts';
import { UpdateProfileDocument, type ProfileQuery } from '../../gql/graphql';
import { TextField, type TextFieldProps } from '../../components/text-field';
import { acceptAge, acceptDigits } from '../../components/input-filters';
import { useCurrentUser } from '../../lib/current-user';
import { describeProfileError, profileMessages } from './profile-messages';

type Member = NonNullable<ProfileQuery['me']>;
const fields = ['firstName', 'lastName', 'age', 'phoneNumber', 'disabilities', 'pastHealthIssues'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const labels: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  age: 'Age',
  phoneNumber: 'Phone number',
  disabilities: 'Disabilities',
  pastHealthIssues: 'Past health issues',
};

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
 * Edits the profile with sign-up's rules. A field that was never filled in (a Google account's
 * age, say) may stay empty; a filled-in one cannot be emptied. Only changed fields are sent.
 */
export function ProfileEditForm({ member, onDone }: { member: Member; onDone: () => void }) {
  const start = initialValues(member);
  const [values, setValues] = useState<Values>(start);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const { refetch: refetchCurrentUser } = useCurrentUser();
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const set = (field: Field, next: string | null) => {
    if (next === null) return;
    setValues((current) => ({ ...current, [field]: next }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      if (start[field] && !values[field].trim()) found[field] = profileMessages.required(labels[field]);
    }
    if (!found.age && values.age && Number(values.age) < 1) found.age = profileMessages.ageTooLow;
    setErrors(found);
    const firstBad = fields.find((field) => found[field]);
    if (firstBad) return refs.current[firstBad]?.focus();

    const input: Record<string, string | number> = {};
    for (const field of fields) {
      const value = values[field].trim();
      if (value === start[field] || !value) continue;
      input[field] = field === 'age' ? Number(value) : value;
    }
    if (Object.keys(input).length === 0) return onDone();
    try {
      await updateProfile({ variables: { input } });
      // The member's name shows in the frame ('Signed in as …') and on the dashboard.
      void refetchCurrentUser().catch(() => undefined);
      toast.success(profileMessages.saved);
      onDone();
    } catch (error) {
      const problem = describeProfileError(error);
      const field = fields.find((f) => f === problem.field);
      // On the field the server refused, else a toast: the same words never twice on the screen.
      if (field) {
        setErrors({ [field]: problem.message });
        refs.current[field]?.focus();
      } else toast.error(problem.message);
    }
  };

  const field = (name: Field, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      ref={(element) => {
        refs.current[name] = element;
      }}
      label={labels[name]}
      name={name}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => set(name, event.target.value)}
      {...extra}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="edit-profile-heading"
      className="space-y-5"
    >
      <h2 id="edit-profile-heading" className="text-xl font-semibold text-slate-900">
        Edit profile
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('firstName', { autoComplete: 'given-name' })}
        {field('lastName', { autoComplete: 'family-name' })}
        {field('age', { inputMode: 'numeric', onChange: (event) => set('age', acceptAge(event.target.value)) })}
        {field('phoneNumber', {
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel',
          hint: 'Digits only',
          onChange: (event) => set('phoneNumber', acceptDigits(event.target.value)),
        })}
      </div>
      {field('disabilities')}
      {field('pastHealthIssues')}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={loading}
          className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-70"
        >
          {loading ? 'Saving...' : 'Save changes'}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
