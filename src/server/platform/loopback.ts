import net from 'node:net';

/** A host name or IP address that can only mean this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  return isLoopbackAddress(bare);
}

/** An IP address of this machine's loopback interface, IPv4, IPv6 or IPv4 mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.toLowerCase().replace(/^::ffff:/, '');
  if (net.isIPv4(bare)) return bare.startsWith('127.');
  return net.isIPv6(bare) && bare.replace(/^(0{0,4}:)+/, '::') === '::1';
}
