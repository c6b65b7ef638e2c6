import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ScrollRow } from './scroll-row';

function renderRow({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  renderWithProviders(
    <ScrollRow label="Already in Kolekt">
      <li>Kulaklık</li>
    </ScrollRow>,
  );
}

describe('ScrollRow', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows no arrows when every card is in view', () => {
    renderRow({ scrollWidth: 176, clientWidth: 350 });
    expect(screen.getByRole('list', { name: 'Already in Kolekt' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers both arrows when there is more to scroll to', () => {
    renderRow({ scrollWidth: 900, clientWidth: 350 });
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
