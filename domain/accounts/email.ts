/**
 * A plausible e-mail address: one @, a dotted domain, no spaces. The API checks it again; this
 * only saves a round trip for obvious typos.
 */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}
