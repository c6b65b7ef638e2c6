import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LoadFailedState } from './load-failed-state';

afterEach(() => onlineManager.setOnline(true));

it('loads the page again by itself when the connection returns, once', () => {
  onlineManager.setOnline(false);
  const retry = vi.fn();
  renderWithProviders(<LoadFailedState onRetry={retry} />);
  expect(screen.getByText(/page loads by itself when the connection returns/)).toBeInTheDocument();
  expect(retry).not.toHaveBeenCalled();

  act(() => onlineManager.setOnline(true));
  expect(retry).toHaveBeenCalledTimes(1);
});

it('waits for the retry button when the page failed while online', () => {
  const retry = vi.fn();
  renderWithProviders(<LoadFailedState onRetry={retry} />);
  act(() => onlineManager.setOnline(true));
  expect(
    screen.getByText('Kolekt could not be reached. Try again in a moment.'),
  ).toBeInTheDocument();
  expect(retry).not.toHaveBeenCalled();
});
