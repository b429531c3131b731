import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { messages } from '@mindcheck/common';
import { MyExpertListingDocument, UpdateMyExpertProfileDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { expectToastOnce, withToasts } from '../../testing/toasts';
import ExpertDashboardPage from './expert-dashboard-page';
import { expertFixtures } from '../../testing/experts';

const expert = expertFixtures.ownListing;
const listing = {
  request: { query: MyExpertListingDocument },
  result: { data: { me: { __typename: 'User' as const, id: 'user-1', role: 'EXPERT' as const, expert } } },
};

describe('ExpertDashboardPage', () => {
  it('shows anyone but an expert the 404 page', () => {
    renderWithProviders(<ExpertDashboardPage />, { user: aMember({ role: 'ADMIN' }), route: '/expert' });
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });

  it("shows the listing; the edit form checks with the server's rules, shows its refusal, then saves", async () => {
    const input = { contact: 'kemi.new@example.com', location: 'Abuja, Nigeria', expertise: 'Anxiety at work.' };
    renderWithProviders(withToasts(<ExpertDashboardPage />), {
      user: aMember({ role: 'EXPERT' }),
      route: '/expert',
      mocks: [
        listing,
        {
          request: { query: UpdateMyExpertProfileDocument, variables: { input: { ...input, location: 'Abuja' } } },
          result: {
            errors: [
              new GraphQLError('Location must be on one line.', {
                extensions: { code: 'BAD_USER_INPUT', field: 'location' },
              }),
            ],
          },
        },
        {
          request: { query: UpdateMyExpertProfileDocument, variables: { input } },
          result: {
            data: {
              updateMyExpertProfile: {
                __typename: 'Expert',
                id: 'kemi-1',
                contact: input.contact,
                location: input.location,
                expertise: input.expertise,
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Your listing' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Kemi Adebayo', { selector: 'dd' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit your details' }));
    // Only what the expert may change is a field.
    expect(screen.queryByLabelText('Name')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Contact email'));
    await userEvent.clear(screen.getByLabelText('Location'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.requiredField('Contact'))).toBeInTheDocument();
    expect(screen.getByText(messages.requiredField('Location'))).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Contact email'), 'kemi.new@example.com');
    await userEvent.type(screen.getByLabelText('Location'), 'Abuja');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Location must be on one line.')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Location'), ', Nigeria');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectToastOnce('Your listing has been updated.');
    expect(screen.getByText('Abuja, Nigeria')).toBeInTheDocument();
    expect(screen.getByText('kemi.new@example.com')).toBeInTheDocument();
  });
});
