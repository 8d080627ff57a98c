import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describeFileStorageContract } from '../../test-support/file-storage-contract';
import { LocalDiskStorage } from './local-disk-storage';

/** Every file under the root, temporary ones included. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describeFileStorageContract('LocalDiskStorage', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  return {
    storage: new LocalDiskStorage(root),
    held: () => filesUnder(root),
    cleanup: () => fs.rm(root, { recursive: true, force: true }),
  };
});
