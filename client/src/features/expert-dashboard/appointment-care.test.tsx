import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import {
  MemberMeasuresDocument,
  MemberTestScoresDocument,
  SaveSessionNoteDocument,
  SessionNotesDocument,
} from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import { AppointmentCare } from './appointment-care';

const reference = `mc-${'c'.repeat(32)}`;
const start = '2027-03-05T08:00:00.000Z';
const note = (id: string, text: string, createdAt: string) => ({
  __typename: 'SessionNote' as const,
  id,
  text,
  createdAt,
  updatedAt: createdAt,
});
const notesMock = (...notes: ReturnType<typeof note>[]) => ({
  request: { query: SessionNotesDocument, variables: { reference } },
  result: { data: { sessionNotes: notes } },
});
const scoresMock = () => ({
  request: { query: MemberTestScoresDocument, variables: { reference } },
  result: jest.fn(() => ({
    data: {
      memberTestScores: [
        {
          __typename: 'MemberTestScore' as const,
          condition: 'DEPRESSION' as const,
          score: 18,
          maxScore: 30,
          createdAt: '2027-02-01T10:00:00.000Z',
        },
        {
          __typename: 'MemberTestScore' as const,
          condition: 'DEPRESSION' as const,
          score: 11,
          maxScore: 30,
          createdAt: '2027-03-02T10:00:00.000Z',
        },
      ],
    },
  })),
});

const measure = (id: string, score: number, change: string, createdAt: string, needsCrisisSupport = false) => ({
  __typename: 'MeasureResult' as const,
  id,
  instrument: 'PHQ9' as const,
  score,
  maxScore: 27,
  severity: score >= 10 ? ('MODERATE' as const) : ('MILD' as const),
  change,
  needsCrisisSupport,
  createdAt,
});
const measuresMock = (...measures: ReturnType<typeof measure>[]) => ({
  request: { query: MemberMeasuresDocument, variables: { reference } },
  result: jest.fn(() => ({ data: { memberMeasures: measures } })),
});

function renderCare(resultsShared: boolean, mocks: unknown[]) {
  return renderWithProviders(
    withToasts(
      <AppointmentCare
        reference={reference}
        resultsShared={resultsShared}
        measuresRequestedAt="2027-03-02T08:00:00.000Z"
        start={start}
        zone="Africa/Lagos"
      />,
    ),
    { user: aMember({ role: 'EXPERT' }), mocks: mocks as never[] },
  );
}

afterEach(() => act(() => toast.remove()));

describe("An appointment's shared results and private notes", () => {
  it('asks for nothing until opened, then says when the member does not share', async () => {
    const scores = scoresMock();
    const measures = measuresMock();
    renderCare(false, [scores, measures, notesMock()]);
    expect(screen.queryByText('Not shared by the member')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Shared results and your notes'));
    expect(await screen.findByText('Not shared by the member')).toBeInTheDocument();
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    expect(scores.result).not.toHaveBeenCalled();
    expect(measures.result).not.toHaveBeenCalled();
  });

  it("shows a shared trend of the member's measures and scores, oldest first, marking what was answered before this session", async () => {
    const scores = scoresMock();
    const measures = measuresMock(
      measure('m1', 14, 'BASELINE', '2027-02-10T10:00:00.000Z'),
      // After the request (2 March 08:00) and before the appointment (5 March 08:00).
      measure('m2', 7, 'IMPROVED', '2027-03-03T10:00:00.000Z', true),
    );
    renderCare(true, [scores, measures, notesMock()]);
    await userEvent.click(screen.getByText('Shared results and your notes'));
    const phq9 = await screen.findByRole('list', { name: 'PHQ-9, oldest first' });
    const [first, second] = within(phq9).getAllByRole('listitem');
    expect(first).toHaveTextContent('14/27');
    expect(first).toHaveTextContent('moderate, baseline');
    expect(first).not.toHaveTextContent('Before this session');
    expect(second).toHaveTextContent('7/27');
    expect(second).toHaveTextContent('reliable improvement');
    expect(second).toHaveTextContent('Before this session');
    expect(screen.getByRole('note')).toHaveTextContent('PHQ-9 item 9 (thoughts of self-harm)');
    const trend = await screen.findByRole('list', { name: 'Depression test, oldest first' });
    expect(
      within(trend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^18\/30 /), expect.stringMatching(/^11\/30 /)]);
    expect(scores.result).toHaveBeenCalledTimes(1);
  });

  it('saves a note from a labelled field, refuses an empty one, and lists notes newest first', async () => {
    const save = {
      request: { query: SaveSessionNoteDocument, variables: { reference, text: 'Second session: sleep better.' } },
      result: jest.fn(() => ({
        data: { saveSessionNote: note('n2', 'Second session: sleep better.', '2027-03-05T09:00:00.000Z') },
      })),
    };
    renderCare(false, [notesMock(note('n1', 'First session.', '2027-02-01T09:00:00.000Z')), save]);
    await userEvent.click(screen.getByText('Shared results and your notes'));
    const field = await screen.findByLabelText('New note');
    expect(field).toHaveAccessibleDescription(/Only you can read your notes/);
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note is required.')).toBeInTheDocument();
    expect(save.result).not.toHaveBeenCalled();
    await userEvent.type(field, 'Second session: sleep better.');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved. Only you can read it.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your notes, newest first' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Second session: sleep better.'), expect.stringContaining('First session.')]);
    expect(field).toHaveValue('');
  });
});

// Issue #36: the same panel in Pidgin and in Yoruba. The member's notes and scores are data; the
// clinical words (band, change, item 9) are in the line's language, whole.
describe("An appointment's shared results and notes in another language", () => {
  const care = (
    <AppointmentCare
      reference={reference}
      resultsShared
      measuresRequestedAt="2027-03-02T08:00:00.000Z"
      start={start}
      zone="Africa/Lagos"
    />
  );
  const mocks = () =>
    [
      scoresMock(),
      measuresMock(
        measure('m1', 14, 'BASELINE', '2027-02-10T10:00:00.000Z'),
        measure('m2', 7, 'IMPROVED', '2027-03-03T10:00:00.000Z', true),
      ),
      notesMock(note('n1', 'First session.', '2027-02-01T09:00:00.000Z')),
    ] as never[];

  it('shows the results and the notes in Pidgin, the warning on item 9 too', async () => {
    await renderInLanguage('pcm', care, { user: aMember({ role: 'EXPERT', locale: 'pcm' }), mocks: mocks() });
    await userEvent.click(screen.getByText('Results wey dem share and your notes'));
    const phq9 = await screen.findByRole('list', { name: 'PHQ-9, di oldest one first' });
    const [first, second] = within(phq9).getAllByRole('listitem');
    expect(first).toHaveTextContent('14/27');
    expect(first).toHaveTextContent('e dey middle, di first one');
    expect(second).toHaveTextContent('e small, e don better for true, question 9 pass "Not at all"');
    expect(second).toHaveTextContent('Before dis session');
    expect(screen.getByRole('note')).toHaveTextContent('For PHQ-9 question 9 (thoughts to harm yourself)');
    expect(await screen.findByRole('list', { name: 'Depression test, di oldest one first' })).toBeInTheDocument();
    expect(await screen.findByText('First session.')).toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toHaveAccessibleDescription(/Na only you fit read your notes/);
    expect(englishLeft(document.body, 'pcm')).toEqual([]);
  });

  it('in Yoruba, keeps a line awaiting review whole in English, its band and change in English too', async () => {
    await renderInLanguage('yo', care, { user: aMember({ role: 'EXPERT', locale: 'yo' }), mocks: mocks() });
    await userEvent.click(screen.getByText('Shared results and your notes'));
    const phq9 = await screen.findByRole('list', { name: 'PHQ-9, oldest first' });
    expect(within(phq9).getAllByRole('listitem')[0]).toHaveTextContent('moderate, baseline');
    expect(await screen.findByRole('heading', { name: 'Àkọsílẹ̀ àṣírí rẹ' })).toBeInTheDocument();
    expect(englishLeft(document.body, 'yo')).toEqual([]);
  });
});
