import type { Collection } from '@kolekt/shared/collection';
import { MembersButton } from './members-button';

interface MemberActionsProps {
  collection: Collection;
  onLeft?: () => void;
}

/** The collection header's part for the people who keep it together: the members button. */
export function MemberActions({ collection, onLeft }: MemberActionsProps) {
  return <MembersButton collection={collection} onLeft={onLeft} />;
}
