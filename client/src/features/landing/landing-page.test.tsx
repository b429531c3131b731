import { screen } from '@testing-library/react';
import { aMember, renderWithProviders } from '../../testing/render';
import LandingPage from './landing-page';

describe('LandingPage', () => {
  it('invites a visitor to get started, and has the why-choose, how-it-works and testimonial sections', () => {
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Understand how you are feeling');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('heading', { name: 'Why choose MindCheck' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3, name: /^Step \d:/ })).toHaveLength(3);
    expect(screen.getAllByRole('blockquote')).toHaveLength(1);
  });

  it('sends a signed-in member to the dashboard instead', () => {
    renderWithProviders(<LandingPage />, { user: aMember() });
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Go to your dashboard' })[0]).toHaveAttribute('href', '/dashboard');
  });
});
