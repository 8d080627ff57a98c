import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback';

describe('loopback', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])(
    '%s is this machine',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(true);
    },
  );

  it.each(['10.0.0.1', '192.168.1.20', '::', '0.0.0.0', 'fe80::1', '::ffff:10.0.0.1', '128.0.0.1', '', undefined])(
    '%s is not',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );

  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['localhost.attacker.example', false],
    ['192.168.1.20', false],
    ['livelihood.example', false],
  ])('host %s is this machine: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
