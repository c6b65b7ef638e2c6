import { limits } from '@kolekt/shared/constants';
import { normalizeOneTimeCode } from '@kolekt/shared/one-time-code';
import { OTPInput, REGEXP_ONLY_DIGITS_AND_CHARS } from 'input-otp';
import type { ClipboardEvent } from 'react';
import { cn } from '@/lib/cn';

interface CodeInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const wholeCode = new RegExp(REGEXP_ONLY_DIGITS_AND_CHARS);

/** The 6-slot box for a mailed code (verify e-mail, reset password, change e-mail). */
export function CodeInput({ value, onChange, ...inputProps }: CodeInputProps) {
  // A whole code pasted replaces the box's: over a refused code the browser would put it in the
  // one selected slot, keep the other five, and the right code would be refused too.
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = normalizeOneTimeCode(event.clipboardData.getData('text/plain'));
    if (pasted.length !== limits.otpLength || !wholeCode.test(pasted)) return;
    event.preventDefault();
    onChange(pasted);
  }

  return (
    <OTPInput
      {...inputProps}
      maxLength={limits.otpLength}
      pattern={REGEXP_ONLY_DIGITS_AND_CHARS}
      // Codes have letters (TES9FX): a phone must offer its letter keyboard, in capitals, with no
      // corrections, and may fill the code in from the mail.
      inputMode="text"
      autoCapitalize="characters"
      autoCorrect="off"
      autoComplete="one-time-code"
      spellCheck={false}
      value={value}
      onChange={(typed) => onChange(normalizeOneTimeCode(typed))}
      onPaste={onPaste}
      containerClassName="flex justify-center gap-2"
      render={({ slots }) => (
        <>
          {slots.map((slot, index) => (
            <div
              key={index}
              className={cn(
                'border-border flex size-11 items-center justify-center rounded-lg border text-lg font-semibold sm:size-12',
                slot.isActive && 'border-ring ring-ring/30 ring-2',
              )}
            >
              {slot.char ?? (slot.hasFakeCaret ? <span className="animate-pulse">|</span> : null)}
            </div>
          ))}
        </>
      )}
    />
  );
}
