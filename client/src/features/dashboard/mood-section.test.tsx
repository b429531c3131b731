import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { GraphQLError } from 'graphql';
import { DeleteMoodEntryDocument, LogMoodDocument, MoodEntriesDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { MoodSection } from './mood-section';

const entry = (id: string, mood: number, createdAt: string, note: string | null = null, tags: string[] = []) => ({
  __typename: 'MoodEntry' as const,
  id,
  mood,
  note,
  tags,
  createdAt,
});
const entriesMock = (entries: unknown[]) => ({
  request: { query: MoodEntriesDocument },
  result: { data: { moodEntries: entries } },
});

describe('MoodSection', () => {
  it('draws the daily chart and lists past check-ins newest first, each with a named delete button', async () => {
    renderWithProviders(<MoodSection />, {
      user: aMember(),
      mocks: [
        entriesMock([
          entry('m1', 2, '2026-11-20T08:00:00Z', 'Slept badly', ['sleep']),
          entry('m2', 4, '2026-11-21T08:00:00Z'),
        ]),
      ] as never[],
    });
    const list = await screen.findByRole('list', { name: 'Past check-ins' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Good');
    expect(items[1]).toHaveTextContent('Low');
    expect(items[1]).toHaveTextContent('Slept badly');
    expect(items[1]).toHaveTextContent('Sleep');
    // When each was logged, as every page writes a moment (issue #39, item 12).
    const at = (iso: string) => format(new Date(iso), "MMMM dd, yyyy 'at' h:mm a");
    expect(items[0]).toHaveTextContent(at('2026-11-21T08:00:00Z'));
    expect(items[1]).toHaveTextContent(at('2026-11-20T08:00:00Z'));
    expect(
      within(items[0]).getByRole('button', { name: /^Delete the check-in of November 21, 2026 at/ }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('mood-chart')).toBeInTheDocument();
  });

  it('asks for a mood first, then saves mood, note and tags', async () => {
    const user = userEvent.setup();
    const saved = entry('m9', 5, '2026-11-22T08:00:00Z', 'Great day', ['friends']);
    renderWithProviders(<MoodSection />, {
      user: aMember(),
      mocks: [
        entriesMock([]),
        {
          request: { query: LogMoodDocument, variables: { input: { mood: 5, note: 'Great day', tags: ['friends'] } } },
          result: { data: { logMood: saved } },
        },
        entriesMock([saved]),
      ] as never[],
    });
    await screen.findByText(/No check-ins yet/);
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(screen.getByText('Please choose how you feel.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Very good/ }));
    await user.type(screen.getByLabelText('Note (optional)'), 'Great day');
    await user.click(screen.getByRole('checkbox', { name: 'Friends' }));
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(await screen.findByText('Great day')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Very good/ })).not.toBeChecked());
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('');
  });

  it('refuses a note over 500 characters before sending it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MoodSection />, { user: aMember(), mocks: [entriesMock([])] as never[] });
    await screen.findByText(/No check-ins yet/);
    await user.click(screen.getByRole('radio', { name: /Okay/ }));
    await user.click(screen.getByLabelText('Note (optional)'));
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(screen.getByText('Note must be at most 500 characters long.')).toBeInTheDocument();
    expect(screen.getByLabelText('Note (optional)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a check-in', async () => {
    const user = userEvent.setup();
    const one = entry('m1', 3, '2026-11-20T08:00:00Z', 'Delete me');
    renderWithProviders(<MoodSection />, {
      user: aMember(),
      mocks: [
        entriesMock([one]),
        {
          request: { query: DeleteMoodEntryDocument, variables: { id: 'm1' } },
          result: { data: { deleteMoodEntry: true } },
        },
        entriesMock([]),
      ] as never[],
    });
    await user.click(await screen.findByRole('button', { name: /^Delete the check-in of November 20, 2026 at/ }));
    expect(await screen.findByText(/No check-ins yet/)).toBeInTheDocument();
    expect(screen.queryByText('Delete me')).not.toBeInTheDocument();
  });

  it('keeps the check-in in the form when the server refuses it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MoodSection />, {
      user: aMember(),
      mocks: [
        entriesMock([]),
        {
          request: { query: LogMoodDocument, variables: { input: { mood: 1, note: null, tags: [] } } },
          result: {
            errors: [new GraphQLError('Please choose a mood from 1 to 5.', { extensions: { code: 'BAD_USER_INPUT' } })],
          },
        },
      ] as never[],
    });
    await screen.findByText(/No check-ins yet/);
    await user.click(screen.getByRole('radio', { name: /Very low/ }));
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    // The choice stays, to try again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save check-in' })).toBeEnabled());
    expect(screen.getByRole('radio', { name: /Very low/ })).toBeChecked();
  });
});
