import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, EMAIL_MAX_LENGTH, messages, NAME_MAX_LENGTH } from '@mindcheck/common';
import toast from '../../components/toasts';
import { SendContactMessageDocument } from '../../gql/strings/graphql';
import { graphqlRequest, GraphQLRequestError } from '../../lib/graphql-request';
import { FormField } from '../../components/form-field';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BusyButton } from '../../components/busy-button';
import { empty, MessageField } from './message-field';

/** /contact: name, email and message to the MindCheck team (spec sections 2, 4, 5, 8). */
export default function ContactPage() {
  useDocumentTitle('Contact Us');
  const form = useForm({ resolver: zodResolver(contactSchema), defaultValues: empty, reValidateMode: 'onSubmit' });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await graphqlRequest(SendContactMessageDocument, { input });
      toast.success(messages.contactSent);
      form.reset(empty);
    } catch (error) {
      // A field the server refused (e.g. a line break in the name) is shown on that field.
      const first = error instanceof GraphQLRequestError ? error.errors[0] : undefined;
      const field = first?.extensions?.field;
      if (
        first &&
        first.extensions?.code === 'BAD_USER_INPUT' &&
        (field === 'name' || field === 'email' || field === 'message')
      ) {
        form.setError(field, { message: first.message }, { shouldFocus: true });
      }
      toast.error(messages.contactFailed);
    }
  });

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
          <FormField form={form} name="name" label="Name" autoComplete="name" required maxLength={NAME_MAX_LENGTH} />
          <FormField
            form={form}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
          />
          <MessageField form={form} />
          <BusyButton
            busy={busy}
            label="Send Message"
            busyLabel="Sending..."
            className="w-full rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
          />
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
