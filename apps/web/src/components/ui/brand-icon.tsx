import { cn } from '@/lib/cn';

// Brand marks drawn as simple paths; lucide no longer ships brand icons.
const brandPaths = {
  x: 'M4 4l16 16M20 4 4 20',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2.5v.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z',
  github:
    'M9 19c-4 1.5-4-2-6-2.5m12 5v-3.5a3 3 0 0 0-1-2.5c3 0 6-1.5 6-6.5a5 5 0 0 0-1.5-3.5 4.5 4.5 0 0 0 0-3.5s-1.2-.4-3.8 1.4a13 13 0 0 0-6.4 0C5.7 1.6 4.5 2 4.5 2a4.5 4.5 0 0 0 0 3.5A5 5 0 0 0 3 9c0 5 3 6.5 6 6.5a3 3 0 0 0-1 2.5V22',
  whatsapp:
    'M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1',
} as const;

export type Brand = keyof typeof brandPaths;

export function BrandIcon({ brand, className }: { brand: Brand; className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={cn('size-4', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={brandPaths[brand]} />
    </svg>
  );
}
