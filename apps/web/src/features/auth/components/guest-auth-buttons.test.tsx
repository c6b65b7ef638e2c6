import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { renderWithProviders } from '@/test/render';
import { GuestAuthButtons } from './guest-auth-buttons';

describe('GuestAuthButtons', () => {
  it.each([
    ['Sign in', 'login'],
    ['Sign up', 'register'],
  ])('"%s" opens the auth modal on its tab, to come back to this page', async (name, tab) => {
    const user = userEvent.setup();
    renderWithProviders(<GuestAuthButtons />);
    await user.click(screen.getByRole('button', { name }));
    expect(useModalStore.getState().stack.at(-1)).toMatchObject({
      kind: 'auth',
      props: { tab },
    });
    expect(localStorage.getItem('noRedirect')).toBe('/');
  });
});
