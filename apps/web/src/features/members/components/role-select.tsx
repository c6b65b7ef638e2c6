import { memberRoles, type MemberRole } from '@kolekt/shared/members';
import { useTranslation } from 'react-i18next';

interface RoleSelectProps {
  id: string;
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  disabled?: boolean;
  /** A label read out only, where the row around it already shows whose role it is. */
  hiddenLabel?: string;
}

/** Editor or viewer, for an invitation or a member. */
export function RoleSelect({ id, value, onChange, disabled, hiddenLabel }: RoleSelectProps) {
  const { t } = useTranslation();
  const select = (
    <select
      id={id}
      value={value}
      aria-label={hiddenLabel}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as MemberRole)}
      className="border-border bg-background h-10 rounded-lg border px-3 text-sm"
    >
      {memberRoles.map((role) => (
        <option key={role} value={role}>
          {t(`members.roles.${role}`)}
        </option>
      ))}
    </select>
  );
  if (hiddenLabel) return select;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('members.role')}
      </label>
      {select}
    </div>
  );
}
