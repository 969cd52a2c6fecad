import { vi } from 'vitest';

/** One request a FakeUpload caught: where it went, what it sent, and how to answer it. */
interface SentForm {
  url: string;
  form: FormData;
  progress: (fraction: number) => void;
  answer: (status: number, body: unknown) => void;
}

/**
 * Stands in for XMLHttpRequest (which the app's uploads use for their progress), so a unit
 * test sees each form sent and decides the server's answer. `next()` waits for the next one.
 */
export class FakeUpload {
  private sent: SentForm[] = [];
  private waiting: Array<(sent: SentForm) => void> = [];
  count = 0;

  static install(): FakeUpload {
    const uploads = new FakeUpload();
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        status = 0;
        responseText = '';
        withCredentials = false;
        upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
        onload?: () => void;
        onerror?: () => void;
        onabort?: () => void;
        private url = '';
        open(_method: string, url: string) {
          this.url = url;
        }
        setRequestHeader() {}
        abort() {
          this.onabort?.();
        }
        send(form: FormData) {
          uploads.receive({
            url: this.url,
            form,
            progress: (fraction) => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 }),
            answer: (status, body) => {
              this.status = status;
              this.responseText = JSON.stringify(body);
              this.onload?.();
            },
          });
        }
      },
    );
    return uploads;
  }

  private receive(sent: SentForm) {
    this.count += 1;
    const waiter = this.waiting.shift();
    if (waiter) waiter(sent);
    else this.sent.push(sent);
  }

  next(): Promise<SentForm> {
    const sent = this.sent.shift();
    return sent ? Promise.resolve(sent) : new Promise((resolve) => this.waiting.push(resolve));
  }
}
