import { layout } from '@kolekt/shared/constants';
import { Dialog } from 'radix-ui';
import { Suspense, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from 'vaul';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import {
  useModalStore,
  type ModalEntry,
  type ModalKind,
  type ModalPropsByKind,
} from '@/stores/modal-store';
import { Spinner } from '../spinner';
import { TooltipProvider } from '../tooltip';
import { FocusFirstField, focusDialogItself } from './focus-first-field';
import { ModalHeader } from './modal-header';
import { modalSizeClasses } from './modal-sizes';
import { useReturnFocus } from './use-return-focus';

export type ModalRenderers = {
  [K in ModalKind]: { titleKey: string; Component: ComponentType<ModalPropsByKind[K]> };
};

function ModalBody({
  entry,
  renderers,
  hidden,
}: {
  entry: ModalEntry;
  renderers: ModalRenderers;
  hidden: boolean;
}) {
  const { Component } = renderers[entry.kind] as { Component: ComponentType<object> };
  const body = useRef<HTMLDivElement>(null);
  return (
    <div ref={body} hidden={hidden}>
      <Suspense
        fallback={
          <div className="flex justify-center py-10">
            <Spinner className="size-6" />
          </div>
        }
      >
        <Component key={entry.id} {...(entry.props ?? {})} />
        <FocusFirstField container={body} />
      </Suspense>
    </div>
  );
}

/**
 * Every modal of the stack stays mounted, the ones below the top hidden, so going back finds a
 * modal as it was left (typed text, search results) rather than starting over.
 */
function ModalBodies({ stack, renderers }: { stack: ModalEntry[]; renderers: ModalRenderers }) {
  return (
    <TooltipProvider>
      {stack.map((entry, index) => (
        <ModalBody
          key={entry.id}
          entry={entry}
          renderers={renderers}
          hidden={index !== stack.length - 1}
        />
      ))}
    </TooltipProvider>
  );
}

/**
 * Shows the top of the modal stack: a centred dialog from 768 px up, a bottom drawer below it.
 * Modal contents come from `renderers`, so the app decides which features fill which kind.
 */
export function ModalRoot({ renderers }: { renderers: ModalRenderers }) {
  const { t } = useTranslation();
  const stack = useModalStore((state) => state.stack);
  const close = useModalStore((state) => state.close);
  const isDesktop = useMediaQuery(`(min-width: ${layout.mobileBreakpointPx}px)`);
  const top = stack.at(-1);
  const returnFocus = useReturnFocus(Boolean(top));
  if (!top) return null;
  const title = t(renderers[top.kind].titleKey);
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };

  if (isDesktop) {
    return (
      <Dialog.Root open onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/50" />
          <Dialog.Content
            aria-describedby={undefined}
            onOpenAutoFocus={focusDialogItself}
            onCloseAutoFocus={returnFocus}
            className={cn(
              'bg-background animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)]',
              '-translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6 shadow-2xl',
              modalSizeClasses[top.size],
            )}
          >
            <ModalHeader title={<Dialog.Title className="truncate">{title}</Dialog.Title>} />
            <ModalBodies stack={stack} renderers={renderers} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }

  return (
    <Drawer.Root open onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Drawer.Content
          aria-describedby={undefined}
          onOpenAutoFocus={focusDialogItself}
          onCloseAutoFocus={returnFocus}
          className="bg-background fixed inset-x-0 bottom-0 z-50 flex max-h-[calc(100dvh-6rem)] flex-col rounded-t-2xl"
        >
          <div aria-hidden className="bg-border mx-auto mt-3 h-1.5 w-12 rounded-full" />
          <div className="overflow-y-auto px-5 pt-3 pb-6">
            <ModalHeader title={<Drawer.Title className="truncate">{title}</Drawer.Title>} />
            <ModalBodies stack={stack} renderers={renderers} />
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
