import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mainContentId, SkipToContent } from './skip-to-content';

describe('SkipToContent', () => {
  it('is the first stop of the Tab key and moves the focus to the main content', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipToContent />
        <header>
          <button type="button">Search</button>
        </header>
        <main id={mainContentId} tabIndex={-1}>
          content
        </main>
      </>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
