import { statfs } from 'node:fs/promises';

/**
 * Bytes this process may still write on the filesystem holding `folder`: the blocks free to anyone,
 * or, for root, also those a filesystem such as ext4 keeps back for root.
 */
export async function freeBytes(folder: string): Promise<number> {
  const stats = await statfs(folder);
  return (process.getuid?.() === 0 ? stats.bfree : stats.bavail) * stats.bsize;
}
