import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { decisionOf } from '../routes/data-rooms/review-writes';
import type { PendingObject, Storage } from '../storage/storage';
import type { DbOrTx } from '../db/client';
import { dataRoomFileVersions, propertyDataRoomItems, storedFiles, type PropertyDataRoomItem } from '../db/schema';
import type { DemoProperty } from './demo-properties';
import { mapConcurrently } from '../lib/map-concurrently';
import { smallPdf } from './small-pdf';

/** Files written to storage at once: small writes, mostly waiting on the disk. */
const CONCURRENCY = 4;
/** The PDFs are a kilobyte or two; this only guards the seed from itself. */
const MAX_BYTES = 1024 * 1024;

export type DemoHeading = Pick<
  PropertyDataRoomItem,
  'id' | 'propertyId' | 'parentId' | 'round' | 'level' | 'displayName' | 'requiresDocument'
>;
export type DemoDecision = 'published' | 'rejected' | 'pending';

/** One upload of a demo data room file, and the decision it then got. Version 2 follows version 1 of the same name. */
export interface DemoUpload {
  property: DemoProperty;
  heading: DemoHeading;
  name: string;
  version: number;
  decision: DemoDecision;
  /** Used when rejected. */
  reason: string;
}

/** What the page of a demo document says: the property and the heading, then the file's name. */
const pdfOf = ({ property, heading, name, version }: DemoUpload) =>
  smallPdf(
    `${property.title} — ${heading.displayName}`,
    name,
    version > 1 ? `Version ${version}, replacing the copy that was rejected` : 'Uploaded to the data room for the buyers’ due diligence',
  );

/**
 * Stores the demo PDFs (objects added to `pendings`, committed with the seed's rows) and writes
 * the rows an upload and a decision would (storeDataRoomFile, decide): the stored file, a FILE
 * row one level below its heading after the heading's own entries, showing its newest version,
 * and each version with its decision. In three inserts rather than a dozen queries a file: the
 * seed knows every upload in advance, and a few hundred round trips would slow each start.
 */
export async function storeDemoDataRoomFiles(
  tx: DbOrTx,
  storage: Storage,
  uploads: DemoUpload[],
  { headings, admin, pendings }: { headings: DemoHeading[]; admin: number; pendings: PendingObject[] },
): Promise<void> {
  const written = await mapConcurrently(uploads, CONCURRENCY, async (upload) => {
    const pending = await storage.put(Readable.from([pdfOf(upload)]), { prefix: 'data-room', maxBytes: MAX_BYTES });
    pendings.push(pending);
    return pending;
  });
  const uploaderOf = (upload: DemoUpload) => upload.property.agentId ?? admin;
  const files = await tx
    .insert(storedFiles)
    .values(
      await Promise.all(
        uploads.map(async (upload, i) => ({
          storageKey: written[i].key,
          sizeBytes: written[i].size,
          sha256: written[i].sha256,
          originalName: upload.name,
          contentType: (await fileTypeFromBuffer(written[i].head))?.mime ?? 'application/octet-stream',
          uploadedById: uploaderOf(upload),
        })),
      ),
    )
    .returning({ id: storedFiles.id });

  const decidedAt = new Date();
  const decisionOfUpload = ({ decision, reason }: DemoUpload) =>
    decision === 'pending' ? { isPublished: false, isRejected: false, rejectedReason: null } : decisionOf(decision === 'published', reason);
  const newest = new Map<string, number>();
  uploads.forEach((upload, i) => newest.set(`${upload.heading.id}/${upload.name}`, i));
  const firsts = uploads.flatMap((upload, i) => (upload.version === 1 ? [i] : []));
  const items = await tx
    .insert(propertyDataRoomItems)
    .values(
      firsts.map((i) => {
        const { property, heading, name } = uploads[i];
        const latest = newest.get(`${heading.id}/${name}`)!;
        return {
          propertyId: property.id,
          round: heading.round,
          itemType: 'FILE',
          level: heading.level + 1,
          parentId: heading.id,
          displayName: name,
          displayOrder: headings.filter((h) => h.parentId === heading.id).length + 1,
          fileId: files[latest].id,
          ...decisionOfUpload(uploads[latest]),
        };
      }),
    )
    .returning({ id: propertyDataRoomItems.id });
  const itemOf = new Map(firsts.map((i, n) => [`${uploads[i].heading.id}/${uploads[i].name}`, items[n].id]));
  await tx.insert(dataRoomFileVersions).values(
    uploads.map((upload, i) => ({
      itemId: itemOf.get(`${upload.heading.id}/${upload.name}`)!,
      version: upload.version,
      fileId: files[i].id,
      ...decisionOfUpload(upload),
      ...(upload.decision === 'pending' ? {} : { decidedById: admin, decidedAt }),
      uploadedById: uploaderOf(upload),
    })),
  );
}
