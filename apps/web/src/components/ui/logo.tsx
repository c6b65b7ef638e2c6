import { cn } from '@/lib/cn';

/** The Kolekt mark and word; decorative mark, the word carries the name. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <svg aria-hidden viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
        <path
          d="M10 8v16M10 16l8-8M12.5 13.5 21 24"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
        <circle cx="23" cy="10" r="2.5" fill="var(--color-accent)" />
      </svg>
      <span className={cn('text-xl', compact && 'sr-only sm:not-sr-only')}>Kolekt</span>
    </span>
  );
}
