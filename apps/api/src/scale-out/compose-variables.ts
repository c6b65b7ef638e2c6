/**
 * Compose's `${…}` substitution, as `docker compose` applies it to compose.yaml's values from
 * `.env`: `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}`, `${NAME?error}`,
 * `$NAME` and `$$` (a plain `$`). Any other form throws, so the test never runs a value compose
 * would read differently.
 */
const reference =
  /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}$]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)|\$/g;

export function substituteVariables(text: string, variables: Record<string, string>): string {
  return text.replace(
    reference,
    (whole, braced?: string, operator?: string, argument = '', bare?: string) => {
      if (whole === '$$') return '$';
      const name = braced ?? bare;
      if (!name) throw new Error(`compose.yaml: cannot read "${text}"`);
      const value = variables[name];
      const unset = value === undefined || (operator?.startsWith(':') === true && value === '');
      if (!unset) return value;
      if (operator?.endsWith('?')) throw new Error(`compose.yaml needs ${name}: ${argument}`);
      return operator?.endsWith('-') ? argument : '';
    },
  );
}
