import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Gives `dataDir` the stored files of `templateDataDir` (DATA_DIR/files): the demo pictures
 * seeded with the template database, which every clone of that database links to. Hard links,
 * so a few hundred files take milliseconds and no space: stored objects are never written in
 * place (a new one is renamed in, a deleted one unlinked), so a server's changes stay its own.
 * Copies where a hard link cannot be made (another file system).
 */
export async function linkStoredFiles(templateDataDir: string, dataDir: string): Promise<void> {
  const from = path.join(templateDataDir, 'files');
  const to = path.join(dataDir, 'files');
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const target = (entry: (typeof entries)[number]) => path.join(to, path.relative(from, path.join(entry.parentPath, entry.name)));
  // Every folder once (a test app links ~900 files into half a dozen), then the files side by side.
  await mkdir(to, { recursive: true, mode: 0o755 });
  for (const folder of entries.filter((e) => e.isDirectory())) await mkdir(target(folder), { recursive: true, mode: 0o755 });
  await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map((file) => {
        const [source, linked] = [path.join(file.parentPath, file.name), target(file)];
        return link(source, linked).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error;
          return copyFile(source, linked);
        });
      }),
  );
}
