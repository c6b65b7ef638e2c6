import { useTranslation } from 'react-i18next';

export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="text-muted-foreground flex items-center gap-3 text-xs uppercase">
      <span className="bg-border h-px flex-1" />
      {t('auth.orContinueWith')}
      <span className="bg-border h-px flex-1" />
    </div>
  );
}
