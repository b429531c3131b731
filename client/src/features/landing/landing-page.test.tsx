import { screen } from '@testing-library/react';
import { aMember, renderWithProviders } from '../../testing/render';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import { landing } from 'app-en:landing';
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

describe('LandingPage in other languages (#36)', () => {
  it('speaks Pidgin, every word of it', async () => {
    const { container } = await renderInLanguage('pcm', <LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Understand how you dey feel, small small, one step at a time',
    );
    expect(screen.getByRole('link', { name: 'Make we start' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('heading', { name: 'How e dey work' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3, name: /^Step \d:/ })).toHaveLength(3);
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('speaks Yoruba where it is written, and English only for whole sentences awaiting review', async () => {
    const { container } = await renderInLanguage('yo', <LandingPage />, { user: aMember() });
    expect(screen.getByRole('heading', { name: 'Bí ó ṣe ń ṣiṣẹ́' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Lọ sí ojú-ìwé rẹ' })[0]).toHaveAttribute('href', '/dashboard');
    // Awaiting review in yo/awaiting-review.json: the intro shows in English, whole.
    expect(screen.getByText(landing.intro)).toBeInTheDocument();
    expect(englishLeft(container, 'yo')).toEqual([]);
  });
});
