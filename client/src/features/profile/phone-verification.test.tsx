import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  NotificationPreferencesDocument,
  RequestPhoneVerificationDocument,
  VerifyPhoneDocument,
} from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import { PhoneVerification } from './phone-verification';
import { ReminderSettings } from './reminder-settings';

const wrong = 'That code is not right. 4 tries left.';

function renderPhone(
  mocks: unknown[],
  element = <PhoneVerification phoneNumber="08031234567" phoneVerified={false} />,
) {
  return renderWithProviders(null, {
    route: '/profile',
    user: aMember(),
    mocks: mocks as never[],
    routes: [{ path: '/profile', element: withToasts(element) }],
  });
}

describe('PhoneVerification', () => {
  it('sends a code, shows a refused one by the field, and waits a minute before a new code', async () => {
    const user = userEvent.setup();
    renderPhone([
      { request: { query: RequestPhoneVerificationDocument }, result: { data: { requestPhoneVerification: true } } },
      {
        request: { query: VerifyPhoneDocument, variables: { code: '000000' } },
        result: { errors: [new GraphQLError(wrong, { extensions: { code: 'BAD_USER_INPUT', field: 'code' } })] },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Verify phone number' }));
    expect(await screen.findByText('We sent a 6-digit code to your phone.')).toBeInTheDocument();
    const field = screen.getByLabelText('Code from the text message');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();
    await user.type(field, '12ab');
    expect(field).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Please enter the 6-digit code from the text message.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a verified number is verified, and shows nothing without a number', () => {
    const { unmount } = renderPhone([], <PhoneVerification phoneNumber="08031234567" phoneVerified />);
    expect(screen.getByText('Your phone number is verified.')).toBeInTheDocument();
    unmount();
    renderPhone([], <PhoneVerification phoneNumber={null} phoneVerified={false} />);
    expect(screen.queryByRole('button', { name: /Verify/ })).not.toBeInTheDocument();
  });
});

describe('the SMS reminders switch', () => {
  const prefs = {
    __typename: 'NotificationPreferences',
    retakeReminders: false,
    appointmentReminders: true,
    sms: false,
  };
  const mocks = [
    { request: { query: NotificationPreferencesDocument }, result: { data: { notificationPreferences: prefs } } },
  ];

  it('is off and disabled, saying why, until the number is verified', async () => {
    renderPhone(mocks, <ReminderSettings phoneVerified={false} />);
    const sms = await screen.findByRole('switch', { name: 'SMS reminders' });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Email me before/ })).toBeEnabled());
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription('Verify your phone number before turning on SMS reminders.');
  });

  it('can be turned on with a verified number', async () => {
    renderPhone(mocks, <ReminderSettings phoneVerified />);
    const sms = await screen.findByRole('switch', { name: 'SMS reminders' });
    await waitFor(() => expect(sms).toBeEnabled());
    expect(sms).not.toBeChecked();
  });
});
