import { useId, useRef, useState, type FormEvent } from 'react';
import { looksLikeEmail } from '@mindcheck/common';
import toast from '../../components/toasts';
import { SendContactMessageDocument } from '../../gql/strings/graphql';
import { graphqlRequest, GraphQLRequestError } from '../../lib/graphql-request';
import { TextField } from '../../components/text-field';
import { useDocumentTitle } from '../../lib/use-document-title';

// The spec's texts (sections 5 and 8), to the letter, and the server's limits.
export const contactMessages = {
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again.',
  invalidEmail: 'Please enter a valid email address.',
  required: (label: string) => `${label} is required.`,
} as const;
const NAME_MAX = 100;
const EMAIL_MAX = 254;
const MESSAGE_MAX = 5000;

type Field = 'name' | 'email' | 'message';
type Errors = Partial<Record<Field, string | null>>;

function check(values: Record<Field, string>): Errors {
  const email = values.email.trim();
  return {
    name: values.name.trim() ? null : contactMessages.required('Name'),
    email: !email ? contactMessages.required('Email') : looksLikeEmail(email) ? null : contactMessages.invalidEmail,
    message: values.message.trim() ? null : contactMessages.required('Message'),
  };
}

/** /contact: name, email and message to the MindCheck team (spec sections 2, 4, 5, 8). */
export default function ContactPage() {
  useDocumentTitle('Contact Us');
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const messageId = useId();

  const update = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: null }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check(values);
    setErrors(found);
    const firstBad = (['name', 'email', 'message'] as const).find((field) => found[field]);
    if (firstBad) return refs[firstBad].current?.focus();

    setBusy(true);
    try {
      await graphqlRequest(SendContactMessageDocument, {
        input: { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() },
      });
      toast.success(contactMessages.sent);
      setValues({ name: '', email: '', message: '' });
      setErrors({});
    } catch (error) {
      // A field the server refused (e.g. a line break in the name) is shown on that field.
      const first = error instanceof GraphQLRequestError ? error.errors[0] : undefined;
      const field = first?.extensions?.field;
      if (
        first &&
        first.extensions?.code === 'BAD_USER_INPUT' &&
        (field === 'name' || field === 'email' || field === 'message')
      ) {
        setErrors({ [field]: first.message });
        refs[field].current?.focus();
      }
      toast.error(contactMessages.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-14 pb-10 sm:px-6 md:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Contact</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            Contact Us
          </h1>
          <p className="mt-6 max-w-3xl text-lg text-slate-600">
            Questions about MindCheck, a booking or your account? Write to us and we will get back to you by email.
          </p>
        </div>
      </section>

      <section className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_18rem]">
        <form
          noValidate
          aria-label="Contact form"
          onSubmit={(event) => void onSubmit(event)}
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <TextField
            ref={refs.name}
            label="Name"
            name="name"
            autoComplete="name"
            required
            maxLength={NAME_MAX}
            value={values.name}
            error={errors.name}
            onChange={update('name')}
          />
          <TextField
            ref={refs.email}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX}
            value={values.email}
            error={errors.email}
            onChange={update('email')}
          />
          <div>
            <label htmlFor={messageId} className="block text-sm font-medium text-slate-800">
              Message
            </label>
            <textarea
              ref={refs.message}
              id={messageId}
              name="message"
              required
              rows={6}
              maxLength={MESSAGE_MAX}
              value={values.message}
              onChange={update('message')}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${messageId}-error` : undefined}
              className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 ${
                errors.message ? 'border-red-600' : 'border-slate-300'
              }`}
            />
            {errors.message && (
              <p id={`${messageId}-error`} className="mt-1 text-sm text-red-700">
                {errors.message}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
          >
            {busy ? 'Sending...' : 'Send Message'}
          </button>
        </form>

        <aside className="space-y-3 text-slate-700">
          <h2 className="text-lg font-semibold text-slate-900">Need help right now?</h2>
          <p>
            This form is not watched around the clock. If you are in crisis or thinking about harming yourself, please
            call your local emergency number (112 in Nigeria) or find a helpline near you at{' '}
            <a
              href="https://findahelpline.com"
              className="font-medium text-brand-800 underline underline-offset-2"
              target="_blank"
              rel="noreferrer"
            >
              findahelpline.com
            </a>
            .
          </p>
        </aside>
      </section>
    </>
  );
}
