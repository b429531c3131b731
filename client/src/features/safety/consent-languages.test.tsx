import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMember, renderWithProviders } from '../../testing/render';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import ConsentPage from './consent-page';

// Issue #36: the consent screen (before a first test, chat, check-in or plan) in English, the
// spec's words, and in Pidgin; a choice left out is asked for in the member's language.

describe('the consent screen', () => {
  it('asks for a choice in English', async () => {
    renderWithProviders(<ConsentPage />, { user: aMember({ consentedAt: null }) });
    await userEvent.click(screen.getByRole('button', { name: 'I agree, continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose whether the AI service may write your texts.',
    );
  });

  it('is in Pidgin, the links inside its sentence', async () => {
    const { container } = await renderInLanguage('pcm', <ConsentPage />, { user: aMember({ consentedAt: null }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Your data and your yes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('radio', { name: "No, use only MindCheck's own assistant." })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I agree, make we continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Abeg choose if di AI service fit write your texts.');
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });
});
