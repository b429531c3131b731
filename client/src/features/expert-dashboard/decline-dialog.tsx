import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { declineReasonForm } from '@mindcheck/common';
import toast from '../../components/toasts';
import { ModalDialog } from '../../components/modal-dialog';
import { DialogFormActions } from '../../components/dialog-form-actions';
import { DeclineBookingDocument } from '../../gql/graphql';
import { serverMessageOr, CHANGE_REFUSAL_CODES } from '../../lib/graphql-errors';
import { expertConsole } from 'app-en:expertConsole';
import { useT } from '../../lib/i18n/locale';
import { memberName, type Appointment } from './appointment-parts';
import { FormTextArea } from '../../components/form-text-area';
import { useRuleWords } from '../auth/rule-words';
import { Form } from '../../components/form';

const declineSchema = z.object({ reason: declineReasonForm });

/** The expert declines a paid appointment, with a reason the member is mailed; they are refunded in full. */
export function DeclineDialog({
  appointment,
  when,
  onDone,
}: {
  appointment: Appointment;
  when: string;
  onDone: (changed: boolean) => void;
}) {
  const t = useT({ expertConsole });
  const ruleWords = useRuleWords();
  const form = useForm({
    resolver: ruleWords(zodResolver(declineSchema)),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const [decline, { loading }] = useMutation(DeclineBookingDocument);
  const name = memberName(appointment, t);

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await decline({ variables: { reference: appointment.reference, reason } });
      toast.success(t('expertConsole.appointments.declined', { name }));
      onDone(true);
    } catch (error) {
      toast.error(serverMessageOr(error, CHANGE_REFUSAL_CODES, t('expertConsole.somethingWentWrong')));
      onDone(true);
    }
  });

  return (
    <ModalDialog
      title={t('expertConsole.decline.title')}
      description={<p>{t('expertConsole.decline.who', { name, when })}</p>}
      onClose={() => onDone(false)}
      busy={loading}
    >
      <Form onSubmit={onSubmit}>
        <p className="mt-4 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900 ring-1 ring-green-200">
          {t('expertConsole.decline.refund', { name })}
        </p>
        <div className="mt-4">
          <FormTextArea form={form} name="reason" label={t('expertConsole.decline.reason')} rows={3} />
        </div>
        <DialogFormActions
          keepLabel={t('expertConsole.decline.keep')}
          submitLabel={t('expertConsole.decline.confirm')}
          busyLabel={t('expertConsole.decline.busy')}
          busy={loading}
          onKeep={() => onDone(false)}
          tone="danger"
        />
      </Form>
    </ModalDialog>
  );
}
