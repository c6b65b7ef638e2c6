import { usePwaUpdate } from '../hooks/use-pwa-update';
import { UpdateBanner } from './update-banner';

/** The update banner, when a newer version waits to replace the one this page runs. */
export function PwaUpdatePrompt() {
  const { offerUpdate, update } = usePwaUpdate();
  if (!offerUpdate) return null;
  return <UpdateBanner onUpdate={() => void update()} />;
}
