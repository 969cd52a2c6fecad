import { Server } from '@tus/server';
import { errorJson } from '../../errors';

type Write = Server['write'];

/**
 * tus's server, answering its refusals in the API's one error shape. tus writes them as plain
 * text ('Tus-Resumable Required', 'Invalid upload-offset', 'The file for this url was not
 * found'), and some without reaching `onResponseError`: every answer passes through `write`.
 * A body that already is JSON (our own refusals, thrown from the upload hooks) keeps its words.
 */
export class TusServer extends Server {
  override async write(...[context, headers, status, body = '']: Parameters<Write>): ReturnType<Write> {
    if (status < 400) return super.write(context, headers, status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return super.write(context, headers, status, body.startsWith('{') ? body : errorJson(status, body.trim() || 'Upload refused'));
  }
}
