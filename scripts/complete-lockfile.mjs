// Our registry does not serve @tailwindcss/oxide's packages for other platforms, so `npm install`
// leaves them out of the lock and `npm ci` then refuses it. This adds their entries (npm skips
// them on Linux by their os/cpu fields). Run it after any `npm install` that rewrites the lock.
import { readFileSync, writeFileSync } from 'node:fs';
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const oxide = lock.packages['node_modules/@tailwindcss/oxide'];
const platforms = {
  'android-arm64': ['android', 'arm64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'freebsd-x64': ['freebsd', 'x64'],
  'linux-arm-gnueabihf': ['linux', 'arm'],
  'wasm32-wasi': [null, 'wasm32'],
  'win32-arm64-msvc': ['win32', 'arm64'],
  'win32-x64-msvc': ['win32', 'x64'],
};
for (const [name, [os, cpu]] of Object.entries(platforms)) {
  const key = `node_modules/@tailwindcss/oxide-${name}`;
  if (lock.packages[key]) continue;
  lock.packages[key] = {
    version: oxide.version,
    cpu: [cpu],
    dev: true,
    license: 'MIT',
    optional: true,
    ...(os ? { os: [os] } : {}),
    engines: oxide.engines,
  };
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
