import { screen } from '@testing-library/react';
import { about } from 'app-en:about';
import { renderWithProviders } from '../../testing/render';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import AboutPage from './about-page';

describe('AboutPage', () => {
  it('says what MindCheck is, and is not, in English', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About MindCheck' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Important to know' })).toBeInTheDocument();
    expect(screen.getByText(/it is not an emergency service/)).toBeInTheDocument();
    expect(document.title).toBe('About · MindCheck');
  });

  it('speaks Pidgin, every word of it (#36)', async () => {
    const { container } = await renderInLanguage('pcm', <AboutPage />);
    expect(screen.getByRole('heading', { name: 'Wetin you need know' })).toBeInTheDocument();
    expect(screen.getByText(/e no be emergency service/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send us message' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('About us · MindCheck');
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('speaks Yoruba for its headings and buttons; the paragraphs awaiting review show in English, whole', async () => {
    const { container } = await renderInLanguage('yo', <AboutPage />);
    expect(screen.getByRole('heading', { name: 'Ohun pàtàkì láti mọ̀' })).toBeInTheDocument();
    expect(screen.getByText(about.important.text)).toBeInTheDocument();
    expect(englishLeft(container, 'yo')).toEqual([]);
  });
});
