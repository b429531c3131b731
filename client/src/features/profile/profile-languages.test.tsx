import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profile } from 'app-en:profile';
import { MySessionsDocument, NotificationPreferencesDocument, ProfileDocument } from '../../gql/graphql';
import { aMember } from '../../testing/render';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import ProfilePage from './profile-page';

// Issue #36: the profile, its account cards, sessions, privacy choices, reminders and phone
// verification in the member's language.
const ada = {
  __typename: 'User' as const,
  id: '665f1c2e9b1e8a0012345678',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: null,
  age: null,
  disabilities: 'None',
  pastHealthIssues: 'Migraines',
  phoneNumber: '08012345678',
  phoneVerified: false,
  photoURL: null,
  emailVerified: true,
  hasPassword: true,
  createdAt: '2026-01-02T03:04:05.000Z',
};

const mocks = [
  { request: { query: ProfileDocument }, result: { data: { me: ada } } },
  {
    request: { query: NotificationPreferencesDocument },
    result: {
      data: {
        notificationPreferences: {
          __typename: 'NotificationPreferences',
          retakeReminders: false,
          appointmentReminders: false,
          sms: false,
        },
      },
    },
  },
  {
    request: { query: MySessionsDocument },
    result: {
      data: {
        mySessions: [
          {
            __typename: 'Session',
            id: 's1',
            createdAt: '2026-01-02T03:04:05.000Z',
            lastSeenAt: new Date().toISOString(),
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
            current: true,
          },
        ],
      },
    },
  },
];

describe('ProfilePage in other languages', () => {
  it('speaks Pidgin on every card', async () => {
    const { container } = await renderInLanguage('pcm', <ProfilePage />, {
      user: aMember({ locale: 'pcm' }),
      mocks,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(await screen.findByText('Firefox for Linux')).toBeInTheDocument();
    expect(await screen.findByText('Reminder emails no go come until you tick one.', { exact: false })).toBeVisible();
    expect(screen.getByText('You never put am')).toBeInTheDocument(); // no age given
    expect(screen.getByRole('button', { name: 'Verify phone number' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where you don login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out for dis device (Firefox for Linux)' })).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'You gree make Google Gemini write your results and chat replies?' }),
    ).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Change profile' }));
    expect(screen.getByLabelText('Surname')).toHaveValue('Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Di password wey you dey use now')).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('speaks Hausa where it is written; sentences awaiting review show in English, whole', async () => {
    const { container } = await renderInLanguage('ha', <ProfilePage />, {
      user: aMember({ locale: 'ha' }),
      mocks,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bayanan martaba' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Canja kalmar sirri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Goge asusuna' })).toBeInTheDocument();
    expect(await screen.findByText(profile.reminders.off, { exact: false })).toBeInTheDocument();
    expect(englishLeft(container, 'ha')).toEqual([]);
  });
});
