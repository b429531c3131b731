import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@mindcheck/common';
import toast from '../../components/toasts';
import { SendContactMessageDocument } from '../../gql/strings/graphql';
import { graphqlRequest, GraphQLRequestError } from '../../lib/graphql-request';
import { FormField } from '../../components/form-field';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BusyButton } from '../../components/busy-button';
import { empty, MessageField } from './message-field';
import { contact } from 'app-en:contact';
import { useT } from '../../lib/i18n/locale';
import { RichText } from '../../lib/i18n/rich-text';
import { useRuleWords } from '../auth/rule-words';
import { Form } from '../../components/form';
import { PageHero } from '../../components/page-hero';

// Nigeria's emergency number, a value of the sentence in every language (never retyped by a translator).
const NIGERIA_EMERGENCY = '112';

/** /contact: name, email and message to the MindCheck team (spec sections 2, 4, 5, 8). */
export default function ContactPage() {
  const t = useT({ contact });
  useDocumentTitle(t('contact.title'));
  const ruleWords = useRuleWords();
  const form = useForm({
    resolver: ruleWords(zodResolver(contactSchema)),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await graphqlRequest(SendContactMessageDocument, { input });
      toast.success(t('contact.sent'));
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
      toast.error(t('contact.failed'));
    }
  });

  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} intro={t('contact.intro')} bottom="pb-10" />

      <section className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_18rem]">
        <Form
          aria-label={t('contact.form')}
          onSubmit={onSubmit}
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <FormField
            form={form}
            name="name"
            label={t('contact.name')}
            autoComplete="name"
            required
            maxLength={NAME_MAX_LENGTH}
          />
          <FormField
            form={form}
            name="email"
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={EMAIL_MAX_LENGTH}
          />
          <MessageField form={form} label={t('contact.message')} />
          <BusyButton
            busy={busy}
            label={t('contact.send')}
            busyLabel={t('contact.sending')}
            className="w-full rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
          />
        </Form>

        <aside className="space-y-3 text-slate-700">
          <h2 className="text-lg font-semibold text-slate-900">{t('contact.helpHeading')}</h2>
          <p>
            <RichText
              text={t('contact.helpText', { number: NIGERIA_EMERGENCY })}
              parts={{
                helpline: (words) => (
                  <a
                    href="https://findahelpline.com"
                    className="font-medium text-brand-800 underline underline-offset-2"
                    target="_blank"
                    rel="noreferrer"
                  >
                    {words}
                  </a>
                ),
              }}
            />
          </p>
        </aside>
      </section>
    </>
  );
}
