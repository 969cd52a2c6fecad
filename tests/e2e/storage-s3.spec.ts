import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { connect } from '../../server/db/client';
import { createS3Storage, localStorage } from '../../server/storage';
import { copyStoredFiles } from '../../server/storage/copy-files';
import { mp4 } from '../api/helpers/uploads';
import { startTestS3, type TestS3 } from '../helpers/s3-server';
import { expect, test as base } from './fixtures';
import { mediaApi } from './pages/mediaApi';
import { mediaTabPage } from './pages/mediaTabPage';
import { startAppServer } from './setup/appServer';
import { cloneDatabase, dropDatabase, e2eRun } from './setup/databases';

// Issue 17: the admin app against a server whose files live in an S3-compatible bucket (s3rver
// on a loopback port). Images uploaded through the Media tab show from the bucket, a video
// uploaded by tus plays from it, and nothing is written to the server's own disk.

interface S3Server {
  url: string;
  s3: TestS3;
  dataDir: string;
}

const test = base.extend<object, { s3Server: S3Server }>({
  s3Server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixtures are named by destructuring
    async ({}, use, workerInfo) => {
      const run = e2eRun();
      const name = `e2e_s3_w${workerInfo.workerIndex}`;
      const s3 = await startTestS3();
      const databaseUrl = await cloneDatabase(run.maintenanceUrl, run.template, name);
      // The demo's files, moved into the bucket as an operator moves a product to S3.
      const database = connect(databaseUrl, { max: 2 });
      await copyStoredFiles(
        database.db,
        localStorage({ dataDir: run.templateDataDir }),
        createS3Storage({ dataDir: '', ...s3Settings(s3) }),
      );
      await database.close();
      const dataDir = path.join(run.runDir, name);
      const server = await startAppServer({
        databaseUrl,
        staticDir: run.staticDir,
        serverDir: run.serverDir,
        dataDir,
        templateDataDir: run.templateDataDir,
        env: s3.env,
      });
      try {
        await use({ url: server.url, s3, dataDir });
      } finally {
        await server.stop();
        await s3.close();
        await dropDatabase(run.maintenanceUrl, name);
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ s3Server }, use) => use(s3Server.url),
});

/** The test server's S3_* settings as a storage config's. */
const s3Settings = ({ env }: TestS3) => ({
  STORAGE: 's3' as const,
  S3_ENDPOINT: env.S3_ENDPOINT,
  S3_BUCKET: env.S3_BUCKET,
  S3_REGION: env.S3_REGION,
  S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
  S3_FORCE_PATH_STYLE: true,
});

const filesOnDisk = async (dataDir: string) =>
  (await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();

test('uploads images and a video through the Media tab into the bucket, and shows and plays them from it', async ({
  loggedIn: page,
  s3Server,
}) => {
  const api = mediaApi(page.request);
  const tab = mediaTabPage(page, 26);
  const onDisk = await filesOnDisk(s3Server.dataDir);
  await tab.goto();
  const known = await api.ids(26);

  await test.step('two images go to the bucket and show in the table from there', async () => {
    const png = (background: string) =>
      sharp({ create: { width: 96, height: 64, channels: 3, background } })
        .png()
        .toBuffer();
    await tab.images.choose([
      { name: 'front.png', mimeType: 'image/png', buffer: await png('#2a9d8f') },
      { name: 'yard.png', mimeType: 'image/png', buffer: await png('#e9c46a') },
    ]);
    await tab.images.purpose('Gallery (gallery image)');
    await tab.images.upload.click();
    await expect(tab.notice('All 2 images uploaded successfully!')).toBeVisible();
    const added = (await api.list(26)).filter((item) => !known.includes(item.id));
    expect(added).toHaveLength(2);
    for (const item of added) {
      const picture = tab.row(item.id).getByRole('img');
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
    expect((await s3Server.s3.keys()).filter((key) => key.startsWith('images/')).length).toBeGreaterThanOrEqual(2);
  });

  await test.step('a video goes by tus into the bucket and plays from it', async () => {
    const before = await api.ids(26);
    const video = mp4(96 * 1024);
    await tab.video.choose({ name: 'tour.mp4', mimeType: 'video/mp4', buffer: video });
    await tab.video.upload.click();
    await expect(tab.notice('Video uploaded successfully!')).toBeVisible();
    const [item] = (await api.list(26)).filter((row) => !before.includes(row.id));
    expect(item).toMatchObject({ fileType: 'video', mediaLink: expect.stringMatching(/^\/api\/media\/videos\/[0-9a-f-]{36}\/play$/) });
    const played = await page.request.get(item.mediaLink!);
    expect(played.status()).toBe(200);
    expect((await played.body()).equals(video)).toBe(true);
    const id = /videos\/([0-9a-f-]{36})\/play$/.exec(item.mediaLink!)![1];
    expect(await s3Server.s3.keys()).toContain(`videos/${id}`);
  });

  expect(await filesOnDisk(s3Server.dataDir), "nothing was written to the server's disk").toEqual(onDisk);
});
