import type { IncomingMessage, RequestListener } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * Where the client's address travels from the server in front of the API to the API: the shop's
 * server (host/server/main.ts) and the API's own (api/server.ts) set it on every request, replacing
 * one a client may have sent, so it can be believed. The API reads nothing else
 * (api/lib/throttle.ts `clientAddress`): `X-Forwarded-For` alone is whatever a client wrote.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** The forwarding headers a proxy in front sets; believed only when that proxy is trusted. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'] as const;

export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The trusted proxies (`TRUSTED_PROXIES`): a comma-separated list of addresses and CIDR ranges, or
 * the names `loopback`, `linklocal` and `uniquelocal`. None by default: the socket's peer is the client.
 * Throws on an entry that is not an address or range.
 */
export function trustedProxies(list: string | undefined): TrustProxy {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return proxyaddr.compile(entries);
}

/**
 * Settles the client's address of a request as it arrives at a server: the socket's peer, or,
 * when that peer is a trusted proxy, the nearest address in `X-Forwarded-For` that is not a
 * trusted proxy itself (read from the right, as each proxy appends). Writes it to
 * CLIENT_ADDRESS_HEADER and, when the peer is not trusted, drops the forwarding headers so
 * nothing downstream (Next, the API's origin checks) believes a client's own.
 */
export function settleClientAddress(request: IncomingMessage, trust: TrustProxy): string {
  const peer = request.socket.remoteAddress ?? '';
  const address = peer ? proxyaddr(request, trust) : 'unknown';
  const dropped = new Set<string>([CLIENT_ADDRESS_HEADER]);
  if (!peer || !trust(peer, 0)) for (const name of FORWARDING_HEADERS) dropped.add(name);
  for (const name of dropped) delete request.headers[name];
  request.headers[CLIENT_ADDRESS_HEADER] = address;
  // Servers that build their request from the raw list (@hono/node-server) must see the same.
  const raw: string[] = [];
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    if (!dropped.has(request.rawHeaders[index]!.toLowerCase())) raw.push(request.rawHeaders[index]!, request.rawHeaders[index + 1]!);
  }
  raw.push(CLIENT_ADDRESS_HEADER, address);
  request.rawHeaders = raw;
  return address;
}

/** A Node request listener that settles the client's address before handing the request on. */
export function withClientAddress(listener: (request: IncomingMessage, response: Parameters<RequestListener>[1]) => unknown, trust: TrustProxy): RequestListener {
  return (request, response) => {
    settleClientAddress(request, trust);
    void listener(request, response);
  };
}
