import { act, render, screen } from '@testing-library/react';
import { useChartTheme } from './use-chart-theme';

function Probe() {
  const theme = useChartTheme();
  return <output aria-label="chart theme">{`${theme.text} ${theme.rtl ? 'rtl' : 'ltr'}`}</output>;
}

afterEach(() => {
  document.documentElement.className = '';
  document.documentElement.dir = '';
  delete document.documentElement.dataset['colorTheme'];
});

describe('useChartTheme', () => {
  it('re-renders with the new colours and direction when <html> changes mode or direction', async () => {
    render(<Probe />);
    expect(screen.getByRole('status', { name: 'chart theme' })).toHaveTextContent('#09090b ltr');

    // The observer reports in a microtask: let it run inside act.
    await act(async () => {
      document.documentElement.classList.add('dark');
      document.documentElement.dir = 'rtl';
    });

    expect(screen.getByRole('status', { name: 'chart theme' })).toHaveTextContent('#fafafa rtl');
  });
});
