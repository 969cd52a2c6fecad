import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mediaVideos, storedFiles } from '../../db/schema';

/** A finished video and its stored file; undefined when there is none (unfinished uploads have no row). */
export async function getVideo(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ video: mediaVideos, file: storedFiles })
    .from(mediaVideos)
    .innerJoin(storedFiles, eq(storedFiles.id, mediaVideos.fileId))
    .where(eq(mediaVideos.id, id));
  return row;
}

export async function insertVideo(db: DbOrTx, id: string, fileId: number) {
  const [video] = await db.insert(mediaVideos).values({ id, fileId }).returning();
  return video;
}
