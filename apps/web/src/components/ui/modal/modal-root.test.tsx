import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modal-store';
import { ModalRoot, type ModalRenderers } from './modal-root';

// Two kinds are enough to exercise the stack; the others are never pushed here.
const renderers = {
  auth: {
    titleKey: 'auth.modal.title',
    Component: ({ tab }: { tab?: string }) => <p>auth body {tab}</p>,
  },
  search: { titleKey: 'search.title', Component: () => <p>search body</p> },
  addProduct: { titleKey: 'products.addProduct.title', Component: TypedText },
  productDetail: {
    titleKey: 'products.detail.title',
    Component: () => (
      <>
        <a href="#shop">shop page</a>
        <input aria-label="far" />
      </>
    ),
  },
} as Partial<ModalRenderers> as ModalRenderers;

/** A modal with state of its own, to see it survive a modal opened above it. */
function TypedText() {
  const [text, setText] = useState('');
  return (
    <input aria-label="typed" value={text} onChange={(event) => setText(event.target.value)} />
  );
}

function setViewport(width: number) {
  // happy-dom re-evaluates media queries when its viewport changes.
  (window as unknown as { happyDOM: { setViewport: (size: object) => void } }).happyDOM.setViewport(
    { width, height: 800 },
  );
}

beforeEach(() => {
  useModalStore.getState().close();
  setViewport(1024);
});

describe('ModalRoot', () => {
  it('shows the top modal and a back button that returns to the one below', async () => {
    const user = userEvent.setup();
    render(<ModalRoot renderers={renderers} />);
    act(() => useModalStore.getState().push({ kind: 'auth', props: { tab: 'register' } }));

    expect(await screen.findByRole('dialog', { name: 'Welcome to Kolekt' })).toBeInTheDocument();
    expect(screen.getByText('auth body register')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    act(() => useModalStore.getState().push({ kind: 'search' }));
    expect(await screen.findByText('search body')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('auth body register')).toBeInTheDocument();
    expect(screen.queryByText('search body')).not.toBeInTheDocument();
    expect(useModalStore.getState().stack).toHaveLength(1);
  });

  it('keeps the modal below as it was left while another is open above it', async () => {
    const user = userEvent.setup();
    render(<ModalRoot renderers={renderers} />);
    act(() => useModalStore.getState().push({ kind: 'addProduct' }));
    await user.type(await screen.findByRole('textbox', { name: 'typed' }), 'kahve');

    act(() => useModalStore.getState().push({ kind: 'search' }));
    expect(await screen.findByText('search body')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'typed' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'typed' })).toHaveValue('kahve');
  });

  it('closes the whole stack with the close button', async () => {
    const user = userEvent.setup();
    render(<ModalRoot renderers={renderers} />);
    act(() => {
      useModalStore.getState().push({ kind: 'auth' });
      useModalStore.getState().push({ kind: 'search' });
    });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(useModalStore.getState().stack).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the focus back to what opened it when Escape closes the stack', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => useModalStore.getState().push({ kind: 'search' })}>
          open search
        </button>
        <ModalRoot renderers={renderers} />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'open search' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('search body')).toBeInTheDocument();
    expect(opener).not.toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it.each([
    ['a dialog', 1024],
    ['a drawer', 390],
  ])('opens %s with focus on its first field, not on Close', async (_, width) => {
    setViewport(width);
    render(<ModalRoot renderers={renderers} />);
    act(() => useModalStore.getState().push({ kind: 'addProduct' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'typed' })).toHaveFocus());
  });

  it('opens a dialog with no control in its body on the dialog itself, not on Close', async () => {
    render(<ModalRoot renderers={renderers} />);
    act(() => useModalStore.getState().push({ kind: 'search' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Close' })).not.toHaveFocus();
  });

  it('opens on the first control when the first field lies below the first view', async () => {
    // happy-dom lays nothing out: the field is placed far below the dialog's top by hand.
    const measure = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const bottom = this.getAttribute('aria-label') === 'far' ? 2000 : 0;
        return { top: 0, bottom } as DOMRect;
      });
    render(<ModalRoot renderers={renderers} />);
    act(() => useModalStore.getState().push({ kind: 'productDetail', props: {} as never }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'shop page' })).toHaveFocus());
    measure.mockRestore();
  });

  it('uses a centred dialog of the requested size from 768 px up', async () => {
    render(<ModalRoot renderers={renderers} />);
    act(() => useModalStore.getState().push({ kind: 'search', size: '2xl' }));
    expect(await screen.findByRole('dialog')).toHaveClass('max-w-2xl');
  });

  it('uses a bottom drawer below 768 px', async () => {
    setViewport(390);
    render(<ModalRoot renderers={renderers} />);
    act(() => useModalStore.getState().push({ kind: 'search', size: '2xl' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveAttribute('data-vaul-drawer');
    expect(drawer).not.toHaveClass('max-w-2xl');
  });
});
