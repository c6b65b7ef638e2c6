import type { ScrapeFailureData } from '@kolekt/shared/product';
import { useState } from 'react';
import { AddByUrlForm } from './add-by-url-form';
import { ManualEntryForm } from './manual-entry-form';

interface AddByUrlTabProps {
  collectionId?: string;
  /** A link handed over (a share from a phone): the form starts with it. */
  initialUrl?: string;
}

/** The By URL tab: the link form, turned into manual entry when the shop cannot be read. */
export function AddByUrlTab({ collectionId, initialUrl }: AddByUrlTabProps) {
  const [chosenId, setChosenId] = useState(collectionId);
  const [url, setUrl] = useState(initialUrl);
  const [failure, setFailure] = useState<ScrapeFailureData | null>(null);

  if (failure && chosenId) {
    return (
      <ManualEntryForm
        failure={failure}
        collectionId={chosenId}
        onCollectionChange={setChosenId}
        onBack={() => setFailure(null)}
      />
    );
  }
  return (
    <AddByUrlForm
      // A new form after going back, started with the link that failed.
      key={url}
      collectionId={chosenId}
      onCollectionChange={setChosenId}
      initialUrl={url}
      onUnreadable={(found, targetId) => {
        setChosenId(targetId);
        setUrl(found.found.url);
        setFailure(found);
      }}
    />
  );
}
