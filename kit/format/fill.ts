/**
 * Fills `{name}` placeholders in a text made on the server, so client islands take plain label
 * strings and need no translation library: fill('Afbeelding {n} van {total}', { n: 1, total: 4 }).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
