import { createCommentSchema } from '@kolekt/shared/comment';
import { limits, timings } from '@kolekt/shared/constants';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useCreateComment } from '../api/create-comment';

const contentSchema = createCommentSchema.shape.content;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec §5: up to 550 typed characters, an n/500 counter, the too-long message and no sending
 * above 500; Enter sends, Shift+Enter makes a newline. Spec §4: sending waits 1 s, posts, clears.
 */
export function CommentBox({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const create = useCreateComment();
  const parsed = contentSchema.safeParse(value);
  // The rule counts the trimmed text, so the counter does too: '505/500' never shows without the error.
  const length = value.trim().length;
  const tooLong = length > limits.commentMax;
  const canSend = parsed.success && !sending;

  const send = async () => {
    if (!parsed.success || sending) return;
    setSending(true);
    try {
      await wait(timings.commentPostDelayMs);
      await create.mutateAsync({ collectionId, content: parsed.data });
      setValue('');
    } catch {
      toast.error(t('comments.toasts.postFailed'));
    } finally {
      setSending(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('comments.label')}
      </label>
      <textarea
        id={`${id}-input`}
        value={value}
        maxLength={limits.commentInputCap}
        rows={3}
        readOnly={sending}
        placeholder={t('comments.placeholder')}
        aria-invalid={tooLong}
        aria-describedby={`${id}-counter ${id}-hint${tooLong ? ` ${id}-error` : ''}`}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        className="border-border bg-background placeholder:text-muted-foreground focus-visible:border-ring aria-invalid:border-destructive w-full resize-none rounded-lg border px-3 py-2 text-sm"
      />
      {tooLong ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-xs">
          {t('validation.commentTooLong')}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <span
          id={`${id}-counter`}
          className={cn(
            'text-muted-foreground text-xs tabular-nums',
            tooLong && 'text-destructive',
          )}
        >
          {length}/{limits.commentMax}
        </span>
        <span id={`${id}-hint`} className="text-muted-foreground hidden flex-1 text-xs sm:inline">
          {t('comments.hint')}
        </span>
        <Button type="submit" size="sm" className="ml-auto" disabled={!canSend}>
          {sending ? <Spinner /> : <Send aria-hidden className="size-4" />}
          {sending ? t('comments.sending') : t('comments.send')}
        </Button>
      </div>
    </form>
  );
}
