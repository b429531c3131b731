import { screen, within } from '@testing-library/react';
import { aMember, renderWithProviders } from '../testing/render';
import { routes } from './router';

// The routing table only: each page module is replaced by a stub naming it, so that features can
// change their pages freely without touching this test.
jest.mock('../features/landing/landing-page', () => ({ __esModule: true, default: () => 'page:landing' }));
jest.mock('../features/about/about-page', () => ({ __esModule: true, default: () => 'page:about' }));
jest.mock('../features/contact/contact-page', () => ({ __esModule: true, default: () => 'page:contact' }));
jest.mock('../features/auth/sign-in-page', () => ({ __esModule: true, default: () => 'page:sign-in' }));
jest.mock('../features/auth/sign-up-page', () => ({ __esModule: true, default: () => 'page:sign-up' }));
jest.mock('../features/dashboard/dashboard-page', () => ({ __esModule: true, default: () => 'page:dashboard' }));
jest.mock('../features/assessment/assessment-page', () => ({ __esModule: true, default: () => 'page:assessment' }));
jest.mock('../features/measures/measure-page', () => ({ __esModule: true, default: () => 'page:measure' }));
jest.mock('../features/experts/experts-page', () => ({ __esModule: true, default: () => 'page:experts' }));
jest.mock('../features/experts/expert-field-page', () => ({ __esModule: true, default: () => 'page:expert-field' }));
jest.mock('../features/experts/expert-detail-page', () => ({ __esModule: true, default: () => 'page:expert-detail' }));
jest.mock('../features/history/test-history-page', () => ({ __esModule: true, default: () => 'page:test-history' }));
jest.mock('../features/chat/chat-page', () => ({ __esModule: true, default: () => 'page:chat' }));
jest.mock('../features/profile/profile-page', () => ({ __esModule: true, default: () => 'page:profile' }));

const publicPages: [path: string, page: string][] = [
  ['/', 'landing'],
  ['/about', 'about'],
  ['/contact', 'contact'],
  ['/sign-in', 'sign-in'],
  ['/sign-up', 'sign-up'],
];

const signedInPages: [path: string, page: string][] = [
  ['/dashboard', 'dashboard'],
  ['/assessment/depression', 'assessment'],
  ['/assessment/substance_abuse', 'assessment'],
  ['/measures/phq9', 'measure'],
  ['/measures/gad7', 'measure'],
  ['/experts', 'experts'],
  ['/experts/field/anxiety', 'expert-field'],
  ['/experts/dementia/dementia-1', 'expert-detail'],
  ['/experts/detail/dementia-1', 'expert-detail'],
  ['/test-history', 'test-history'],
  ['/chat', 'chat'],
  ['/profile', 'profile'],
];

const publicHeader = () => screen.queryByRole('navigation', { name: 'Main' });

describe('routes', () => {
  beforeEach(() => {
    // jsdom does not scroll; ScrollRestoration calls window.scrollTo.
    window.scrollTo = jest.fn();
  });

  it.each(publicPages)('%s shows the %s page in the public layout', async (path, page) => {
    renderWithProviders(null, { route: path, routes });
    expect(await within(await screen.findByRole('main')).findByText(`page:${page}`)).toBeInTheDocument();
    expect(publicHeader()).toBeInTheDocument();
  });

  it.each(signedInPages)('%s shows the %s page to a member, in the signed-in layout', async (path, page) => {
    renderWithProviders(null, { route: path, routes, user: aMember() });
    expect(await within(await screen.findByRole('main')).findByText(`page:${page}`)).toBeInTheDocument();
    expect(publicHeader()).not.toBeInTheDocument();
  });

  it.each(signedInPages)('%s sends a visitor to the landing page', async (path) => {
    const { router } = renderWithProviders(null, { route: path, routes });
    expect(await screen.findByText('page:landing')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the 404 page for an unknown top-level path, in the public layout', async () => {
    renderWithProviders(null, { route: '/no-such-page', routes });
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(publicHeader()).toBeInTheDocument();
  });

  it.each(['/dashboard/extra', '/assessment', '/experts/field', '/chat/old/thread'])(
    'shows the 404 page for %s inside the signed-in layout',
    async (path) => {
      renderWithProviders(null, { route: path, routes, user: aMember() });
      const main = await screen.findByRole('main');
      expect(await within(main).findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
      expect(publicHeader()).not.toBeInTheDocument();
    },
  );
});
