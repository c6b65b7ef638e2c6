import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { renderWithProviders } from '@/test/render';
import { LoginPrompt } from './login-prompt';

describe('LoginPrompt', () => {
  it.each([
    ['Login', 'login'],
    ['Sign up', 'register'],
  ])('"%s" swaps the prompt for the auth modal on its tab', async (name, tab) => {
    const user = userEvent.setup();
    useModalStore.getState().push({ kind: 'loginPrompt', props: { messageKey: 'likes.login' } });
    renderWithProviders(<LoginPrompt messageKey="likes.login" />);
    await user.click(screen.getByRole('button', { name }));
    expect(useModalStore.getState().stack).toEqual([
      expect.objectContaining({ kind: 'auth', props: { tab } }),
    ]);
  });
});
