import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consent } from 'app-en:consent';
import { aMember, renderWithProviders } from '../../testing/render';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import ConsentPage from './consent-page';

const newcomer = aMember({ consentedAt: null });

describe('ConsentPage', () => {
  it('asks for the AI choice before anything is saved, in English', async () => {
    renderWithProviders(<ConsentPage />, { user: newcomer, route: '/consent' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your data and your consent' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I agree, continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose whether the AI service may write your texts.',
    );
  });

  it('in Pidgin: what is kept, who sees it, the AI question and its answers (#36)', async () => {
    const { container } = await renderInLanguage('pcm', <ConsentPage />, {
      user: newcomer,
      route: '/consent',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your data and your permission' })).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'You gree make Google Gemini write your results and chat replies?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^No, use only MindCheck own assistant/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(screen.getByRole('button', { name: 'I gree, make we continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Abeg choose whether di AI service fit write your texts.',
    );
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('in Yoruba: headings and buttons in Yoruba, the explanations awaiting review in English, whole (#36)', async () => {
    const { container } = await renderInLanguage('yo', <ConsentPage />, {
      user: newcomer,
      route: '/consent',
    });
    expect(screen.getByRole('heading', { name: 'Ohun tí a ń tọ́jú' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mo gbà, tẹ̀síwájú' })).toBeInTheDocument();
    expect(screen.getByText(consent.whoSees)).toBeInTheDocument();
    expect(englishLeft(container, 'yo')).toEqual([]);
  });
});
