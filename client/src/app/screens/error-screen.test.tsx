import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, useLocation } from 'react-router';
import { renderWithProviders } from '../../testing/render';
import { ErrorScreen } from './error-screen';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('Cannot read the chart');
}

/** The root layout's use of the boundary: around the routes, reset by a new location. */
function Guarded() {
  return (
    <RouteErrorBoundary locationKey={useLocation().key}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

describe('ErrorScreen', () => {
  beforeEach(() => {
    // React logs caught errors; the test checks the screen instead.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it("shows 'Unexpected Application Error!' with the status of an error that has one", () => {
    renderWithProviders(<ErrorScreen error={{ status: 503, statusText: 'Service Unavailable' }} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('shows the message of an error thrown while rendering a route, in place of the page', async () => {
    renderWithProviders(null, { routes: [{ element: <Guarded />, children: [{ path: '/', element: <Broken /> }] }] });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the chart')).toBeInTheDocument();
  });

  it('tries again on the next navigation', async () => {
    function Page() {
      return (
        <>
          <h1>Working page</h1>
          <Link to="/broken">Open the broken page</Link>
        </>
      );
    }
    const { router } = renderWithProviders(null, {
      routes: [
        {
          element: <Guarded />,
          children: [
            { path: '/', element: <Page /> },
            { path: '/broken', element: <Broken /> },
          ],
        },
      ],
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Open the broken page' }));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Working page' })).toBeInTheDocument();
  });
});
