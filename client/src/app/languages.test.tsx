import type { ReactElement } from 'react';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountLocale } from './account-locale';
import { SignedInLayout } from './layouts/signed-in-layout';
import DashboardPage from '../features/dashboard/dashboard-page';
import { SaveLocaleDocument } from '../gql/graphql';
import { aMember, renderWithProviders } from '../testing/render';
import { renderRoute, textsWithOpened, type Who } from '../testing/every-route';
import { renderInLanguage, sameAsEnglish, shownTexts } from '../testing/in-language';
import { MOCK_TEXT } from '../testing/mock-server';
import { GAD7, HELP_LINE_NAMES, PHQ9 } from '@mindcheck/common';
import { GENERIC_CRISIS_RESOURCES } from '../lib/crisis-shell';
import { CrisisResourcesCard } from '../components/crisis-resources-card';
import { HelpNowResources } from '../components/help-now-resources';
import { TestCheckoutDialog } from '../features/booking/test-checkout-dialog';
import { ErrorScreen } from './screens/error-screen';
import { PicturesGate } from '../components/pictures-gate';
import { QueuedMeasure } from '../features/measures/queued-measure';
import { timeZoneOptions } from '../features/expert-dashboard/availability-form';

// Issue #36: a member whose account speaks Pidgin sees the member's header and the dashboard in
// Pidgin (its words loaded for the page: lib/i18n/words.ts), and <html lang> says so.
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
    // The page waits for its words (React suspends until they are in): an awaited act.
    await act(async () => {
      renderWithProviders(null, { route: '/dashboard', routes, user: aMember({ locale: 'pcm', firstName: 'Ada' }) });
    });

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
    await act(async () => {
      renderWithProviders(null, { route: '/dashboard', routes, user: aMember({ locale: 'yo' }) });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ojú-ìwé mi' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gba ìrànlọ́wọ́ báyìí' })).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Àwọn àyẹ̀wò' });
    expect(within(cards).getByRole('link', { name: 'Àyẹ̀wò ìsoríkọ́' })).toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: 'Schizophrenia Assessment' })).toBeInTheDocument();
  });
});

// Issue #36: the help lines MindCheck ships (Nigeria's, and the stand-ins for a country with none)
// are named in the member's language; their numbers and pages are the directory's, unchanged.
describe("the help lines' names", () => {
  const nigeria = [
    { name: HELP_LINE_NAMES.emergencyServicesAll, contact: '112', url: null, emergency: true },
    { name: HELP_LINE_NAMES.surpin, contact: '0800 078 7746', url: null, emergency: false },
    { name: 'Lagos Warm Line', contact: '0800 000 0000', url: null, emergency: false },
  ];

  it('are in Pidgin on the crisis card and in "Get help now", an operator\'s own line as written', async () => {
    const { container } = await renderInLanguage('pcm', <CrisisResourcesCard resources={nigeria} />);
    expect(
      screen.getByRole('link', { name: 'Call Emergency people (police, fire service, ambulance) for 112' }),
    ).toHaveAttribute('href', 'tel:112');
    expect(screen.getByText('SURPIN line wey dey help stop suicide (e free to call):')).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Call SURPIN line wey dey help stop suicide (e free to call) for 0800 078 7746',
      }),
    ).toHaveAttribute('href', 'tel:08000787746');
    expect(screen.getByText('Lagos Warm Line:')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(HELP_LINE_NAMES.surpin);
    cleanup();

    await renderInLanguage('pcm', <HelpNowResources resources={GENERIC_CRISIS_RESOURCES} />);
    const lines = screen.getByRole('list');
    expect(within(lines).getByText('Emergency people:')).toBeInTheDocument();
    expect(within(lines).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(
      within(lines).getByText(
        'Find a Helpline (helplines for your country wey free, and dem go keep your matter secret):',
      ),
    ).toBeInTheDocument();
    expect(within(lines).getByRole('link', { name: 'website' })).toHaveAttribute('href', 'https://findahelpline.com/');
  });

  it('stay English, with the sentence around them, while a language awaits their review', async () => {
    await renderInLanguage('yo', <CrisisResourcesCard resources={nigeria.slice(0, 1)} />);
    expect(screen.getByText(`${HELP_LINE_NAMES.emergencyServicesAll}:`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call ${HELP_LINE_NAMES.emergencyServicesAll} on 112` })).toHaveAttribute(
      'href',
      'tel:112',
    );
  });
});

// Issue #36, "nothing half-translated": every route (a visitor's, a member's, the expert console,
// the operator console), and the dialogs reached without a real payment, rendered in English and in
// Pidgin with the same made-up data (testing/mock-server.ts); a text shown in Pidgin that is its
// English rendering is a word left in English in the code, unless it is data, a name or Pidgin's own
// (same) word, or awaits review (pcm/awaiting-review.json). The browser's Intl is taken to have no
// data for pcm, as on Debian's Chromium: dates and amounts in figures.
const supported = Intl.DateTimeFormat.supportedLocalesOf;
Intl.DateTimeFormat.supportedLocalesOf = (locales, options) =>
  supported(locales, options).filter((tag) => tag.startsWith('en'));

const EVERY_ROUTE: [string, Who][] = [
  ['/', 'visitor'],
  ['/about', 'visitor'],
  ['/contact', 'visitor'],
  ['/sign-in', 'visitor'],
  ['/sign-up', 'visitor'],
  ['/privacy', 'visitor'],
  ['/terms', 'visitor'],
  ['/forgot-password', 'visitor'],
  ['/reset-password?token=x', 'visitor'],
  ['/verify-email?token=x', 'visitor'],
  ['/cancel-email-change?token=x', 'visitor'],
  ['/expert-invitation?token=x', 'visitor'],
  ['/nowhere', 'visitor'],
  ['/dashboard', 'USER'],
  ['/experts', 'USER'],
  ['/consent', 'USER'],
  ['/safety-plan', 'USER'],
  ['/chat', 'USER'],
  ['/assessment/depression', 'USER'],
  ['/measures/phq9', 'USER'],
  ['/experts/field/depression', 'USER'],
  ['/experts/detail/id-1', 'USER'],
  ['/test-history', 'USER'],
  ['/profile', 'USER'],
  ['/bookings', 'USER'],
  ['/appointments/REF/room', 'USER'],
  ['/dashboard/nowhere', 'USER'],
  ['/expert', 'EXPERT'],
  ['/expert/availability', 'EXPERT'],
  ['/expert/earnings', 'EXPERT'],
  ['/admin', 'ADMIN'],
  ['/admin/experts/new', 'ADMIN'],
  ['/admin/experts/id-1', 'ADMIN'],
  ['/admin/bookings', 'ADMIN'],
  ['/admin/bookings/REF', 'ADMIN'],
  ['/admin/messages', 'ADMIN'],
  ['/admin/members', 'ADMIN'],
  ['/admin/helplines', 'ADMIN'],
  ['/admin/overview', 'ADMIN'],
];

/** Data, not words of the interface: the made-up data's text, the testimonials' names, the instruments' titles, the time zones' ids (the help lines MindCheck ships have their names in the catalogue). */
const DATA_WORDS = [
  MOCK_TEXT,
  'TT',
  'user-1',
  'Amara N.',
  'PHQ-9',
  'GAD-7',
  PHQ9.title,
  GAD7.title,
  ...timeZoneOptions().map((zone) => zone.replaceAll('_', ' ')),
];

describe('every route in Pidgin', () => {
  it.each(EVERY_ROUTE)(
    '%s (%s) shows no word left in English',
    async (url, who) => {
      // The frame's menus (header, side panel) opened on the first page of each role.
      const frame = EVERY_ROUTE.find(([, role]) => role === who)?.[0] === url;
      const english = await textsWithOpened((await renderRoute(url, who, 'en')).container, 'en', shownTexts, { frame });
      cleanup();
      localStorage.clear();
      const pidgin = await textsWithOpened((await renderRoute(url, who, 'pcm')).container, 'pcm', shownTexts, {
        frame,
      });
      expect(pidgin.size).toBeGreaterThan(10);
      expect(sameAsEnglish(pidgin, english, 'pcm', DATA_WORDS)).toEqual([]);
    },
    60_000,
  );

  const dialogs: [string, ReactElement][] = [
    [
      'the test checkout',
      <TestCheckoutDialog
        key="checkout"
        amount="₦5,000.00"
        email="tobi@example.com"
        expertName={MOCK_TEXT}
        when="20/11/2026"
        busy={false}
        onPay={() => {}}
        onCancel={() => {}}
      />,
    ],
    ['the error screen', <ErrorScreen key="error" error={{}} />],
    ['photos held back by data saver', <PicturesGate key="pictures" />],
    ['a questionnaire answered offline', <QueuedMeasure key="queued" />],
  ];
  it.each(dialogs)('%s shows no word left in English', async (_name, ui) => {
    localStorage.setItem('mindcheck.data-saver', 'on');
    const english = shownTexts(renderWithProviders(ui, { user: aMember() }).container);
    cleanup();
    const { container } = await renderInLanguage('pcm', ui, { user: aMember({ locale: 'pcm' }) });
    expect(sameAsEnglish(shownTexts(container), english, 'pcm', DATA_WORDS)).toEqual([]);
  });
});
