import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartGate } from './chart-gate';
import { DisplaySettings } from './display-settings';

const connection = (saveData: boolean) =>
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });

describe('data saver (#36)', () => {
  beforeEach(() => {
    localStorage.clear();
    connection(false);
  });

  it('draws the chart when data saver is off', () => {
    render(<ChartGate what="mood by day">the chart</ChartGate>);
    expect(screen.getByText('the chart')).toBeInTheDocument();
  });

  it('starts on when the browser asks for less data, and loads a chart only when asked', async () => {
    connection(true);
    render(<ChartGate what="mood by day">the chart</ChartGate>);
    expect(screen.queryByText('the chart')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show chart: mood by day' }));
    expect(screen.getByText('the chart')).toBeInTheDocument();
  });

  it('is switched on the profile, remembered on this device, and holds back the charts at once', async () => {
    render(
      <>
        <DisplaySettings />
        <ChartGate what="your test scores">the chart</ChartGate>
      </>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Data saver/ }));
    expect(localStorage.getItem('mindcheck.data-saver')).toBe('on');
    expect(screen.queryByText('the chart')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show chart: your test scores' })).toBeInTheDocument();
  });

  it('switches the colour theme and remembers it on this device', async () => {
    render(<DisplaySettings />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Colour theme' }), 'Dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('mindcheck.theme')).toBe('dark');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Colour theme' }), 'Same as this device');
    expect(localStorage.getItem('mindcheck.theme')).toBeNull();
  });
});
