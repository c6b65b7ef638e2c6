import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';

interface GiftListSwitchProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** Makes a collection a gift list (issue #14), saying that its claims stay hidden from the owner. */
export function GiftListSwitch({ id, checked, onCheckedChange }: GiftListSwitchProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-hint`}
        className="bg-border data-[state=checked]:bg-primary relative mt-0.5 h-6 w-11 shrink-0 rounded-full transition-colors"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
      <div className="space-y-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t('gifts.form.label')}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t('gifts.form.hint')}
        </p>
      </div>
    </div>
  );
}
