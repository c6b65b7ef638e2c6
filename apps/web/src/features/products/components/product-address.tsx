import { useProductAddress } from '../hooks/use-product-address';

/** Keeps the open product's details and the address in step (decision 0067); draws nothing. */
export function ProductAddress() {
  useProductAddress();
  return null;
}
