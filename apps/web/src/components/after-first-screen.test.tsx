import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useFirstScreenDrawn } from '@/lib/first-screen';
import { AfterFirstScreen } from './after-first-screen';

afterEach(() => vi.useRealTimers());

function FirstScreen({ drawn }: { drawn: boolean }) {
  return drawn ? <Drawn /> : null;
}

function Drawn() {
  useFirstScreenDrawn();
  return <p>first screen</p>;
}

it('draws its children only once the first screen is painted and the browser idle', async () => {
  vi.useFakeTimers();
  const later = (
    <AfterFirstScreen>
      <p>later</p>
    </AfterFirstScreen>
  );
  const { rerender } = render(
    <>
      <FirstScreen drawn={false} />
      {later}
    </>,
  );
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(screen.queryByText('later')).not.toBeInTheDocument();

  rerender(
    <>
      <FirstScreen drawn />
      {later}
    </>,
  );
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(screen.getByText('later')).toBeInTheDocument();
});
