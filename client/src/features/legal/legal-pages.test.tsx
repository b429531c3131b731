import { screen } from '@testing-library/react';
import { legal } from 'app-en:legal';
import { renderWithProviders } from '../../testing/render';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import TermsPage from './terms-page';
import PrivacyPage from './privacy-page';

describe('the legal pages', () => {
  it('show the terms in English, with their date and no note about the language', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(screen.getByText('Last updated 24 November 2026')).toBeInTheDocument();
    expect(screen.getByText(/never a diagnosis, and the assistant is not a therapist/)).toBeInTheDocument();
    expect(screen.queryByText(legal.inEnglish)).not.toBeInTheDocument();
  });

  it('in Pidgin: headings and date in Pidgin, one line saying the legal text is in English, the text itself exact', async () => {
    const { container } = await renderInLanguage('pcm', <PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wetin we dey keep, and why' })).toBeInTheDocument();
    expect(screen.getByText('Di law words for dis page dey for English.')).toBeInTheDocument();
    expect(screen.getByText(legal.privacy.basis)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'profile' })[0]).toHaveAttribute('href', '/profile');
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('in Yoruba: the terms with a Yoruba title, date and note', async () => {
    const { container } = await renderInLanguage('yo', <TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Àwọn òfin ìlò' })).toBeInTheDocument();
    expect(screen.getByText('Ọ̀rọ̀ òfin ojú-ìwé yìí wà ní èdè Gẹ̀ẹ́sì.')).toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
    expect(document.title).toBe('Àwọn òfin ìlò · MindCheck');
    expect(englishLeft(container, 'yo')).toEqual([]);
  });
});
