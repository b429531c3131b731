import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { renderWithProviders } from '../../testing/render';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  beforeEach(() => {
    // React and the router log caught errors; the test checks the screen instead.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it("shows 'Unexpected Application Error!' with the status of a routing error", async () => {
    renderWithProviders(null, {
      routes: [
        {
          path: '/',
          ErrorBoundary: ErrorScreen,
          loader: () => {
            throw data('gone', { status: 503, statusText: 'Service Unavailable' });
          },
          Component: () => <p>never shown</p>,
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
    expect(screen.queryByText('never shown')).not.toBeInTheDocument();
  });

  it('shows the message of an error thrown while rendering', async () => {
    function Broken(): never {
      throw new Error('Cannot read the chart');
    }
    renderWithProviders(null, { routes: [{ path: '/', ErrorBoundary: ErrorScreen, Component: Broken }] });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the chart')).toBeInTheDocument();
  });
});
