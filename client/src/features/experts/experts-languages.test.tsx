import { screen, within } from '@testing-library/react';
import { ExpertDetailDocument, ExpertsOfFieldDocument, SessionFeeDocument } from '../../gql/graphql';
import { aMember } from '../../testing/render';
import { expertFixtures } from '../../testing/experts';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import ExpertsPage from './experts-page';
import ExpertFieldPage from './expert-field-page';
import ExpertDetailPage from './expert-detail-page';

// Issue #36: the experts' pages in Pidgin: fields, specializations, the profile's headings, the fee
// and Book Now in the member's language; what the expert wrote stays as written.

const expert = {
  ...expertFixtures.expert(1),
  name: 'Dr. Ada Obi',
  specialization: 'PSYCHIATRIST' as const,
  avatarUrl: null,
};
const { profile } = expertFixtures;
const mocks = [
  {
    request: { query: ExpertsOfFieldDocument, variables: { field: 'ANXIETY', withPhotos: true } },
    result: { data: { experts: [expert] } },
  },
  {
    request: { query: ExpertDetailDocument, variables: { id: 'expert-1', withPhotos: true } },
    result: { data: { expert: { ...expert, expertise: null, profile } } },
  },
  {
    request: { query: SessionFeeDocument, variables: { expertId: 'expert-1' } },
    result: {
      data: { sessionFee: { __typename: 'SessionFee', amount: 500000, currency: 'NGN', minutes: 50 } },
    },
  },
] as never[];

describe('the experts pages in Pidgin', () => {
  it('lists the fields', async () => {
    const { container } = await renderInLanguage('pcm', <ExpertsPage />, { user: aMember() });
    const fields = screen.getByRole('list', { name: 'Areas' });
    expect(within(fields).getByRole('link', { name: /Drug and drink/ })).toHaveAttribute(
      'href',
      '/experts/field/substance_abuse',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Our experts' })).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it("shows a field's experts", async () => {
    const { container } = await renderInLanguage('pcm', <ExpertFieldPage />, {
      user: aMember(),
      mocks,
      path: '/experts/field/:field',
      route: '/experts/field/anxiety',
    });
    const list = await screen.findByRole('list', { name: 'Anxiety experts' });
    expect(within(list).getByText('Psychiatrist')).toBeInTheDocument();
    expect(within(list).getByText('Where e dey:')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'See more' })).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it("shows an expert's profile with the fee and Book Now", async () => {
    const { container } = await renderInLanguage('pcm', <ExpertDetailPage />, {
      user: aMember(),
      mocks,
      path: '/experts/detail/:expertId',
      route: '/experts/detail/expert-1',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Ada Obi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book am now' })).toBeInTheDocument();
    expect(await screen.findByText('₦5,000.00 for one 50-minute session')).toBeInTheDocument();
    expect(screen.getByText('E sabi different mental health matter.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wetin people talk' })).toBeInTheDocument();
    expect(screen.getByText('Kind and clear.', { exact: false })).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });
});
