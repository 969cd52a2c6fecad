import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mediaImages, storedFiles, type StoredFile } from '../../db/schema';

const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ImageFileKind = 'originalFileId' | 'displayFileId' | 'thumbnailFileId';

/** One stored file of an image; undefined for an unknown id, or text that is no UUID at all (which PostgreSQL would refuse). */
export async function getImageFile(db: DbOrTx, id: string, kind: ImageFileKind): Promise<StoredFile | undefined> {
  if (!IMAGE_ID.test(id)) return undefined;
  const [row] = await db
    .select({ file: storedFiles })
    .from(mediaImages)
    .innerJoin(storedFiles, eq(storedFiles.id, mediaImages[kind]))
    .where(eq(mediaImages.id, id.toLowerCase()));
  return row?.file;
}
