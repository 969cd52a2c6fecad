import { Server } from '@tus/server';
import { errorJson } from '../errors';

type Write = Server['write'];

/**
 * tus's server, answering its refusals in the API's one error shape. tus writes them as plain
 * text ('Tus-Resumable Required', 'Invalid upload-offset', 'The file for this url was not
 * found'), and some without reaching `onResponseError`: every answer passes through `write`.
 * A body that already is JSON (our own refusals, thrown from the upload hooks) keeps its words.
 */
export class TusServer extends Server {
  override async write(...[context, headers, status, body = '']: Parameters<Write>): ReturnType<Write> {
    // No answer of ours grants a cross-origin read (docs/security.md, V3.4.2); tus adds CORS
    // headers of its own to every answer, `Access-Control-Allow-Origin: *` among them.
    for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name);
    if (status < 400) return super.write(context, headers, status, body);
    // A tus extension we do not offer (Upload-Concat, a deferred length) is a request the client
    // must change, not a server fault: 400, with tus's words on what to change.
    const refused = status === 501 ? 400 : status;
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return super.write(context, headers, refused, body.startsWith('{') ? body : errorJson(refused, body.trim() || 'Upload refused'));
  }
}
