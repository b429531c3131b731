import { screen, within } from '@testing-library/react';
import { AppointmentMessageAddedDocument, AppointmentMessagesDocument } from '../../gql/graphql';
import { aMember } from '../../testing/render';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import { AppointmentMessagesPanel } from './appointment-messages-panel';
import { RoomPreview } from './room-preview';
import type { LocalMedia } from './use-local-media';

// Issue #36: the session room in Pidgin: the preview before joining and the appointment's messages,
// with the crisis card's heading beside a member's message that called for it.

const media: LocalMedia = {
  stream: null,
  cameras: [],
  microphones: [],
  cameraId: '',
  microphoneId: '',
  setCameraId: () => {},
  setMicrophoneId: () => {},
  noCamera: true,
  failed: false,
  stop: () => {},
};

describe('the session room in Pidgin', () => {
  it('shows the preview in Pidgin', async () => {
    const { container } = await renderInLanguage(
      'pcm',
      <RoomPreview media={media} audioOnly onAudioOnly={() => {}} onJoin={() => {}} joining={false} problem={null} />,
    );
    expect(screen.getByRole('heading', { name: 'Check your camera and microphone' })).toBeInTheDocument();
    expect(screen.getByText('We no see any camera: di call go be voice only.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Join with only voice (e no go use plenty data)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Join di call' })).toBeDisabled();
    expect(within(screen.getByRole('combobox', { name: 'Camera' })).getByText('None')).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it("shows the messages in Pidgin, with the crisis card's heading", async () => {
    const messages = {
      request: { query: AppointmentMessagesDocument, variables: { reference: 'ref-1' } },
      result: {
        data: {
          appointmentMessages: [
            {
              __typename: 'AppointmentMessage',
              id: 'm1',
              from: 'MEMBER',
              text: 'I no fit again',
              createdAt: '2026-11-22T10:00:00.000Z',
              crisisKind: 'SELF_HARM',
            },
          ],
        },
      },
    };
    // No new message while the test looks.
    const quiet = {
      request: { query: AppointmentMessageAddedDocument, variables: { reference: 'ref-1' } },
      result: { data: null },
      delay: Infinity,
    };
    const { container } = await renderInLanguage(
      'pcm',
      <AppointmentMessagesPanel reference="ref-1" side="MEMBER" country="NG" />,
      { user: aMember(), mocks: [messages, quiet] as never[] },
    );
    expect(await screen.findByText('I no fit again')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'If you dey for danger now, help dey here' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });
});
