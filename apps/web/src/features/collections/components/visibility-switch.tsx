import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';

interface VisibilitySwitchProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** Private (off) or Public (on), with the current state written beside it (spec §4). */
export function VisibilitySwitch({
  id,
  checked,
  onCheckedChange,
  disabled,
}: VisibilitySwitchProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-label={t('collection.visibility.label')}
        className="bg-border data-[state=checked]:bg-primary relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:opacity-50"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
      <label htmlFor={id} className="text-sm font-medium">
        {t(checked ? 'collection.visibility.public' : 'collection.visibility.private')}
      </label>
    </div>
  );
}
