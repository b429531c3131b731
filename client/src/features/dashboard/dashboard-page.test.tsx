import { screen, within } from '@testing-library/react';
import { AssessmentStatusesDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import DashboardPage from './dashboard-page';

describe('DashboardPage', () => {
  it("is headed 'User Dashboard' and shows the five home cards, linking to their assessments", () => {
    renderWithProviders(<DashboardPage />, { user: aMember() });
    expect(screen.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Assessments' });
    expect(
      within(cards)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Depression Assessment', '/assessment/depression'],
      ['Anxiety Disorder Assessment', '/assessment/anxiety'],
      ['Schizophrenia Assessment', '/assessment/schizophrenia'],
      ['Substance Abuse Assessment', '/assessment/substance_abuse'],
      ['Dementia Assessment', '/assessment/dementia'],
    ]);
  });

  it('lays the cards out 1, 2 and 3 to a row, each with its own colour, a hidden icon, and a slight scale on hover', () => {
    renderWithProviders(<DashboardPage />, { user: aMember() });
    const cards = screen.getByRole('list', { name: 'Assessments' });
    expect(cards).toHaveClass('grid-cols-1', 'md:grid-cols-2', 'lg:grid-cols-3');
    const links = within(cards).getAllByRole('link');
    const colours = new Set(links.map((link) => [...link.classList].find((c) => /^bg-\w+-50$/.test(c))));
    expect(colours.size).toBe(5);
    for (const link of links) {
      expect(link).toHaveClass('hover:scale-105', 'transition');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it("says 'Taken on …' or 'Retake from …' on the cards of tests already taken", async () => {
    const status = (
      condition: string,
      lastTakenAt: string | null,
      canTake: boolean,
      retakeAvailableAt: string | null,
    ) => ({
      __typename: 'AssessmentStatus',
      condition,
      lastTakenAt,
      canTake,
      retakeAvailableAt,
    });
    renderWithProviders(<DashboardPage />, {
      user: aMember(),
      mocks: [
        {
          request: { query: AssessmentStatusesDocument },
          result: {
            data: {
              depression: status('DEPRESSION', '2026-11-01T10:00:00Z', false, '2026-11-15T10:00:00Z'),
              anxiety: status('ANXIETY', '2026-10-01T10:00:00Z', true, null),
              schizophrenia: status('SCHIZOPHRENIA', '2026-11-20T10:00:00Z', false, null),
              substance_abuse: status('SUBSTANCE_ABUSE', null, true, null),
              dementia: status('DEMENTIA', null, true, null),
            },
          },
        },
      ] as never[],
    });
    const cards = screen.getByRole('list', { name: 'Assessments' });
    expect(await within(cards).findByText('Retake from 15 Nov 2026', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(cards).getByText('Taken on 1 Oct 2026 · you can take it again')).toBeInTheDocument();
    expect(within(cards).getByText('Taken on 20 Nov 2026')).toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: 'Dementia Assessment' })).toBeInTheDocument();
  });
});
