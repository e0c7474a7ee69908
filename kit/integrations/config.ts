import { z } from 'zod';

/**
 * The third-party integrations the storefront renders (spec section 3, by their numeric type ids),
 * each with the config keys it reads from the `integrations` table (README "Integrations").
 * Config is parsed here, once, for the server: an integration whose config does not parse is left
 * out (with a warning), never a failed page.
 */
export const INTEGRATION_TYPE = { analytics: 1, socialPixel: 2, customScripts: 9, statistics: 35, tagManager: 62 } as const;

/** An http(s) base address without query, fragment or credentials; kept without its trailing slash. */
const baseUrl = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    const url = new URL(value);
    return !url.search && !url.hash && !url.username && !url.password;
  }, 'a base address has no query, fragment or credentials')
  .transform((value) => value.replace(/\/+$/, ''));

export const tagManagerConfigSchema = z.object({
  /** The container, e.g. `GTM-AB12CD`. */
  container_id: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/),
  /** The `google-site-verification` meta's content (spec: "Tag-manager integration has verification_code"). */
  verification_code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{10,100}$/)
    .or(z.literal(''))
    .optional(),
  base_url: baseUrl.default('https://www.googletagmanager.com'),
});

export const analyticsConfigSchema = z.object({
  /** A GA4 measurement id, e.g. `G-AB12CD34EF`. */
  measurement_id: z.string().regex(/^G-[A-Z0-9]{4,16}$/),
  base_url: baseUrl.default('https://www.googletagmanager.com'),
});

export const socialPixelConfigSchema = z.object({
  /** The Meta pixel id (digits). */
  pixel_id: z.string().regex(/^\d{5,20}$/),
  base_url: baseUrl.default('https://connect.facebook.net'),
});

export const scriptPositions = ['head', 'start_body', 'end_body'] as const;
export type ScriptPosition = (typeof scriptPositions)[number];

export const customScriptsConfigSchema = z.object({
  /** JavaScript (no `<script>` tags) staff entered in the back office, run with the page's nonce. */
  scripts: z.array(z.object({ position: z.enum(scriptPositions), code: z.string().min(1).max(100_000) })).max(50),
  /** Origins the scripts load from or send to (CSP script, connect, img and frame sources). */
  hosts: z.array(z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin)).max(20).default([]),
});

export const statisticsConfigSchema = z.object({
  events_enabled: z.boolean(),
  base_url: baseUrl,
  api_key: z.string().regex(/^[\x21-\x7e]{1,200}$/),
});

export type TagManagerConfig = z.infer<typeof tagManagerConfigSchema>;
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;
export type SocialPixelConfig = z.infer<typeof socialPixelConfigSchema>;
export type CustomScriptsConfig = z.infer<typeof customScriptsConfigSchema>;
export type StatisticsConfig = z.infer<typeof statisticsConfigSchema>;

/** The enabled integrations the storefront knows, parsed. */
export interface Integrations {
  tagManager?: TagManagerConfig;
  analytics?: AnalyticsConfig;
  socialPixel?: SocialPixelConfig;
  customScripts?: CustomScriptsConfig;
  statistics?: StatisticsConfig;
}

const parsers = {
  tagManager: [INTEGRATION_TYPE.tagManager, tagManagerConfigSchema],
  analytics: [INTEGRATION_TYPE.analytics, analyticsConfigSchema],
  socialPixel: [INTEGRATION_TYPE.socialPixel, socialPixelConfigSchema],
  customScripts: [INTEGRATION_TYPE.customScripts, customScriptsConfigSchema],
  statistics: [INTEGRATION_TYPE.statistics, statisticsConfigSchema],
} as const;

/** Warnings already written (the config is read every few seconds: one line per problem, not per read). */
const warned = new Set<string>();

function warnOnce(warn: (message: string) => void, message: string): void {
  if (warned.has(message)) return;
  if (warned.size > 100) warned.clear();
  warned.add(message);
  warn(message);
}

/**
 * The enabled integration rows (bootstrap's `integrations`) parsed by type. Types the storefront
 * does not render (heatmap, chat, PayPal, …) are skipped; a config that does not parse leaves its
 * integration out and warns with the failing keys (never the values).
 */
export function parseIntegrations(rows: readonly { type: number; config: unknown }[], warn: (message: string) => void = console.warn): Integrations {
  const found: Record<string, unknown> = {};
  for (const [name, [type, schema]] of Object.entries(parsers)) {
    const row = rows.find((candidate) => candidate.type === type);
    if (!row) continue;
    const parsed = schema.safeParse(row.config);
    if (parsed.success) found[name] = parsed.data;
    else warnOnce(warn, `[integrations] type ${type} is enabled but ignored: invalid config at ${parsed.error.issues.map((issue) => issue.path.join('.') || '(config)').join(', ')}`);
  }
  return found as Integrations;
}
