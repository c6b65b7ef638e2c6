import type { Product } from '@kolekt/shared/product';
import { createContext, useContext } from 'react';
import type { ToastAction } from '@/components/ui/toast-actions';

/**
 * What the confirmation of a just-added product may offer besides: the app passes the prices
 * feature's "Watch price" (decision 0007: features meet only where the app composes them).
 */
export type AddedProductAction = (product: Product) => ToastAction;

export const AddedProductActionContext = createContext<AddedProductAction | null>(null);

export const useAddedProductAction = () => useContext(AddedProductActionContext);
