import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { renderWithProviders } from '../testing/render';
import { NotFoundPage } from './not-found-page';

const routes = [
  { path: '/about', element: <Link to="/nowhere">a broken link</Link> },
  { path: '/', element: <h1>Home</h1> },
  { path: '*', element: <NotFoundPage /> },
];

describe('NotFoundPage', () => {
  it('shows Not Found with a support contact', () => {
    renderWithProviders(null, { route: '/nowhere', routes });
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@mindcheck.example.com' })).toHaveAttribute(
      'href',
      'mailto:support@mindcheck.example.com',
    );
    expect(screen.getByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/contact');
  });

  it('Go Back returns to the previous page', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { route: '/about', routes });
    await user.click(screen.getByRole('link', { name: 'a broken link' }));
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nowhere');

    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('link', { name: 'a broken link' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('Go Back leads home when the 404 page is the first page of the tab', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { route: '/pasted-link', routes });
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
