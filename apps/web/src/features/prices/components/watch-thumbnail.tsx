import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** A small decorative product picture (the title sits beside it); an icon when it is missing. */
export function WatchThumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  const box = 'bg-muted size-20 shrink-0 rounded-lg sm:size-24';
  if (!src || failed) {
    return (
      <div aria-hidden className={`${box} text-muted-foreground grid place-items-center`}>
        <ImageOff className="size-6" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`${box} object-contain`}
    />
  );
}
