import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductImage } from './product-image';

const picture = 'https://cdn.example.com/saat.jpg';

describe('ProductImage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the picture while it loads', () => {
    const { container } = render(<ProductImage src={picture} />);
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('saat.jpg'),
    );
    expect(screen.queryByRole('img', { name: 'Image not found' })).not.toBeInTheDocument();
  });

  it('gives way to the placeholder when the picture fails', () => {
    const { container } = render(<ProductImage src={picture} />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByRole('img', { name: 'Image not found' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('gives way to the placeholder when the picture failed before the app listened', () => {
    // A page drawn by the server: the browser has already given up on the picture (complete,
    // no pixels) when React adopts the element, so no error event will come.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    const { container } = render(<ProductImage src={picture} />);
    expect(screen.getByRole('img', { name: 'Image not found' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps a picture that had loaded before the app started', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
    const { container } = render(<ProductImage src={picture} />);
    expect(container.querySelector('img')).not.toBeNull();
    expect(screen.queryByRole('img', { name: 'Image not found' })).not.toBeInTheDocument();
  });
});
