import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { AppError } from '../errors';
import type { ByteRange } from '../storage/storage';
import { auditedWrite } from './audit';

/** A confidential file about to be sent: the record it belongs to and what the Activity Log says of it. */
export interface ConfidentialDownload {
  /** The record whose history the download joins, as its upload's audit entry names it ('data room file', 'nda'). */
  entityType: string;
  entityId: number;
  propertyId: number;
  /** The person the record is about (the buyer of an NDA), if any. */
  userId?: number | null;
  fileId: number;
  fileName: string;
  version?: number;
  /** Shown in the app (a preview) rather than saved as a file. */
  preview: boolean;
  /** "Downloaded 'Lease.pdf' (version 2) from the data room" */
  description: string;
}

/**
 * `sendStoredFile`'s `beforeBytes` for a confidential file: each download or preview becomes an
 * audit entry in the chain (who, when, which file and version, which property, so data room
 * access can be reviewed in the Activity Log) and a `securityEvent` line naming the user. Its own
 * short transaction commits before any byte is read; if it fails, nothing is sent.
 * A PDF viewer fetches one document in many ranged requests, so only a request from the first
 * byte counts as taking it; a HEAD, a 304 or a 416 sends nothing and never reaches here.
 */
export const recordDownload =
  (db: DbOrTx, request: FastifyRequest, download: ConfidentialDownload) =>
  async ({ start, end }: ByteRange): Promise<void> => {
    if (start !== 0) return;
    const { entityType, entityId, propertyId, userId, fileId, fileName, version, preview, description } = download;
    await auditedWrite(db, request.user, (_tx, audit) =>
      // 'version' is the record-version field the audit leaves out, so the file's goes as fileVersion.
      audit({ entityType, entityId, propertyId, userId, description, after: { fileId, fileName, fileVersion: version, preview } }),
    );
    // Ids only: a deal document's name can itself be confidential, and the audit entry has it.
    request.log.info(
      {
        securityEvent: 'file downloaded',
        ip: request.ip,
        userId: request.user?.id,
        entityType,
        entityId,
        propertyId,
        fileId,
        version,
        preview,
        bytes: `${start}-${end}`,
      },
      preview ? 'confidential file previewed' : 'confidential file downloaded',
    );
  };

/**
 * A download route's onError hook: a refused request for a confidential file (no session,
 * support staff, an unknown or malformed id) is a `securityEvent` line naming who asked for which
 * id. The session's own 'request refused' line has the route's pattern only. A refusal gets no
 * audit entry: it disclosed and changed nothing, may come from no one (a 401 has no actor), and
 * anyone could otherwise grow the chain with refused requests.
 */
export const logRefusedDownload =
  (idParam: string) =>
  async (request: FastifyRequest, _reply: FastifyReply, error: FastifyError): Promise<void> => {
    const status = error instanceof AppError ? error.status : error.statusCode;
    if (!status || status >= 500) return;
    const requested = (request.params as Record<string, string | number | undefined> | undefined)?.[idParam];
    request.log.warn(
      {
        securityEvent: 'download refused',
        status,
        code: error.code,
        route: `${request.method} ${request.routeOptions.url}`,
        ip: request.ip,
        userId: request.user?.id,
        // As sent when malformed (then a 400), cut short: it is the client's text.
        requested: String(requested ?? '').slice(0, 40),
      },
      error.message,
    );
  };
