import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useModalStore, type ModalEntry } from '@/stores/modal-store';
import { productQueryOptions } from '../api/get-product';

/** The query parameter naming the product whose details are open, on any page (decision 0067). */
export const productParam = 'product';

/** History state marking the step that opening a product's details added. */
interface OpenedState {
  productOpened?: boolean;
}

/**
 * Keeps a product's details dialog and the address together (issue #32): opening it adds
 * `?product={id}` as a step Back undoes, closing it takes that step back, and loading such an
 * address opens the product, or says it was not found.
 */
export function useProductAddress() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const linked = searchParams.get(productParam);
  const openId = useModalStore((state) => openProductId(state.stack));
  const previous = useRef<{ linked: string | null; openId: string | undefined }>({
    linked: null,
    openId: undefined,
  });
  /** The product whose step this hook asked for and the address does not show yet. */
  const stepOnItsWay = useRef<string | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = { linked, openId };
    const without = () => {
      const params = new URLSearchParams(location.search);
      params.delete(productParam);
      const search = params.toString();
      return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
    };
    const naming = (id: string) => {
      const params = new URLSearchParams(location.search);
      params.set(productParam, id);
      return `${location.pathname}?${params}${location.hash}`;
    };

    const ownStep = linked !== null && linked === stepOnItsWay.current;
    if (linked !== before.linked) stepOnItsWay.current = null;
    if (ownStep && linked !== openId) {
      // The step naming the details arrived after they closed (Escape on a slow machine): it goes
      // back rather than opening them again.
      if (openId) void navigate(naming(openId), { replace: true });
      else void navigate(-1);
      return;
    }
    if (linked !== before.linked) {
      // The address changed (loaded, Back, a link): the dialog follows it.
      if (linked && linked !== openId) {
        void queryClient.fetchQuery(productQueryOptions(linked)).then(
          (product) => {
            if (product) {
              useModalStore
                .getState()
                .push({ kind: 'productDetail', size: '4xl', props: { product } });
            } else {
              showError(t('products.notFound'));
              void navigate(without(), { replace: true });
            }
          },
          () => showError(t('products.toasts.loadFailed')),
        );
      } else if (!linked && openId) useModalStore.getState().close();
      return;
    }
    if (openId && openId !== linked) {
      // A card opened the details: the address names the product.
      stepOnItsWay.current = openId;
      void navigate(naming(openId), { state: { productOpened: true } satisfies OpenedState });
    } else if (!openId && before.openId && linked === before.openId) {
      // The details closed: their step goes back, or the parameter goes when loaded with it.
      if ((location.state as OpenedState | null)?.productOpened) void navigate(-1);
      else void navigate(without(), { replace: true });
    }
  }, [linked, openId, location, navigate, queryClient, t]);
}

/** The product whose details are open anywhere in the dialog stack. */
function openProductId(stack: ModalEntry[]) {
  for (const modal of stack) if (modal.kind === 'productDetail') return modal.props?.product.id;
  return undefined;
}

// The root layout is in the first chunk; the toast library joins it only when a link fails.
function showError(message: string) {
  void import('sonner').then(({ toast }) => toast.error(message));
}
