import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { useModalStore } from '@/stores/modal-store';
import { renderWithProviders } from '@/test/render';
import { Hero } from './hero';

afterEach(() => useModalStore.getState().close());

describe('Hero', () => {
  it("offers a guest to sign up on 'Let's check', then to go to the dashboard", async () => {
    renderWithProviders(<Hero />, {
      path: '/welcome',
      routes: [{ path: '/', element: <p>dashboard</p> }],
    });
    await userEvent.setup().click(screen.getByRole('link', { name: "Let's check" }));
    expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
    expect(useModalStore.getState().stack.at(-1)).toMatchObject({
      kind: 'auth',
      props: { tab: 'register' },
    });
    expect(localStorage.getItem(storageKeys.returnPath)).toBe('/');
  });
});
