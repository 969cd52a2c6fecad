/**
 * Downloads a stored file by a plain link, so the browser streams it to disk with its original
 * name (however large) and the session cookie goes along. A link cannot tell that it failed,
 * so the file is asked for first with HEAD (headers only): a refusal or a lost connection
 * rejects, and the caller says so (spec §8 'Failed to download file {name}').
 */
export async function downloadFile(url: string, name: string): Promise<void> {
  const answer = await fetch(url, { method: 'HEAD', credentials: 'include' });
  if (!answer.ok) throw new Error(`HTTP error! status: ${answer.status}`);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
