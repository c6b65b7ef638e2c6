import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { floatingActionClass, useFloatingActionRoom } from './use-floating-action-room';

const hasRoom = () => document.documentElement.classList.contains(floatingActionClass);

describe('useFloatingActionRoom', () => {
  it('asks for room while any floating button is mounted', () => {
    const first = renderHook(() => useFloatingActionRoom());
    expect(hasRoom()).toBe(true);
    const second = renderHook(() => useFloatingActionRoom());
    first.unmount();
    expect(hasRoom()).toBe(true);
    second.unmount();
    expect(hasRoom()).toBe(false);
  });
});
