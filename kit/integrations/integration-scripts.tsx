import { clientIntegrations, CLIENT_CONFIG_ID } from './client-config';
import type { Integrations, ScriptPosition } from './config';
import { analyticsBootstrap, jsonText, pixelBootstrap, scriptText, tagManagerBootstrap } from './inline-script';

interface SlotProps {
  integrations: Integrations;
  /** The request's nonce: a script runs only because the server put it on (strict CSP). */
  nonce: string;
}

function Inline({ code, nonce }: { code: string; nonce: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptText(code) }} />;
}

/** The custom scripts (type 9) staff placed at `position`, each in its own element with the nonce. */
export function CustomScripts({ integrations, nonce, position }: SlotProps & { position: ScriptPosition }) {
  const scripts = integrations.customScripts?.scripts.filter((script) => script.position === position) ?? [];
  return (
    <>
      {scripts.map((script, index) => (
        <Inline key={index} code={script.code} nonce={nonce} />
      ))}
    </>
  );
}

/**
 * The head's part of the enabled integrations: each provider's start (a nonced inline snippet)
 * and its library (nonced; `defer`, so it runs after its start, never before, and never holds up
 * the page — React would hoist an `async` one to wherever it likes), the events' data block for the shop runtime
 * (kit/integrations/relay.ts) and the custom head scripts. Nothing at all when every one is off.
 */
export function IntegrationHead({ integrations, nonce, currency }: SlotProps & { currency: string }) {
  const { tagManager, analytics, socialPixel } = integrations;
  const client = clientIntegrations(integrations, currency);
  return (
    <>
      {client ? <script type="application/json" id={CLIENT_CONFIG_ID} dangerouslySetInnerHTML={{ __html: jsonText(client) }} /> : null}
      {tagManager ? (
        <>
          <Inline code={tagManagerBootstrap()} nonce={nonce} />
          <script defer nonce={nonce} src={`${tagManager.base_url}/gtm.js?id=${encodeURIComponent(tagManager.container_id)}`} />
        </>
      ) : null}
      {analytics ? (
        <>
          <Inline code={analyticsBootstrap(analytics.measurement_id)} nonce={nonce} />
          <script defer nonce={nonce} src={`${analytics.base_url}/gtag/js?id=${encodeURIComponent(analytics.measurement_id)}`} />
        </>
      ) : null}
      {socialPixel ? (
        <>
          <Inline code={pixelBootstrap(socialPixel.pixel_id)} nonce={nonce} />
          <script defer nonce={nonce} src={`${socialPixel.base_url}/en_US/fbevents.js`} />
        </>
      ) : null}
      <CustomScripts integrations={integrations} nonce={nonce} position="head" />
    </>
  );
}
