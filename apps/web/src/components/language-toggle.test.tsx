import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageToggle } from './language-toggle';

describe('LanguageToggle', () => {
  it('names each button by the code it shows, then the language (WCAG 2.5.3 label in name)', () => {
    render(<LanguageToggle />);
    const turkish = screen.getByRole('button', { name: 'tr Türkçe' });
    const english = screen.getByRole('button', { name: 'en English' });
    expect(turkish).toHaveAttribute('lang', 'tr');
    expect(english).toHaveAttribute('aria-pressed', 'true');
  });
});
