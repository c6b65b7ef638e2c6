interface WatchOptionProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** One reason to be told (any drop, back in stock), as a real checkbox with a large target. */
export function WatchOption({ id, label, checked, onChange, disabled }: WatchOptionProps) {
  return (
    <label
      htmlFor={id}
      className="border-border has-[:checked]:border-primary has-[:checked]:bg-primary-soft flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm font-medium"
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="accent-primary size-4 shrink-0"
      />
      {label}
    </label>
  );
}
