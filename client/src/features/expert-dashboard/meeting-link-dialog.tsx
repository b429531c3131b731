import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { meetingLinkForm } from '@mindcheck/common';
import toast from '../../components/toasts';
import { FormField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { DialogFormActions } from '../../components/dialog-form-actions';
import { SetMeetingLinkDocument } from '../../gql/graphql';
import { serverMessageOr, CHANGE_REFUSAL_CODES } from '../../lib/graphql-errors';
import { expertConsole } from 'app-en:expertConsole';
import { useT } from '../../lib/i18n/locale';
import { memberName, type Appointment } from './appointment-parts';
import { useRuleWords } from '../auth/rule-words';
import { Form } from '../../components/form';

// The rule is common's (setMeetingLink checks the same one).
const meetingLinkSchema = z.object({ url: meetingLinkForm });

/** The https link of the appointment's meeting room; the member is mailed it. */
export function MeetingLinkDialog({
  appointment,
  onDone,
}: {
  appointment: Appointment;
  onDone: (changed: boolean) => void;
}) {
  const t = useT({ expertConsole });
  const ruleWords = useRuleWords();
  const form = useForm({
    resolver: ruleWords(zodResolver(meetingLinkSchema)),
    defaultValues: { url: appointment.meetingUrl ?? '' },
    reValidateMode: 'onSubmit',
  });
  const [setLink, { loading }] = useMutation(SetMeetingLinkDocument);

  const onSubmit = form.handleSubmit(async ({ url }) => {
    try {
      await setLink({ variables: { reference: appointment.reference, url } });
      toast.success(t('expertConsole.appointments.linkSaved'));
      onDone(true);
    } catch (error) {
      const message = serverMessageOr(error, CHANGE_REFUSAL_CODES, t('expertConsole.somethingWentWrong'));
      form.setError('url', { message }, { shouldFocus: true });
    }
  });

  return (
    <ModalDialog
      title={t('expertConsole.meetingLink.title')}
      description={<p>{t('expertConsole.meetingLink.intro', { name: memberName(appointment, t) })}</p>}
      onClose={() => onDone(false)}
      busy={loading}
    >
      <Form onSubmit={onSubmit} className="mt-4">
        <FormField
          form={form}
          name="url"
          label={t('expertConsole.meetingLink.title')}
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={t('expertConsole.meetingLink.hint')}
        />
        <DialogFormActions
          keepLabel={t('expertConsole.cancel')}
          submitLabel={t('expertConsole.meetingLink.save')}
          busyLabel={t('expertConsole.meetingLink.busy')}
          busy={loading}
          onKeep={() => onDone(false)}
        />
      </Form>
    </ModalDialog>
  );
}
