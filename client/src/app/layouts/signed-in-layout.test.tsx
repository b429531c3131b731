import { screen } from '@testing-library/react';
import { aMember, renderWithProviders } from '../../testing/render';
import { SignedInLayout } from './signed-in-layout';

const routes = [
  { path: '/', element: <h1>Landing</h1> },
  { element: <SignedInLayout />, children: [{ path: '/dashboard', element: <h1>Dashboard content</h1> }] },
];

describe('SignedInLayout', () => {
  it('sends a visitor to /', async () => {
    const { router } = renderWithProviders(null, { route: '/dashboard', routes, user: null });
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the page to a signed-in member', async () => {
    const { router } = renderWithProviders(null, { route: '/dashboard', routes, user: aMember() });
    expect(await screen.findByRole('heading', { name: 'Dashboard content' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
