import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inviteExpertSchema, type InviteExpertValues } from '@mindcheck/common';
import type { z } from 'zod';
import { Send } from 'lucide-react';
import { FormField } from '../../components/form-field';
import { AuditLogDocument, InviteExpertDocument } from '../../gql/graphql';
import { adminSubmit } from './admin-submit';
import { useRuleWords } from '../auth/rule-words';
import { admin } from 'app-en:admin';
import { useT } from '../../lib/i18n/locale';
import { Form } from '../../components/form';

type Values = z.input<typeof inviteExpertSchema>;

/** Invites an address to run this expert's account: a single-use link, valid 7 days, is mailed there. */
export function InviteExpertForm({ expertId, onInvited }: { expertId: string; onInvited?: () => void }) {
  const t = useT({ admin });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [invite] = useMutation(InviteExpertDocument, {
    refetchQueries: [{ query: AuditLogDocument, variables: { targetId: expertId } }],
  });
  // The rules' messages in the operator's language where they are known (auth/rule-words).
  const ruleWords = useRuleWords();
  const form = useForm<Values, unknown, InviteExpertValues>({
    resolver: ruleWords(zodResolver(inviteExpertSchema)),
    defaultValues: { email: '' },
  });
  const submit = adminSubmit(form, ['email'], t, async ({ email }) => {
    await invite({ variables: { expertId, email } });
    setSentTo(email);
    form.reset();
    onInvited?.();
  });
  return (
    <section aria-labelledby="invite-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
        {t('admin.invite.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin.invite.intro')}</p>
      {sentTo && (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
          {t('admin.invite.sent', { email: sentTo })}
        </p>
      )}
      <Form onSubmit={submit} className="mt-4 space-y-3" aria-label={t('admin.invite.form')}>
        <FormField form={form} name="email" label={t('admin.invite.email')} type="email" autoComplete="off" required />
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-70"
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          {form.formState.isSubmitting ? t('admin.invite.busy') : t('admin.invite.send')}
        </button>
      </Form>
    </section>
  );
}
