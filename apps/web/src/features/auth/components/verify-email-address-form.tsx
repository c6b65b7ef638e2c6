import { zodResolver } from '@hookform/resolvers/zod';
import { resendCodeSchema } from '@kolekt/shared/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useFieldError } from '@/hooks/use-field-error';

/**
 * Step one of verifying when the screen was opened without an address (a refresh, a closed tab,
 * a bookmark): which address to verify. Nothing is sent yet: the code already mailed still works.
 */
export function VerifyEmailAddressForm({ onAddress }: { onAddress: (email: string) => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ resolver: zodResolver(resendCodeSchema), mode: 'onTouched' });
  const fieldError = useFieldError(errors);

  return (
    <form
      onSubmit={handleSubmit(({ email }) => onAddress(email.trim()))}
      noValidate
      className="space-y-4"
    >
      <p className="text-muted-foreground text-sm">{t('auth.verify.askEmail')}</p>
      <FormField id="verify-email" label={t('auth.email')} error={fieldError('email')}>
        <Input
          id="verify-email"
          type="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'verify-email-error' : undefined}
          {...register('email')}
        />
      </FormField>
      <Button type="submit" className="w-full">
        {t('auth.verify.continue')}
      </Button>
    </form>
  );
}
