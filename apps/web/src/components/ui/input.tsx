import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-lg border border-border bg-background px-3 text-sm',
        'placeholder:text-muted-foreground focus-visible:border-ring',
        'aria-invalid:border-destructive disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
