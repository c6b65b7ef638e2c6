import { passwordStrength } from '@kolekt/shared/auth';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const segments = 5;

/** Red below 2 criteria, yellow for 2 to 4, green for all 5 (spec §4). */
export function strengthLevel(score: number): 'weak' | 'medium' | 'strong' {
  if (score < 2) return 'weak';
  return score < segments ? 'medium' : 'strong';
}

const fillByLevel = { weak: 'bg-destructive', medium: 'bg-warning', strong: 'bg-success' } as const;

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const score = passwordStrength(password);
  const level = strengthLevel(score);
  return (
    <div className="space-y-1">
      <div
        role="meter"
        aria-label={t('auth.strength.label')}
        aria-valuemin={0}
        aria-valuemax={segments}
        aria-valuenow={score}
        aria-valuetext={t(`auth.strength.${level}`)}
        className="flex gap-1"
      >
        {Array.from({ length: segments }, (_, index) => (
          <span
            key={index}
            data-testid="strength-segment"
            data-filled={index < score}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              index < score ? fillByLevel[level] : 'bg-muted',
            )}
          />
        ))}
      </div>
      {password ? (
        <p className="text-muted-foreground text-xs">{t(`auth.strength.${level}`)}</p>
      ) : null}
    </div>
  );
}
