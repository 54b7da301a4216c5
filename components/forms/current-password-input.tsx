import type { FieldControl } from "./field";
import { inputStyles } from "./input-styles";

/** The account's current password (signing in, confirming a deletion), as browsers fill it in. */
export function CurrentPasswordInput({
  control,
  value,
  onChange,
}: {
  control: FieldControl;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      {...control}
      type="password"
      name="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={inputStyles}
    />
  );
}
