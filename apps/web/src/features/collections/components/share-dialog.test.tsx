import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareDialog } from './share-dialog';

const id = '0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b';
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => writeText.mockReset());

async function pressCopy() {
  fireEvent.click(screen.getByRole('button', { name: /Copy link|Copied!/ }));
  // Let the clipboard promise settle.
  await act(async () => {});
}

describe('ShareDialog', () => {
  it('links the share targets to {origin}/collection/{id}', () => {
    render(<ShareDialog collectionId={id} />);
    const url = `${window.location.origin}/collection/${id}`;
    expect(screen.getByLabelText('Collection link')).toHaveValue(url);
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(url)}`,
    );
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    for (const name of ['WhatsApp', 'Instagram', 'X / Twitter', 'Facebook']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('confirms a copy for 1.5 seconds', async () => {
    writeText.mockResolvedValue(undefined);
    render(<ShareDialog collectionId={id} />);
    await pressCopy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/collection/${id}`);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('ignores a failed copy', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    render(<ShareDialog collectionId={id} />);
    await pressCopy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
