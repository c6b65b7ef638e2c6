import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateBanner } from './update-banner';

describe('UpdateBanner', () => {
  it("announces 'A new update is available!' and updates on click", async () => {
    const onUpdate = vi.fn();
    render(<UpdateBanner onUpdate={onUpdate} />);
    expect(screen.getByRole('status')).toHaveTextContent('A new update is available!');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update' }));
    expect(onUpdate).toHaveBeenCalledOnce();
  });
});
