import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '@/test/render';
import { CommentBox } from './comment-box';

const collectionId = '0f8e2c1a-3b4d-4e5f-8a9b-1c2d3e4f5a6b';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () =>
    envelopeResponse({ success: true, statusCode: 201, data: 'new-id' }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderBox() {
  renderWithProviders(
    <>
      <CommentBox collectionId={collectionId} />
      <Toaster />
    </>,
  );
  return screen.getByRole('textbox', { name: 'Your comment' });
}
const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

describe('CommentBox', () => {
  it('counts characters, caps typing at 550, and blocks sending above 500', () => {
    const box = renderBox();
    const send = screen.getByRole('button', { name: 'Send comment' });
    expect(screen.getByText('0/500')).toBeInTheDocument();
    expect(send).toBeDisabled();
    expect(box).toHaveAttribute('maxLength', '550');

    type(box, 'a'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
    expect(send).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The rule and the counter both measure the trimmed text.
    type(box, `  ${'a'.repeat(500)}   `);
    expect(screen.getByText('500/500')).toBeInTheDocument();
    expect(send).toBeEnabled();

    type(box, 'a'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Comment is too long. Please keep it under 500 characters.',
    );
    expect(send).toBeDisabled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('stops typing at 550 characters', async () => {
    const box = renderBox();
    type(box, 'a'.repeat(549));
    await userEvent.setup().type(box, 'bcd');
    expect((box as HTMLTextAreaElement).value).toHaveLength(550);
  });

  it('makes a newline on Shift+Enter and sends on Enter after the 1 s sending state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const box = renderBox();
    await user.type(box, 'Harika{Shift>}{Enter}{/Shift}liste');
    expect(box).toHaveValue('Harika\nliste');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(box, '{Enter}');
    expect(box).toHaveValue('Harika\nliste');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(fetchMock).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(box).toHaveValue(''));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/comment/create');
    expect(JSON.parse(String(init?.body))).toEqual({ collectionId, content: 'Harika\nliste' });
    expect(screen.getByRole('button', { name: 'Send comment' })).toBeInTheDocument();
  });

  it('keeps the text and says so when posting fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(async () => envelopeResponse({ success: false, statusCode: 500 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const box = renderBox();
    await user.type(box, 'Güzel seçim');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Failed to post comment')).toBeInTheDocument();
    expect(box).toHaveValue('Güzel seçim');
  });
});
