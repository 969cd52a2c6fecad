import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { videoPreviewUrl } from '@common/api/media-links';
import type { PendingObject, Storage } from '../storage/storage';
import { insertStoredFile } from '../storage/stored-files';
import type { DbOrTx } from '../db/client';
import { mediaVideos, propertyMediaItems } from '../db/schema';
import { vp8FrameOf, webmOf } from './webm';

const WIDTH = 480;
const HEIGHT = 270;
const FPS = 8;
const SECONDS = 3;
/** One listing in this many gets a video: the 'some'. */
const EVERY = 10;

interface Listing {
  id: number;
  title: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** One frame of a listing's clip: a sky in its colours turning to dusk, a sun crossing it, its name. */
async function frame(title: string, hue: number, i: number, count: number): Promise<Buffer> {
  const t = i / (count - 1);
  const titleSize = Math.min(22, Math.floor(760 / Math.max(title.length, 1)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,${70 - t * 30}%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,${88 - t * 25}%)"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<circle cx="${(40 + t * (WIDTH - 80)).toFixed(0)}" cy="${(70 + t * 60).toFixed(0)}" r="26" fill="hsl(40,100%,${90 - t * 20}%)"/>
<rect y="${HEIGHT - 70}" width="${WIDTH}" height="70" fill="hsl(${(hue + 180) % 360},18%,28%)"/>
<text x="20" y="${HEIGHT - 28}" font-size="${titleSize}" font-weight="bold" font-family="DejaVu Sans, sans-serif" fill="#fff">${escapeXml(title)}</text>
</svg>`;
  return vp8FrameOf(await sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 60 }).toBuffer());
}

/** A listing's 3-second demo clip: a WebM (VP8) of about 100 KB. */
async function demoClip(title: string, hue: number): Promise<Buffer> {
  const count = FPS * SECONDS;
  // sharp renders on libuv's threads, so the frames are drawn side by side.
  const frames = await Promise.all(Array.from({ length: count }, (_, i) => frame(title, hue, i, count)));
  return webmOf(frames, { width: WIDTH, height: HEIGHT, fps: FPS });
}

/**
 * A short video on one listing in EVERY, stored as an upload's would be (a stored file and a
 * media_videos row whose id is the object's) and shown as the Media tab's Video item (title
 * 'Video', after the listing's pictures as an upload's 100 puts it, the preview URL as its link). The objects written are added to
 * `pendings`, to be committed with the seed's rows.
 */
export async function seedDemoVideos(
  tx: DbOrTx,
  storage: Storage,
  { listings, uploadedById, pendings }: { listings: Listing[]; uploadedById: number; pendings: PendingObject[] },
): Promise<void> {
  for (const [index, listing] of listings.entries()) {
    if (index % EVERY !== 0) continue;
    const clip = await demoClip(listing.title, Math.round((index * 137.508) % 360));
    const pending = await storage.put(Readable.from([clip]), { prefix: 'videos', maxBytes: clip.length });
    pendings.push(pending);
    const id = pending.key.slice('videos/'.length);
    const file = await insertStoredFile(tx, pending, { originalName: `video-${listing.id}.webm`, contentType: 'video/webm', uploadedById });
    await tx.insert(mediaVideos).values({ id, fileId: file.id });
    const [{ pictures }] = await tx
      .select({ pictures: count() })
      .from(propertyMediaItems)
      .where(eq(propertyMediaItems.propertyId, listing.id));
    await tx.insert(propertyMediaItems).values({
      propertyId: listing.id,
      title: 'Video',
      fileType: 'video',
      mediaLink: videoPreviewUrl(id),
      displayOrder: pictures + 1,
      isActive: true,
    });
  }
}
