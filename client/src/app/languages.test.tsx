import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountLocale } from './account-locale';
import { SignedInLayout } from './layouts/signed-in-layout';
import DashboardPage from '../features/dashboard/dashboard-page';
import { SaveLocaleDocument } from '../gql/graphql';
import { aMember, renderWithProviders } from '../testing/render';

// Issue #36: a member whose account speaks Pidgin sees the member's header and the dashboard in
// Pidgin (the catalogue loaded through i18next), and <html lang> says so.
const routes = [
  {
    element: (
      <AccountLocale>
        <SignedInLayout />
      </AccountLocale>
    ),
    children: [{ path: '/dashboard', element: <DashboardPage /> }],
  },
];

afterEach(() => {
  document.documentElement.lang = 'en';
  localStorage.clear();
});

describe('the interface in Pidgin', () => {
  it('shows the header and the dashboard in Pidgin for a member whose language is pcm', async () => {
    renderWithProviders(null, { route: '/dashboard', routes, user: aMember({ locale: 'pcm', firstName: 'Ada' }) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ada. Choose one short test make you start.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find help now now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Tests' });
    expect(within(cards).getByRole('link', { name: 'Depression test' })).toHaveAttribute(
      'href',
      '/assessment/depression',
    );
    expect(document.documentElement.lang).toBe('pcm');
    expect(screen.getAllByRole('button', { name: 'Language: Naijá (Pidgin)' })).toHaveLength(2); // header, phone's side panel
  });

  it('switches to Pidgin from the language menu, keeps the choice and saves it to the account', async () => {
    const saved = jest.fn(() => ({ data: { updateProfile: { __typename: 'User', id: 'user-1', locale: 'pcm' } } }));
    renderWithProviders(null, {
      route: '/dashboard',
      routes,
      user: aMember(),
      mocks: [{ request: { query: SaveLocaleDocument, variables: { locale: 'pcm' } }, result: saved }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeInTheDocument();
    const [menu] = screen.getAllByRole('button', { name: 'Language: English' });
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const choices = within(document.getElementById(menu.getAttribute('aria-controls')!)!).getAllByRole('button');
    expect(choices.map((choice) => [choice.textContent, choice.lang])).toEqual([
      ['English', 'en'],
      ['Naijá (Pidgin)', 'pcm'],
      ['Yorùbá', 'yo'],
      ['Hausa', 'ha'],
      ['Igbo', 'ig'],
    ]);
    await userEvent.click(choices[1]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('mindcheck.locale')).toBe('pcm');
    expect(saved).toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('pcm');
  });

  it('shows a key awaiting review in English, as a whole sentence', async () => {
    // Yoruba awaits review of the schizophrenia card's name (yo/awaiting-review.json): English
    // there, Yoruba around it.
    renderWithProviders(null, { route: '/dashboard', routes, user: aMember({ locale: 'yo' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ojú-ìwé mi' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gba ìrànlọ́wọ́ báyìí' })).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Àwọn àyẹ̀wò' });
    expect(within(cards).getByRole('link', { name: 'Àyẹ̀wò ìsoríkọ́' })).toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: 'Schizophrenia Assessment' })).toBeInTheDocument();
  });
});
