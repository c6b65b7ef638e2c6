import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter, strengthLevel } from './password-strength-meter';

function segments() {
  return screen.getAllByTestId('strength-segment');
}

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 0, 'bg-destructive'],
    ['abc', 1, 'bg-destructive'],
    ['abcD', 2, 'bg-warning'],
    ['abcD1', 3, 'bg-warning'],
    ['abcD1!', 4, 'bg-warning'],
    ['abcD1!xy', 5, 'bg-success'],
  ])('fills one of 5 segments per criterion met: %j → %i', (password, filled, colour) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(segments()).toHaveLength(5);
    const on = segments().filter((segment) => segment.dataset.filled === 'true');
    expect(on).toHaveLength(filled);
    on.forEach((segment) => expect(segment).toHaveClass(colour));
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      String(filled),
    );
  });

  it('is red below 2, yellow from 2 to 4 and green at 5', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthLevel)).toEqual([
      'weak',
      'weak',
      'medium',
      'medium',
      'medium',
      'strong',
    ]);
  });

  it('names the level in the user language', () => {
    render(<PasswordStrengthMeter password="abcD1!xy" />);
    expect(screen.getByText('Strong password')).toBeInTheDocument();
  });
});
