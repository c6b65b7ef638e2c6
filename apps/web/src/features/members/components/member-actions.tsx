import type { Collection } from '@kolekt/shared/collection';
import { EditorAddProductButton } from './editor-add-product-button';
import { MembersButton } from './members-button';

interface MemberActionsProps {
  collection: Collection;
  onLeft?: () => void;
}

/** The collection header's part for the people who keep it together: add (editors), members. */
export function MemberActions({ collection, onLeft }: MemberActionsProps) {
  return (
    <>
      <EditorAddProductButton collection={collection} />
      <MembersButton collection={collection} onLeft={onLeft} />
    </>
  );
}
