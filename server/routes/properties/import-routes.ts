import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ImportCreated,
  ImportPreview,
  PROPERTY_FILE_COLUMNS,
  PROPERTY_IMPORT_MAX_BYTES,
  PROPERTY_IMPORT_PATHS,
  propertyImportTexts,
} from '@common/api/property-import';
import { AppError } from '../../errors';
import { auditedWrite } from '../../lib/audit';
import { UPLOAD_REFUSALS } from '../../lib/form-upload';
import { readPropertyFile } from './import-file';
import { planImport } from './import-rows';
import { createProperty, propertyCreated } from './writes';

const tags = ['properties'];
const headerOf = new Map<string, string>(PROPERTY_FILE_COLUMNS.map((column) => [column.key, column.header]));
const FILE_RULES =
  'Multipart form data with the CSV or XLSX in the field `file` (at most 5 MB and 2,000 rows), its first row naming ' +
  "the columns Manage Properties' Export writes (docs/property-import.md). Names are matched ignoring case and accents.";

/** Issue 33: properties created from a CSV or XLSX file, previewed first, then all in one transaction. */
export const propertyImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One byte over the limit is let through so the storage's own limit refuses it (413), as the data room's upload does.
  await app.register(multipart, { limits: { files: 1, fileSize: PROPERTY_IMPORT_MAX_BYTES + 1, fields: 2, fieldSize: 1024, parts: 3 } });

  app.post(
    PROPERTY_IMPORT_PATHS.preview,
    {
      schema: {
        tags,
        summary: 'Read a file of properties and show each row as it would be created, with what is wrong per cell; writes nothing',
        description: FILE_RULES,
        consumes: ['multipart/form-data'],
        response: { 200: ImportPreview, ...UPLOAD_REFUSALS },
      },
    },
    async (request) => (await planImport(app.db, await readPropertyFile(request, app.storage))).preview,
  );

  app.post(
    PROPERTY_IMPORT_PATHS.commit,
    {
      schema: {
        tags,
        summary: 'Create every property of a file in one transaction, each with its audit entry, or none',
        description:
          `${FILE_RULES} The file is read and checked again: if any row has an error, nothing is created and the 400 ` +
          "names each cell ('row 3, Category'). Takes an Idempotency-Key as every creating POST does.",
        consumes: ['multipart/form-data'],
        response: { 201: ImportCreated, ...UPLOAD_REFUSALS },
      },
    },
    async (request, reply) => {
      const sheet = await readPropertyFile(request, app.storage);
      const ids = await auditedWrite(app.db, request.user, async (tx, audit) => {
        // Checked inside the transaction, so a lookup removed since the preview refuses the import rather than failing a row.
        const { preview, properties } = await planImport(tx, sheet);
        if (!preview.valid) {
          const failing = preview.rows.filter((row) => Object.keys(row.errors).length);
          const fields = Object.fromEntries(
            failing.flatMap((row) =>
              Object.entries(row.errors).map(([key, message]) => [`row ${row.line}, ${headerOf.get(key)}`, message]),
            ),
          );
          throw new AppError(400, 'IMPORT_INVALID', propertyImportTexts.refused(failing.length), fields);
        }
        const created: number[] = [];
        for (const data of properties) {
          const property = await createProperty(tx, data, { referencesChecked: true });
          await audit(propertyCreated(property));
          created.push(property.id);
        }
        return created;
      });
      return reply.status(201).send({ ids });
    },
  );
};
