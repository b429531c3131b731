import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMember, renderWithProviders } from '../../testing/render';
import { PublicLayout } from './public-layout';

function renderLayout(route = '/', user: ReturnType<typeof aMember> | null = null) {
  return renderWithProviders(null, {
    route,
    user,
    routes: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <h1>Home page</h1> },
          { path: '/about', element: <h1>About page</h1> },
          { path: '/verify-email', element: <h1>Verify page</h1> },
        ],
      },
    ],
  });
}

describe('PublicLayout', () => {
  it('has the header links Home, About, Contact, Login and Sign up', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sign-in');
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });

  // Issue #39, item 12: a member following the verification link saw Login and Sign up.
  it('offers a signed-in member the way back to their dashboard instead of Login and Sign up', async () => {
    const user = userEvent.setup();
    renderLayout('/verify-email', aMember());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /menu/i }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'My dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(mobile).queryByRole('link', { name: /Login|Sign up/ })).not.toBeInTheDocument();
  });

  it('toggles the mobile menu open and closed', async () => {
    const user = userEvent.setup();
    renderLayout();
    const button = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Open menu');
    expect(menu).not.toBeVisible();
  });

  it('closes the mobile menu on Escape and after following a link', async () => {
    const user = userEvent.setup();
    renderLayout();
    const button = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();

    await user.click(button);
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(menu).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
