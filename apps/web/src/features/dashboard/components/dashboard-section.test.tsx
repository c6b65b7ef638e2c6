import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DashboardSection } from './dashboard-section';

const titleKey = 'dashboard.sections.mostLiked';

function placeholders() {
  return screen.getByRole('status', { name: 'Loading...' }).children.length;
}

describe('DashboardSection', () => {
  it('shows five skeletons while a collection list loads, or the count it is given', () => {
    const { unmount } = renderWithProviders(
      <DashboardSection id="most-liked" titleKey={titleKey} count={0} loading />,
    );
    expect(placeholders()).toBe(5);
    unmount();

    renderWithProviders(
      <DashboardSection id="last-added" titleKey={titleKey} count={0} loading skeletons={4} />,
    );
    expect(placeholders()).toBe(4);
  });

  it('shows its empty state with the count 0, and its items otherwise', () => {
    const { unmount } = renderWithProviders(
      <DashboardSection id="most-liked" titleKey={titleKey} count={0} />,
    );
    expect(screen.getByRole('heading', { name: 'Most liked collections' })).toBeInTheDocument();
    expect(screen.getByText('0')).toBeInTheDocument();
    unmount();

    renderWithProviders(
      <DashboardSection id="most-liked" titleKey={titleKey} count={1}>
        <p>Kupa seti</p>
      </DashboardSection>,
    );
    expect(screen.getByText('Kupa seti')).toBeInTheDocument();
    expect(screen.getByText('1')).toBeInTheDocument();
  });
});
