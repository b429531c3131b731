import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignOutDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { SignedInLayout } from './signed-in-layout';
import { takeReturnPath } from '../../lib/return-path';

const page = (name: string) => <h1>{name}</h1>;
const routes = [
  { path: '/', element: page('Landing') },
  {
    element: <SignedInLayout />,
    children: [
      { path: '/dashboard', element: page('Dashboard content') },
      { path: '/profile', element: page('Profile content') },
      { path: '/experts', element: page('Experts content') },
      { path: '/assessment/:condition', element: page('Assessment content') },
    ],
  },
];

const signOutMock = { request: { query: SignOutDocument }, result: { data: { signOut: true } } };

describe('SignedInLayout', () => {
  it('sends a visitor to /', async () => {
    const { router } = renderWithProviders(null, { route: '/dashboard', routes, user: null });
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('remembers where a visitor was going, for after they sign in (issue #39, item 12)', async () => {
    const { router } = renderWithProviders(null, { route: '/profile?from=mail', routes, user: null });
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(takeReturnPath()).toBe('/profile?from=mail');
    expect(takeReturnPath()).toBe('/dashboard');
  });

  it('shows the page to a signed-in member, with the side menu of the spec', async () => {
    renderWithProviders(null, { route: '/dashboard', routes, user: aMember() });
    expect(await screen.findByRole('heading', { name: 'Dashboard content' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/dashboard'],
      ['View Our Experts', '/experts'],
      ['My Bookings', '/bookings'],
      ['Health History', '/test-history'],
      ['Chat', '/chat'],
      ['My Safety Plan', '/safety-plan'],
      ['Profile', '/profile'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Take Test' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('expands Take Test to the five assessments', async () => {
    renderWithProviders(null, { route: '/dashboard', routes, user: aMember() });
    const takeTest = await screen.findByRole('button', { name: 'Take Test' });
    expect(takeTest).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Depression Assessment' })).not.toBeInTheDocument();

    await userEvent.click(takeTest);
    expect(takeTest).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(takeTest.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Depression Assessment', '/assessment/depression'],
      ['Anxiety Disorder Assessment', '/assessment/anxiety'],
      ['Schizophrenia Assessment', '/assessment/schizophrenia'],
      ['Substance Abuse Assessment', '/assessment/substance_abuse'],
      ['Dementia Assessment', '/assessment/dementia'],
    ]);
    await userEvent.click(takeTest);
    expect(takeTest).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens Take Test by itself on an assessment page', async () => {
    renderWithProviders(null, { route: '/assessment/anxiety', routes, user: aMember() });
    expect(await screen.findByRole('button', { name: 'Take Test' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Anxiety Disorder Assessment' })).toHaveAttribute('aria-current', 'page');
  });

  it('has a menu toggle for small screens', async () => {
    renderWithProviders(null, { route: '/dashboard', routes, user: aMember() });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toHaveClass('hidden');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
    // Focus moves into the panel; its own close button and Escape close it and return focus.
    const close = within(panel).getByRole('button', { name: 'Close side menu' });
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(panel).toHaveClass('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Close side menu' }));
    expect(panel).toHaveClass('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // Choosing an entry closes it again.
    await userEvent.click(within(panel).getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile content' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes back to the previous page with the back arrow', async () => {
    const { router } = renderWithProviders(null, { route: '/dashboard', routes, user: aMember() });
    await userEvent.click(await screen.findByRole('link', { name: 'View Our Experts' }));
    expect(await screen.findByRole('heading', { name: 'Experts content' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard content' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('signs out and returns to /', async () => {
    const { router } = renderWithProviders(null, { route: '/profile', routes, user: aMember(), mocks: [signOutMock] });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
