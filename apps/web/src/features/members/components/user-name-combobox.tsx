import type { UserSearchResult } from '@kolekt/shared/user';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useUserNameSuggestions } from '../api/suggest-user-names';

interface UserNameComboboxProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
}

/**
 * The username field of an invitation, suggesting people as the owner types (ARIA combobox with
 * a listbox popup): the arrow keys move through the suggestions, Enter or a click takes one,
 * Escape closes the list and leaves the typed text.
 */
export function UserNameCombobox({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: UserNameComboboxProps) {
  const { t } = useTranslation();
  const suggestions = useUserNameSuggestions(value);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-suggestions`;
  const open = !dismissed && suggestions.length > 0;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  function type(text: string) {
    onChange(text);
    setDismissed(false);
    setActive(-1);
  }

  function take(person: UserSearchResult) {
    onChange(person.userName);
    setDismissed(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setDismissed(false);
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && open && suggestions[active]) {
      // Takes the highlighted person instead of sending the form.
      event.preventDefault();
      take(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only; a second Escape closes the dialog.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
      setActive(-1);
    }
  }

  return (
    <div>
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('members.invite.userNamePlaceholder')}
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(true)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('members.invite.suggestions')}
        hidden={!open}
        className="bg-background border-border mt-1 max-h-64 overflow-y-auto rounded-lg border p-1 shadow-sm"
      >
        {suggestions.map((person, index) => (
          <li
            key={person.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the field, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => take(person)}
            className={cn(
              'flex cursor-pointer flex-col rounded-md px-2 py-1.5 text-sm',
              index === active &&
                'bg-primary-soft text-primary outline-primary outline-2 -outline-offset-2',
            )}
          >
            <span className="font-medium">@{person.userName}</span>
            <span className={cn('text-xs', index !== active && 'text-muted-foreground')}>
              {person.name} {person.surname}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
