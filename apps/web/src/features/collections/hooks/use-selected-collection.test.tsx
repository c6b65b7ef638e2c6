import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useSelectedCollection } from './use-selected-collection';

function Probe() {
  const { selectedId, select } = useSelectedCollection();
  return (
    <>
      <p>shown: {selectedId ?? 'first'}</p>
      <button onClick={() => select('c2')}>pick</button>
      <button onClick={() => select(undefined, { replace: true })}>gone</button>
    </>
  );
}

describe('useSelectedCollection', () => {
  it('reads the selection from the address, so a reload or a shared link keeps it', () => {
    renderWithProviders(<Probe />, {
      path: '/collections',
      initialEntries: ['/collections?collection=c1'],
    });
    expect(screen.getByText('shown: c1')).toBeInTheDocument();
  });

  it('puts a pick in the address as a step Back undoes; a gone one is replaced', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Probe />, {
      path: '/collections',
      initialEntries: ['/collections?collection=c1'],
    });
    await user.click(screen.getByRole('button', { name: 'pick' }));
    expect(router.state.location.search).toBe('?collection=c2');
    expect(screen.getByText('shown: c2')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByText('shown: c1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'gone' }));
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
