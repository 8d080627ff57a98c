import type { NetworkInterfaceInfo } from 'node:os';

/*
 * The origins whose pages may sign in and change data (see
 * docs/decisions/0007-same-origin-requests.md). Camp networks often have no
 * DNS name, so people open the platform by the machine's IP address: outside
 * production that address works without configuration.
 */

export type NetworkInterfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/** The Vite dev server (vite.config.ts) serves the pages on this port and proxies /api here. */
const DEV_WEB_PORT = 5173;

/** Reads TRUSTED_ORIGINS: origins separated by commas, each scheme://host[:port]. */
export function parseTrustedOrigins(list: string | undefined): string[] {
  const items = (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.map((item) => {
    const url = URL.canParse(item) ? new URL(item) : undefined;
    const isOrigin =
      url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username;
    if (!isOrigin) {
      throw new Error(
        `Invalid configuration: TRUSTED_ORIGINS: "${item}" is not an origin (scheme://host[:port], e.g. http://192.168.1.20:3000)`,
      );
    }
    return url.origin;
  });
}

/** IPv6 link-local addresses (fe80::/10) need a zone id that browsers do not take in an address bar. */
const isLinkLocal = (info: NetworkInterfaceInfo) => info.family === 'IPv6' && /^fe[89ab]/i.test(info.address);

/** The addresses other devices on the network reach this machine by, on `port`. */
export function lanOrigins(port: number, interfaces: NetworkInterfaces): string[] {
  return Object.values(interfaces)
    .flat()
    .filter((info): info is NetworkInterfaceInfo => Boolean(info) && !info!.internal && !isLinkLocal(info!))
    .map((info) => new URL(`http://${info.family === 'IPv6' ? `[${info.address}]` : info.address}:${port}`).origin);
}

/** This machine's own addresses on `port`, loopback included, and the Vite dev server's pages. */
export function machineOrigins(port: number, interfaces: NetworkInterfaces): string[] {
  const loopback = ['localhost', '127.0.0.1', '[::1]'].map((host) => new URL(`http://${host}:${port}`).origin);
  const devWeb = ['localhost', '127.0.0.1'].map((host) => `http://${host}:${DEV_WEB_PORT}`);
  return [...loopback, ...lanOrigins(port, interfaces), ...devWeb];
}
