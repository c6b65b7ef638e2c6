import type { ReactNode } from 'react';

/** Width and padding shared by the main screens. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">{children}</div>;
}
