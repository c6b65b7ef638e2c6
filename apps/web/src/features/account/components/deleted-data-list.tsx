import { useTranslation } from 'react-i18next';

const deletedItems = ['profile', 'collections', 'social', 'notifications', 'sessions'] as const;

/** Plainly what deletion takes away, and what stays. */
export function DeletedDataList() {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 text-sm">
      <p className="font-medium">{t('account.delete.whatGoes')}</p>
      <ul className="text-muted-foreground list-disc space-y-1 pl-5">
        {deletedItems.map((item) => (
          <li key={item}>{t(`account.delete.items.${item}`)}</li>
        ))}
      </ul>
      <p className="text-muted-foreground">{t('account.delete.whatStays')}</p>
    </div>
  );
}
