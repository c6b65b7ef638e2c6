import { layout, timings } from '@kolekt/shared/constants';
import { Toaster } from 'sonner';
import { useMediaQuery } from '@/hooks/use-media-query';

/** The toasts' layer, loaded after the first screen, so the width it reads is never the server's. */
export function ToasterLayer({ hasModal }: { hasModal: boolean }) {
  const wide = useMediaQuery(`(min-width: ${layout.mobileBreakpointPx}px)`);
  return (
    <Toaster
      // Spec §2 says bottom-right; over a dialog (a bottom drawer on a phone, whose drawer stops
      // 6rem short of the top) and on a phone toasts go to the top, clear of its buttons (#32).
      position={wide && !hasModal ? 'bottom-right' : 'top-center'}
      duration={timings.toastDurationMs}
      // Spec §9: three at once in the base layer, one at a time while a modal is open.
      visibleToasts={hasModal ? 1 : 3}
      closeButton
      gap={14}
      richColors
    />
  );
}
