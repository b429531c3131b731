import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpertDetailDocument, ExpertsOfFieldDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { expertFixtures } from '../../testing/experts';
import ExpertsPage from './experts-page';
import ExpertFieldPage from './expert-field-page';
import ExpertDetailPage from './expert-detail-page';

const { expert, profile, avatar: AVATAR } = expertFixtures;

const fieldMock = {
  request: { query: ExpertsOfFieldDocument, variables: { field: 'ANXIETY', withPhotos: true } },
  result: { data: { experts: [1, 2, 3, 4, 5, 6].map((n) => expert(n)) } },
};
/** The list as asked with data saver on: no photos in it. */
const fieldMockWithoutPhotos = {
  request: { query: ExpertsOfFieldDocument, variables: { field: 'ANXIETY', withPhotos: false } },
  result: { data: { experts: [1, 2, 3, 4, 5, 6].map((n) => expert(n, { avatarUrl: undefined })) } },
};
const detailMock = (id: string, value: unknown, withPhotos = true) => ({
  request: { query: ExpertDetailDocument, variables: { id, withPhotos } },
  result: { data: { expert: value } },
});

function renderAt(route: string, mocks: unknown[] = []) {
  return renderWithProviders(null, {
    route,
    user: aMember(),
    mocks: mocks as never[],
    routes: [
      { path: '/experts', element: <ExpertsPage /> },
      { path: '/experts/field/:field', element: <ExpertFieldPage /> },
      { path: '/experts/detail/:expertId', element: <ExpertDetailPage /> },
      { path: '/experts/:field/:id', element: <ExpertDetailPage /> },
    ],
  });
}

describe('experts pages', () => {
  it('/experts links to the five fields', () => {
    renderAt('/experts');
    const links = within(screen.getByRole('list', { name: 'Fields' })).getAllByRole('link');
    expect(links.map((l) => [l.textContent?.replace('→', '').trim(), l.getAttribute('href')])).toEqual([
      ['Depression', '/experts/field/depression'],
      ['Anxiety Disorders', '/experts/field/anxiety'],
      ['Schizophrenia', '/experts/field/schizophrenia'],
      ['Substance Abuse', '/experts/field/substance_abuse'],
      ['Dementia', '/experts/field/dementia'],
    ]);
  });

  it('a field page shows six experts with name, specialization, contact, location and More', async () => {
    renderAt('/experts/field/anxiety', [fieldMock]);
    expect(screen.getByRole('heading', { level: 1, name: 'Anxiety Disorders Experts' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Anxiety Disorders experts' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    const first = cards[0];
    expect(within(first).getByRole('heading', { name: 'Dr. Person 1' })).toBeInTheDocument();
    expect(within(first).getByText('Psychiatrist')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'person.1@example.com' })).toHaveAttribute(
      'href',
      'mailto:person.1@example.com',
    );
    expect(within(first).getByText('City 1, Nigeria')).toBeInTheDocument();
    const more = within(first).getByRole('link', { name: 'More' });
    expect(more).toHaveAccessibleDescription('Dr. Person 1');
    expect(more).toHaveAttribute('href', '/experts/anxiety/expert-1');
  });

  it('a field page points out the expert named by a history link', async () => {
    renderAt(
      '/experts/field/anxiety?name=Dr.%20Person%203&contact=person.3%40example.com&profile=%2Fexperts%2Fdetail%2Fexpert-3',
      [fieldMock],
    );
    const list = await screen.findByRole('list', { name: 'Anxiety Disorders experts' });
    const card = within(list).getAllByRole('listitem')[2];
    expect(within(card).getByText('Recommended in your health history')).toBeInTheDocument();
    expect(screen.getAllByText('Recommended in your health history')).toHaveLength(1);
  });

  it('an unknown field shows the 404 page', () => {
    renderAt('/experts/field/astrology');
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
  });

  it.each(['/experts/field/Anxiety', '/experts/field/anxiety-disorders', '/experts/field/Anxiety%20Disorders'])(
    'a hand-typed field address %s finds the field page',
    async (route) => {
      renderAt(route, [fieldMock]);
      expect(await screen.findByRole('list', { name: 'Anxiety Disorders experts' })).toBeInTheDocument();
    },
  );

  it.each(['/experts/anxiety/expert-2', '/experts/detail/expert-2'])('%s shows the detail page', async (route) => {
    renderAt(route, [detailMock('expert-2', { ...expert(2, { expertise: 'Panic and worry.' }), profile })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Person 2' })).toBeInTheDocument();
    expect(screen.getByText('Therapist')).toBeInTheDocument();
    expect(screen.getByText('Panic and worry.')).toBeInTheDocument();
    expect(screen.getByText('“Every step counts.”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
    for (const heading of [
      'Qualifications',
      'Education',
      'Certifications',
      'Experience',
      'Affiliations',
      'Programs',
      'Testimonials',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(document.querySelector('img')).toHaveAttribute('src', AVATAR);
  });

  it("falls back to 'Expertise in various mental health issues.' and never shows a remote avatar", async () => {
    renderAt('/experts/detail/expert-4', [
      detailMock('expert-4', {
        ...expert(4, { expertise: null, avatarUrl: 'https://tracker.example.com/a.png' }),
        profile,
      }),
    ]);
    expect(await screen.findByText('Expertise in various mental health issues.')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  describe('with data saver on (#36)', () => {
    beforeEach(() => localStorage.setItem('mindcheck.data-saver', 'on'));
    afterEach(() => localStorage.clear());

    it('a field page asks for no photos (initials instead) until the member asks', async () => {
      const user = userEvent.setup();
      renderAt('/experts/field/anxiety', [fieldMockWithoutPhotos, fieldMock]);
      const list = await screen.findByRole('list', { name: 'Anxiety Disorders experts' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(6);
      expect(document.querySelector('img')).toBeNull();
      expect(screen.getByText(/Data saver is on: photos are not loaded until you ask/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show photos' }));
      await waitFor(() => expect(document.querySelectorAll('img')).toHaveLength(6));
      expect(screen.queryByRole('button', { name: 'Show photos' })).not.toBeInTheDocument();
    });

    it("an expert's page shows the photo once asked", async () => {
      const user = userEvent.setup();
      const value = { ...expert(2, { expertise: null }), profile };
      renderAt('/experts/detail/expert-2', [
        detailMock('expert-2', { ...value, avatarUrl: undefined }, false),
        detailMock('expert-2', value),
      ]);
      expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Person 2' })).toBeInTheDocument();
      expect(document.querySelector('img')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Show photos' }));
      await waitFor(() => expect(document.querySelector('img')).toHaveAttribute('src', AVATAR));
    });
  });

  it.each(['/experts/detail/nobody', '/experts/depression/nobody', '/experts/astrology/nobody'])(
    "says 'Expert not found.' for an unknown id (%s)",
    async (route) => {
      renderAt(route, [detailMock('nobody', null)]);
      expect(await screen.findByRole('heading', { level: 1, name: 'Expert not found.' })).toBeInTheDocument();
    },
  );
});
