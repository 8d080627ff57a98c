import { describe, expect, it } from 'vitest';
import { cacheName, staleCaches, strategyFor } from './routing';

const ORIGIN = 'https://livelihood.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });

describe('how the service worker answers', () => {
  it('never answers API calls from a cache, pages or not', () => {
    expect(strategyFor(get('/api/v1/me'), ORIGIN)).toBe('network');
    expect(strategyFor(get('/api/v1/beneficiary/payments?page=1'), ORIGIN)).toBe('network');
    expect(strategyFor(get('/api/v1/files/1', 'navigate'), ORIGIN)).toBe('network');
    expect(strategyFor({ ...get('/api/v1/auth/sign-in/email'), method: 'POST' }, ORIGIN)).toBe('network');
  });

  it('opens any page with the app shell when offline', () => {
    expect(strategyFor(get('/beneficiary/payments', 'navigate'), ORIGIN)).toBe('shell');
    expect(strategyFor(get('/', 'navigate'), ORIGIN)).toBe('shell');
  });

  it('serves hashed code and styles from the cache first', () => {
    expect(strategyFor(get('/assets/beneficiary-portal-Ab12.js'), ORIGIN)).toBe('hashed-asset');
    expect(strategyFor(get('/assets/index-Cd34.css'), ORIGIN)).toBe('hashed-asset');
  });

  it('leaves other sites, uploads and its own script to the network', () => {
    expect(strategyFor({ method: 'GET', url: 'https://cdn.example/x.js', mode: 'cors' }, ORIGIN)).toBe('network');
    expect(strategyFor({ ...get('/assets/a.js'), method: 'POST' }, ORIGIN)).toBe('network');
    expect(strategyFor(get('/sw.js'), ORIGIN)).toBe('network');
  });

  it('on a new deploy deletes the older builds’ caches and nothing else', () => {
    expect(staleCaches([cacheName('old1'), cacheName('new2'), 'device-drafts'], 'new2')).toEqual([cacheName('old1')]);
  });
});
