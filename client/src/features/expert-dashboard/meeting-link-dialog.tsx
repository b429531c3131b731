import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { meetingLinkForm } from '@mindcheck/common';
import toast from '../../components/toasts';
import { FormField } from '../../components/form-field';
import { dialogButton, ModalDialog } from '../../components/modal-dialog';
import { SetMeetingLinkDocument } from '../../gql/graphql';
import { serverMessageOr, CHANGE_REFUSAL_CODES } from '../../lib/graphql-errors';
import { appointmentMessages, memberName, type Appointment } from './appointment-parts';

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
  const form = useForm({
    resolver: zodResolver(meetingLinkSchema),
    defaultValues: { url: appointment.meetingUrl ?? '' },
    reValidateMode: 'onSubmit',
  });
  const [setLink, { loading }] = useMutation(SetMeetingLinkDocument);

  const onSubmit = form.handleSubmit(async ({ url }) => {
    try {
      await setLink({ variables: { reference: appointment.reference, url } });
      toast.success(appointmentMessages.meetingLinkSaved);
      onDone(true);
    } catch (error) {
      const message = serverMessageOr(error, CHANGE_REFUSAL_CODES, appointmentMessages.failed);
      form.setError('url', { message }, { shouldFocus: true });
    }
  });

  return (
    <ModalDialog
      title="Meeting link"
      description={
        <p>
          The video or meeting room for {memberName(appointment)}. It is emailed to them and shown with their booking.
        </p>
      }
      onClose={() => onDone(false)}
      busy={loading}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4">
        <FormField
          form={form}
          name="url"
          label="Meeting link"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="Starts with https://"
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => onDone(false)} disabled={loading} className={dialogButton.secondary}>
            Cancel
          </button>
          <button type="submit" disabled={loading} className={dialogButton.primary}>
            {loading ? 'Saving...' : 'Save link'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
